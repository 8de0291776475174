import type { SortDirection, TeamSortKey } from './messages.ts';

/*
 * The team table's rows as the page shows them and the export writes them: filtered by
 * pillar and member, sorted by one key. One function for both sides, so the downloaded file
 * is the table on the screen. Plain types (no zod) so the page loads none.
 */

export interface TeamTableMember {
  userId: string;
  name: string;
  email: string;
  /** Per pillar, in the order of the view's `pillars`. */
  completed: readonly number[];
  percent: readonly number[];
  overallPercent: number;
  completedLast30Days: number;
  lastActivityAt: string | null;
  bookmarks: number;
  ratingsGiven: number;
}

export interface TeamTableChoice {
  pillarId?: string | undefined;
  member?: string | undefined;
  sort?: TeamSortKey | undefined;
  direction?: SortDirection | undefined;
}

/** The position of a pillar in the view (its column), or undefined for none or an unknown id. */
export function pillarIndexOf(pillars: ReadonlyArray<{ id: string }>, pillarId: string | undefined) {
  if (!pillarId) return undefined;
  const index = pillars.findIndex((pillar) => pillar.id === pillarId);
  return index === -1 ? undefined : index;
}

/** The progress a row is sorted by: the chosen pillar's percent, or the overall one. */
export function progressOf(member: TeamTableMember, pillarIndex: number | undefined): number {
  return pillarIndex === undefined ? member.overallPercent : (member.percent[pillarIndex] ?? 0);
}

/** The members who have completed no lesson of the pillar at `pillarIndex`, in the view's order. */
export function notStartedIn<Member extends TeamTableMember>(
  members: readonly Member[],
  pillarIndex: number,
) {
  return members.filter((member) => (member.completed[pillarIndex] ?? 0) === 0);
}

const byName = (left: TeamTableMember, right: TeamTableMember) =>
  left.name.localeCompare(right.name, 'en', { sensitivity: 'base' }) || left.email.localeCompare(right.email);

export function teamTableRows<Member extends TeamTableMember>(
  view: { pillars: ReadonlyArray<{ id: string }>; members: readonly Member[] },
  choice: TeamTableChoice,
): Member[] {
  const search = choice.member?.trim().toLowerCase();
  const matching = search
    ? view.members.filter(
        (member) => member.name.toLowerCase().includes(search) || member.email.toLowerCase().includes(search),
      )
    : [...view.members];
  const pillarIndex = pillarIndexOf(view.pillars, choice.pillarId);
  const sort = choice.sort ?? 'name';
  const sign = choice.direction === 'desc' ? -1 : 1;
  const sortValue = (member: Member): number => {
    switch (sort) {
      case 'progress':
        return progressOf(member, pillarIndex);
      case 'recent':
        return member.completedLast30Days;
      case 'lastActivity':
        // Never active sorts as the oldest.
        return member.lastActivityAt ? Date.parse(member.lastActivityAt) : Number.NEGATIVE_INFINITY;
      case 'bookmarks':
        return member.bookmarks;
      case 'ratings':
        return member.ratingsGiven;
      default:
        return 0;
    }
  };
  // Ties (and the name sort itself) by name, A to Z, so the order is stable.
  return matching.sort((left, right) => {
    if (sort === 'name') return sign * byName(left, right);
    const difference = sortValue(left) - sortValue(right);
    if (difference !== 0 && !Number.isNaN(difference)) return sign * Math.sign(difference);
    return byName(left, right);
  });
}
