import type { TeamAnalyticsResponse, TeamTableFilters } from '@pillars/shared/analytics/schemas';
import { pillarIndexOf, teamTableRows } from '@pillars/shared/analytics/team-table';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormula } from '../events/registrations-csv.ts';

/*
 * The team table's export: the rows the page shows for the same filters and order
 * (`teamTableRows`), one column per pillar shown. As the registrations and audit exports do:
 * csv-stringify's RFC 4180 quoting, CRLF between rows, a UTF-8 byte order mark, and every
 * cell through the one formula guard (a cell starting with = + - @ gets a leading apostrophe).
 */

/** '2026-03-03 18:05' (UTC, as the column's title says); empty when never active. */
function formatTime(value: string | null): string {
  if (!value) return '';
  const iso = new Date(value).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

export function teamCsv(view: TeamAnalyticsResponse, filters: TeamTableFilters): string {
  const chosen = pillarIndexOf(view.pillars, filters.pillarId);
  // The columns shown: the chosen pillar's, or every pillar's (by their position in the view).
  const columnsOfPillars = chosen === undefined ? view.pillars.map((_pillar, index) => index) : [chosen];
  const pillars = columnsOfPillars.map((index) => view.pillars[index]!);
  const columns = [
    'Member',
    'Email',
    ...pillars.flatMap((pillar) => [
      `${pillar.title} (%)`,
      `${pillar.title} quizzes passed`,
      `${pillar.title} quiz average (%)`,
    ]),
    'Overall (%)',
    'Lessons completed (last 30 days)',
    'Last activity (UTC)',
    'Bookmarks',
    'Ratings given',
  ];
  const records = teamTableRows(view, filters).map((member) =>
    [
      member.name,
      member.email,
      ...columnsOfPillars.flatMap((index) => [
        String(member.percent[index] ?? 0),
        `${member.quizzesPassed[index] ?? 0} of ${view.pillars[index]!.quizCount}`,
        member.quizAverage[index] === null || member.quizAverage[index] === undefined
          ? ''
          : String(member.quizAverage[index]),
      ]),
      String(member.overallPercent),
      String(member.completedLast30Days),
      formatTime(member.lastActivityAt),
      String(member.bookmarks),
      String(member.ratingsGiven),
    ].map(neutraliseFormula),
  );
  return stringify(records, {
    bom: true,
    header: true,
    columns: columns.map(neutraliseFormula),
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
  });
}

/** 'team-analytics-2026-03-03.csv' (the day of the export, UTC). */
export function teamCsvFileName(now = new Date()): string {
  return `team-analytics-${now.toISOString().slice(0, 10)}.csv`;
}
