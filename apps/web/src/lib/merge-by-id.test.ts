import { describe, expect, it } from 'vitest';
import { mergeById } from './merge-by-id';

const at = (id: string, minute: number) => ({
  id,
  createdAt: `2026-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

describe('mergeById', () => {
  it('adds new entries in time order', () => {
    expect(mergeById([at('a', 1), at('c', 3)], [at('b', 2)]).map((entry) => entry.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps each id once, the newer copy winning', () => {
    const merged = mergeById([{ ...at('a', 1), text: 'old' }], [{ ...at('a', 1), text: 'new' }]);
    expect(merged).toEqual([{ ...at('a', 1), text: 'new' }]);
  });

  it('orders entries of the same instant by id, so the order is stable', () => {
    expect(mergeById([at('b', 1)], [at('a', 1)]).map((entry) => entry.id)).toEqual(['a', 'b']);
  });
});
