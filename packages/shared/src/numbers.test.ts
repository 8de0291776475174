import { describe, expect, it } from 'vitest';
import { groupThousands } from './numbers.ts';

describe('groupThousands', () => {
  it('writes a whole number as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 12_000, 100_000, 1_234_567, -4321]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
