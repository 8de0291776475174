import { describe, expect, it } from 'vitest';
import { diffHtmlWords } from './word-diff';

describe('diffHtmlWords', () => {
  it('marks removed words on the original side and added words on the enhanced side', () => {
    const result = diffHtmlWords(
      '<p>Charge what you are worth.</p>',
      '<p>Charge what your work is worth.</p>',
    );
    expect(result.originalHtml).toBe('<p>Charge what <s>you</s> <s>are</s> worth.</p>');
    expect(result.enhancedHtml).toBe(
      '<p>Charge what <mark>your</mark> <mark>work</mark> <mark>is</mark> worth.</p>',
    );
    expect([result.removedWords, result.addedWords]).toEqual([2, 3]);
  });

  it("keeps each side's own tags: a new heading is the enhanced side's only", () => {
    const result = diffHtmlWords('<p>Same text.</p>', '<h2>New heading</h2><p>Same text.</p>');
    expect(result.originalHtml).toBe('<p>Same text.</p>');
    expect(result.enhancedHtml).toBe('<h2><mark>New</mark> <mark>heading</mark></h2><p>Same text.</p>');
  });

  it('treats any whitespace as the same, and marks nothing for identical bodies', () => {
    const result = diffHtmlWords('<p>One  two\nthree</p>', '<p>One two three</p>');
    expect([result.addedWords, result.removedWords]).toEqual([0, 0]);
    expect(result.originalHtml).toBe('<p>One  two\nthree</p>');
    expect(result.enhancedHtml).toBe('<p>One two three</p>');
  });

  it('never marks inside a tag: attributes stay whole', () => {
    const result = diffHtmlWords(
      '<p><a href="https://a.example/x y">link</a></p>',
      '<p><a href="https://a.example/x y">a link</a></p>',
    );
    expect(result.enhancedHtml).toBe('<p><a href="https://a.example/x y"><mark>a</mark> link</a></p>');
  });
});
