import type { PlanStatus } from './messages.ts';

/*
 * A due date is a day in the assignee's time zone (issue 40): work completed before the end
 * of that day, where the assignee lives, is on time. Computed with Intl in both the server
 * and the browser, because a profile's zone is a browser's IANA name, which PostgreSQL's own
 * zone list may not know (see `profiles.time_zone`).
 */

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayMs = 24 * 60 * 60_000;

/**
 * One formatter per zone and use, made once: constructing an Intl.DateTimeFormat costs far
 * more than formatting with it, and a team's plans page judges thousands of assignments in
 * a few dozen zones. Bounded: cleared when it holds more zones than anyone uses.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
const maxFormatters = 1000;
function formatterOf(kind: 'parts' | 'day', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter =
      kind === 'parts'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          })
        : new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    if (formatters.size >= maxFormatters) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in milliseconds (Tokyo: +9 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = formatterOf('parts', timeZone).formatToParts(new Date(instant));
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return asUtc - (instant - (instant % 1000));
}

/** The instant a local wall-clock midnight of `day` happens in `timeZone`. */
function midnightIn(day: string, timeZone: string): number {
  const match = dayPattern.exec(day);
  if (!match) throw new Error(`not a day: ${day}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // Two passes: the offset at the guess, then at the corrected instant (a DST change between).
  const first = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(first, timeZone);
}

/** The day after `day` (YYYY-MM-DD). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
}

/** The end of the due day in the assignee's zone: the first instant that is late. */
export function endOfDueDay(dueDate: string, timeZone: string): Date {
  return new Date(midnightIn(nextDay(dueDate), timeZone));
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return formatterOf('day', timeZone).format(now);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD): 3 for "due in 3 days". */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/**
 * Where an assignment stands: its lessons completed (of those still published), the time the
 * last of them was completed, its due day and the assignee's zone. Complete means every
 * lesson done; an assignment whose content has no lesson left counts as not started.
 */
export function planStatusOf(input: {
  completedLessons: number;
  totalLessons: number;
  lastCompletedAt: Date | null;
  dueDate: string | null;
  timeZone: string;
  now: Date;
}): { status: PlanStatus; completedAt: Date | null } {
  const { completedLessons, totalLessons, lastCompletedAt, dueDate, timeZone, now } = input;
  const complete = totalLessons > 0 && completedLessons >= totalLessons;
  const deadline = dueDate ? endOfDueDay(dueDate, timeZone) : null;
  if (complete) {
    const completedAt = lastCompletedAt ?? now;
    return {
      status: deadline && completedAt >= deadline ? 'completed_late' : 'completed_on_time',
      completedAt,
    };
  }
  if (deadline && now >= deadline) return { status: 'overdue', completedAt: null };
  return { status: completedLessons > 0 ? 'in_progress' : 'not_started', completedAt: null };
}

/** "due today", "due in 3 days", "overdue by 2 days" (the day counted in the assignee's zone). */
export function dueLabel(dueDate: string, timeZone: string, now: Date = new Date()): string {
  const days = daysBetween(todayIn(timeZone, now), dueDate);
  if (days === 0) return 'due today';
  if (days === 1) return 'due tomorrow';
  if (days > 1) return `due in ${days} days`;
  return days === -1 ? 'overdue by 1 day' : `overdue by ${-days} days`;
}
