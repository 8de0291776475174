import { describe, expect, it } from 'vitest';
import { toProgress } from './progress.ts';

describe('toProgress', () => {
  it('is completed over total, as a whole percent', () => {
    expect(toProgress(1, 3)).toEqual({ completed: 1, total: 3, percent: 33 });
    expect(toProgress(2, 3)).toEqual({ completed: 2, total: 3, percent: 67 });
    expect(toProgress(4, 4)).toEqual({ completed: 4, total: 4, percent: 100 });
  });

  it('is 0 when there are no lessons', () => {
    expect(toProgress(0, 0)).toEqual({ completed: 0, total: 0, percent: 0 });
    expect(toProgress(3, 0).percent).toBe(0);
  });

  it('never exceeds the total or goes below zero', () => {
    expect(toProgress(5, 4).percent).toBe(100);
    expect(toProgress(-1, 4).percent).toBe(0);
  });
});
