/**
 * The eight actors every hand-written access table walks (the route walk, the members-only
 * documents): a status per actor, written by hand in each table, never derived from the
 * policies under test.
 */
export const actors = [
  'anonymous',
  'lapsed',
  'member',
  'guru',
  'support',
  'agentA',
  'agentB',
  'superadmin',
] as const;
export type Actor = (typeof actors)[number];
/** What one row expects: an HTTP status for each actor. */
export type Expected = Record<Actor, number>;
