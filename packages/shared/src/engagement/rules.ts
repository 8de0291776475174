/*
 * Points, levels and streaks (issue 59, docs/decisions/079-points-ledger.md): the rules both
 * sides compute the same way.
 */

/** Every kind of row of the points ledger: what it was earned for. */
export const pointActions = [
  'lesson.complete',
  'quiz.pass',
  'pillar.complete',
  'event.attend',
  'post.start',
  'post.reply',
  'answer.marked',
  'like.received',
] as const;
export type PointAction = (typeof pointActions)[number];

/** The points per action before a superadmin changes them (issue 59). */
export const defaultActionPoints: Record<PointAction, number> = {
  'lesson.complete': 10,
  'quiz.pass': 20,
  'pillar.complete': 100,
  'event.attend': 10,
  'post.start': 2,
  'post.reply': 1,
  'answer.marked': 15,
  'like.received': 1,
};

/** The labels of /admin/engagement. */
export const pointActionLabels: Record<PointAction, string> = {
  'lesson.complete': 'Completing a lesson',
  'quiz.pass': 'Passing a quiz',
  'pillar.complete': 'Completing a pillar',
  'event.attend': 'An event attended',
  'post.start': 'Starting a discussion',
  'post.reply': 'Replying',
  'answer.marked': 'A reply marked as the answer',
  'like.received': 'A like received',
};

/** The daily caps (the person's day, in their time zone): posts and replies together, likes received. */
export const dailyCaps = { posts: 10, likes: 20 } as const;
export type DailyBucket = keyof typeof dailyCaps;

/** Which daily cap an action counts against, if any. */
export function dailyBucketOf(action: PointAction): DailyBucket | null {
  if (action === 'post.start' || action === 'post.reply') return 'posts';
  if (action === 'like.received') return 'likes';
  return null;
}

export const levelCount = 10;
/** The total points at which levels 1 to 10 start. */
export const defaultLevelThresholds: readonly number[] = [0, 20, 60, 150, 300, 600, 1000, 1600, 2500, 4000];

/** The level (1-10) of a total, given the thresholds (ascending, the first 0). */
export function levelOf(total: number, thresholds: readonly number[]): number {
  let level = 1;
  for (let index = 1; index < thresholds.length; index += 1) {
    if (total >= thresholds[index]!) level = index + 1;
  }
  return level;
}

/** Points still needed for the next level; null at the top level. */
export function pointsToNextLevel(total: number, thresholds: readonly number[]): number | null {
  const level = levelOf(total, thresholds);
  if (level >= thresholds.length) return null;
  return thresholds[level]! - total;
}

/** The actions that keep a weekly learning streak alive. */
export const streakActions = ['lesson.complete', 'quiz.pass'] as const satisfies readonly PointAction[];

const dayMs = 24 * 60 * 60 * 1000;
const mondayBefore = (monday: string) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) - 7 * dayMs).toISOString().slice(0, 10);

/**
 * The weekly learning streak: how many consecutive weeks (Monday to Sunday, the person's time
 * zone) up to now had a lesson completed or a quiz passed. `weeks` are the Mondays of the
 * weeks that had one (any order); `currentMonday` this week's. A week not yet over does not
 * break it: without a lesson yet this week, the streak is the one that ended last week.
 */
export function streakOf(weeks: readonly string[], currentMonday: string): number {
  const had = new Set(weeks);
  let week = had.has(currentMonday) ? currentMonday : mondayBefore(currentMonday);
  let streak = 0;
  while (had.has(week)) {
    streak += 1;
    week = mondayBefore(week);
  }
  return streak;
}
