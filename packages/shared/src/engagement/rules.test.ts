import { describe, expect, it } from 'vitest';
import { defaultLevelThresholds, levelOf, pointsToNextLevel, streakOf } from './rules.ts';

describe('levels', () => {
  it('starts each level at its threshold', () => {
    for (const [index, threshold] of defaultLevelThresholds.entries()) {
      expect(levelOf(threshold, defaultLevelThresholds)).toBe(index + 1);
      if (threshold > 0) expect(levelOf(threshold - 1, defaultLevelThresholds)).toBe(index);
    }
    expect(pointsToNextLevel(15, defaultLevelThresholds)).toBe(5);
    expect(pointsToNextLevel(5000, defaultLevelThresholds)).toBeNull();
  });
});

describe('the weekly streak', () => {
  it('counts consecutive weeks up to this one, this week not yet breaking it', () => {
    expect(streakOf([], '2031-03-03')).toBe(0);
    expect(streakOf(['2031-03-03', '2031-02-24', '2031-02-17'], '2031-03-03')).toBe(3);
    // Nothing yet this week: last week's streak still stands.
    expect(streakOf(['2031-02-24', '2031-02-17'], '2031-03-03')).toBe(2);
    // A missed week ends it.
    expect(streakOf(['2031-03-03', '2031-02-17', '2031-02-10'], '2031-03-03')).toBe(1);
    expect(streakOf(['2031-02-17', '2031-02-10'], '2031-03-03')).toBe(0);
    // Across a year's end.
    expect(streakOf(['2031-01-06', '2030-12-30', '2030-12-23'], '2031-01-06')).toBe(3);
  });
});
