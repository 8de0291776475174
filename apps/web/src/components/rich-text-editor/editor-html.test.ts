import { describe, expect, it } from 'vitest';
import { editorHtml } from './editor-html';

describe('editorHtml', () => {
  it('reports an empty editor as an empty body', () => {
    expect(editorHtml('<p></p>', true)).toBe('');
  });

  it('drops the trailing empty paragraphs the editor keeps after a heading, an image or a video', () => {
    expect(editorHtml('<h2>Title</h2><p></p>', false)).toBe('<h2>Title</h2>');
    expect(editorHtml('<p>Text</p><img src="/uploads/a.png"><p></p><p></p>', false)).toBe(
      '<p>Text</p><img src="/uploads/a.png">',
    );
  });

  it('keeps empty paragraphs between content', () => {
    expect(editorHtml('<p>One</p><p></p><p>Two</p>', false)).toBe('<p>One</p><p></p><p>Two</p>');
  });
});
