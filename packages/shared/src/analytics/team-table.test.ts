import { describe, expect, it } from 'vitest';
import {
  notStartedIn,
  pillarIndexOf,
  progressOf,
  type TeamTableMember,
  teamTableRows,
} from './team-table.ts';

const member = (name: string, overrides: Partial<TeamTableMember> = {}): TeamTableMember => ({
  userId: name,
  name,
  email: `${name.toLowerCase()}@example.test`,
  completed: [0, 0],
  percent: [0, 0],
  overallPercent: 0,
  completedLast30Days: 0,
  lastActivityAt: null,
  bookmarks: 0,
  ratingsGiven: 0,
  ...overrides,
});

const pillars = [{ id: 'p1' }, { id: 'p2' }];
const ada = member('Ada', {
  completed: [2, 0],
  percent: [50, 0],
  overallPercent: 25,
  lastActivityAt: '2026-11-20T10:00:00Z',
});
const ben = member('Ben', {
  completed: [0, 3],
  percent: [0, 75],
  overallPercent: 38,
  completedLast30Days: 3,
});
const cy = member('cy', { bookmarks: 2, lastActivityAt: '2026-11-25T10:00:00Z' });
const view = { pillars, members: [cy, ben, ada] };
const names = (rows: TeamTableMember[]) => rows.map((row) => row.name);

describe('the team table', () => {
  it('sorts by name (any case) by default, and the other way round', () => {
    expect(names(teamTableRows(view, {}))).toEqual(['Ada', 'Ben', 'cy']);
    expect(names(teamTableRows(view, { direction: 'desc' }))).toEqual(['cy', 'Ben', 'Ada']);
  });

  it("sorts by the chosen pillar's progress, or the overall one, ties by name", () => {
    expect(names(teamTableRows(view, { sort: 'progress', direction: 'desc' }))).toEqual(['Ben', 'Ada', 'cy']);
    expect(names(teamTableRows(view, { sort: 'progress', direction: 'desc', pillarId: 'p1' }))).toEqual([
      'Ada',
      'Ben',
      'cy',
    ]);
    expect(progressOf(ben, pillarIndexOf(pillars, 'p2'))).toBe(75);
    expect(progressOf(ben, pillarIndexOf(pillars, 'unknown'))).toBe(38);
  });

  it('sorts the never active as the oldest, and by counts', () => {
    expect(names(teamTableRows(view, { sort: 'lastActivity', direction: 'desc' }))).toEqual([
      'cy',
      'Ada',
      'Ben',
    ]);
    expect(names(teamTableRows(view, { sort: 'lastActivity' }))).toEqual(['Ben', 'Ada', 'cy']);
    expect(names(teamTableRows(view, { sort: 'recent', direction: 'desc' }))).toEqual(['Ben', 'Ada', 'cy']);
    expect(names(teamTableRows(view, { sort: 'bookmarks', direction: 'desc' }))).toEqual([
      'cy',
      'Ada',
      'Ben',
    ]);
  });

  it('filters by name or e-mail, any case, without changing the view', () => {
    expect(names(teamTableRows(view, { member: ' BEN ' }))).toEqual(['Ben']);
    expect(names(teamTableRows(view, { member: 'cy@example' }))).toEqual(['cy']);
    expect(names(view.members)).toEqual(['cy', 'Ben', 'Ada']);
  });

  it('names who has not started a pillar', () => {
    expect(names(notStartedIn(view.members, 0))).toEqual(['cy', 'Ben']);
    expect(names(notStartedIn(view.members, 1))).toEqual(['cy', 'Ada']);
  });
});
