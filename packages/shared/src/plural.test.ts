import { describe, expect, it } from 'vitest';
import { plural, pluralNoun } from './plural';

describe('plural', () => {
  it('uses the one form for exactly one, the many form otherwise', () => {
    expect(plural(1, 'lesson')).toBe('1 lesson');
    expect(plural(0, 'lesson')).toBe('0 lessons');
    expect(plural(2, 'lesson')).toBe('2 lessons');
    expect(plural(1, 'reply', 'replies')).toBe('1 reply');
    expect(plural(3, 'reply', 'replies')).toBe('3 replies');
  });

  it('gives the noun alone for texts that put the count elsewhere', () => {
    // '0 of 1 lesson completed': the noun follows the total.
    expect(pluralNoun(1, 'lesson')).toBe('lesson');
    expect(pluralNoun(5, 'lesson')).toBe('lessons');
  });
});
