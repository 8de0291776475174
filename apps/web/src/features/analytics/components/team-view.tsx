import {
  analyticsMessages as messages,
  type SortDirection,
  type TeamSortKey,
  teamSortKeys,
  teamSortLabels,
} from '@pillars/shared/analytics/messages';
import type { TeamAnalyticsResponse, TeamMember, TeamPillar } from '@pillars/shared/analytics/schemas';
import { notStartedIn, pillarIndexOf, progressOf, teamTableRows } from '@pillars/shared/analytics/team-table';
import { AwardIcon, DownloadIcon, UsersIcon } from 'lucide-react';
import { useId, useMemo } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { QueryState } from '@/components/query-state';
import { SelectField, sortDirectionLabels } from '@/components/select-field';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { formatDate } from '@/lib/format-date';
import { useUrlSearchParams } from '@/lib/use-url-search-params';
import { useExportTeamAnalytics } from '../api/export-team-analytics';
import { useTeamAnalytics } from '../api/get-team-analytics';
import { WeeklyChart } from './weekly-chart';

export const selectClass =
  'block h-10 w-full rounded-lg border border-control bg-white px-3 text-sm text-slate-900 shadow-sm outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1';

/** The table's choice as the page keeps it in its URL (shareable, and kept on reload). */
interface TableChoice {
  pillarId: string | undefined;
  member: string;
  sort: TeamSortKey;
  direction: SortDirection;
}

function choiceOf(searchParams: URLSearchParams): TableChoice {
  const sort = searchParams.get('sort');
  return {
    pillarId: searchParams.get('pillar') || undefined,
    member: searchParams.get('member') ?? '',
    sort: (teamSortKeys as readonly string[]).includes(sort ?? '') ? (sort as TeamSortKey) : 'name',
    direction: searchParams.get('direction') === 'desc' ? 'desc' : 'asc',
  };
}

const skeletonRows = ['one', 'two', 'three', 'four', 'five'];
const percent = (value: number) => `${value}%`;
const lastActivity = (value: string | null) => (value ? formatDate(value) : 'Never');

/**
 * A team's learning: the pillars (the team's average, who has not started), completions per
 * week, and the members' table (filter by pillar and member, sort, Export CSV). An agent's
 * own team (`organizationId` null), or the organization a superadmin chose.
 */
export function TeamView({ organizationId }: { organizationId: string | null }) {
  const team = useTeamAnalytics(organizationId);
  return (
    <QueryState
      query={team}
      errorTitle={messages.loadFailed}
      skeleton={
        <SkeletonGroup label="Loading the team view" className="flex flex-col gap-4">
          <Skeleton className="h-40 w-full" />
          {skeletonRows.map((row) => (
            <Skeleton key={row} className="h-12 w-full" />
          ))}
        </SkeletonGroup>
      }
    >
      {(data) => <TeamViewContent data={data} organizationId={organizationId} />}
    </QueryState>
  );
}

function TeamViewContent({
  data,
  organizationId,
}: {
  data: TeamAnalyticsResponse;
  organizationId: string | null;
}) {
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const choice = choiceOf(searchParams);
  const pillarIndex = pillarIndexOf(data.pillars, choice.pillarId);
  const pillar = pillarIndex === undefined ? undefined : data.pillars[pillarIndex];
  const { member, sort, direction } = choice;
  const pillarId = pillar?.id;
  const rows = useMemo(
    () => teamTableRows(data, { member, sort, direction, pillarId }),
    [data, member, sort, direction, pillarId],
  );
  const exportCsv = useExportTeamAnalytics();
  const weeks = useMemo(() => data.weeks.map((week) => week.weekStart), [data.weeks]);
  const series = useMemo(
    () => [
      { label: 'Lessons completed', values: data.weeks.map((week) => week.completions), color: '#4f46e5' },
    ],
    [data.weeks],
  );
  const setChoice = (next: Partial<TableChoice>) =>
    setSearchParams(
      (latest) => {
        const merged = { ...choiceOf(latest), ...next };
        const params = new URLSearchParams(latest);
        const set = (name: string, value: string | undefined, fallback?: string) => {
          if (value && value !== fallback) params.set(name, value);
          else params.delete(name);
        };
        set('pillar', merged.pillarId);
        set('member', merged.member.trim());
        set('sort', merged.sort, 'name');
        set('direction', merged.direction, 'asc');
        return params;
      },
      { replace: true },
    );

  if (data.members.length === 0) {
    return <EmptyState icon={UsersIcon} title={messages.noMembers} />;
  }
  // The pillar columns shown: the chosen one, or all, each with its position in the answer.
  const shownPillars = data.pillars
    .map((shown, index) => ({ pillar: shown, index }))
    .filter((shown) => pillarIndex === undefined || shown.index === pillarIndex);

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Progress by pillar</CardTitle>
          </CardHeader>
          <CardContent>
            <PillarSummary data={data} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <WeeklyChart title="Lessons completed per week" weeks={weeks} series={series} />
          </CardContent>
        </Card>
      </div>

      <section aria-labelledby="team-members-heading" className="flex flex-col gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="team-members-heading" className="text-lg font-semibold text-slate-900">
            Team members
          </h2>
          <Button
            variant="outline"
            disabled={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate({
                organizationId,
                ...(pillar ? { pillarId: pillar.id } : {}),
                ...(choice.member.trim() ? { member: choice.member.trim() } : {}),
                sort: choice.sort,
                direction: choice.direction,
              })
            }
          >
            <DownloadIcon aria-hidden />
            {exportCsv.isPending ? messages.exporting : messages.exportCsv}
          </Button>
        </div>
        <TableControls pillars={data.pillars} choice={choice} onChange={setChoice} />
        {rows.length === 0 ? (
          <EmptyState
            icon={UsersIcon}
            title={messages.noMembersMatch}
            action={
              <Button variant="outline" onClick={() => setChoice({ pillarId: undefined, member: '' })}>
                Reset Filters
              </Button>
            }
          />
        ) : (
          <>
            <MembersTable
              rows={rows}
              pillars={shownPillars}
              pillarIndex={pillarIndex}
              choice={choice}
              onSort={setChoice}
            />
            <MembersCards rows={rows} pillars={shownPillars} pillarIndex={pillarIndex} />
          </>
        )}
      </section>
    </div>
  );
}

function PillarSummary({ data }: { data: TeamAnalyticsResponse }) {
  return (
    <ul aria-label="Progress by pillar" className="flex flex-col gap-4">
      {data.pillars.map((pillar, index) => (
        <li key={pillar.id} className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="font-medium text-slate-900">{pillar.title}</span>
            <span className="shrink-0 text-slate-600 tabular-nums">
              Team average {percent(pillar.averagePercent)}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`${pillar.title}: team average`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pillar.averagePercent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
          >
            <div
              className="h-full rounded-full bg-brand-600"
              style={{ width: percent(pillar.averagePercent) }}
            />
          </div>
          <p className="text-xs text-slate-600">
            {`Certificates: ${pillar.certificateCount}. `}
            {pillar.notStartedCount === 0
              ? messages.everyoneStarted
              : `Not started: ${notStartedIn(data.members, index)
                  .map((member) => member.name)
                  .join(', ')}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A person's certificate of the pillar (issue 43), before the pillar's percent. */
function CertifiedMark() {
  return (
    <>
      <AwardIcon className="mr-1 inline size-4 align-[-3px] text-accent-700" aria-hidden />
      <span className="sr-only">Certificate, </span>
    </>
  );
}

function TableControls({
  pillars,
  choice,
  onChange,
}: {
  pillars: TeamPillar[];
  choice: TableChoice;
  onChange: (next: Partial<TableChoice>) => void;
}) {
  const id = useId();
  return (
    <form
      aria-label="Filter and sort the team"
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-pillar`}>Pillar</Label>
        <select
          id={`${id}-pillar`}
          className={selectClass}
          value={choice.pillarId ?? ''}
          onChange={(event) => onChange({ pillarId: event.target.value || undefined })}
        >
          <option value="">All pillars</option>
          {pillars.map((pillar) => (
            <option key={pillar.id} value={pillar.id}>
              {pillar.title}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-member`}>Member</Label>
        <Input
          id={`${id}-member`}
          type="search"
          placeholder="Name or e-mail..."
          value={choice.member}
          onChange={(event) => onChange({ member: event.target.value })}
        />
      </div>
      <SelectField
        label="Sort by"
        value={choice.sort}
        options={teamSortLabels}
        onChange={(sort) => onChange({ sort })}
      />
      <SelectField
        label="Order"
        value={choice.direction}
        options={sortDirectionLabels}
        onChange={(direction) => onChange({ direction })}
      />
    </form>
  );
}

/** A pillar column: the pillar and its position in the answer's `pillars` (and members' arrays). */
interface PillarColumn {
  pillar: TeamPillar;
  index: number;
}

/** A column header that sorts by its key (again: the other direction), saying which is on. */
function SortHeader({
  sortKey,
  label,
  choice,
  onSort,
  isNumeric = true,
}: {
  sortKey: TeamSortKey;
  label: string;
  choice: TableChoice;
  onSort: (next: Partial<TableChoice>) => void;
  isNumeric?: boolean;
}) {
  const isActive = choice.sort === sortKey;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (choice.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`px-3 py-2 font-semibold ${isNumeric ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        onClick={() =>
          onSort({
            sort: sortKey,
            direction: isActive ? (choice.direction === 'asc' ? 'desc' : 'asc') : isNumeric ? 'desc' : 'asc',
          })
        }
      >
        {label}
        {isActive ? <span aria-hidden>{choice.direction === 'asc' ? '▲' : '▼'}</span> : null}
      </button>
    </th>
  );
}

function MembersTable({
  rows,
  pillars,
  pillarIndex,
  choice,
  onSort,
}: {
  rows: TeamMember[];
  pillars: PillarColumn[];
  pillarIndex: number | undefined;
  choice: TableChoice;
  onSort: (next: Partial<TableChoice>) => void;
}) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Team members' learning</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <SortHeader sortKey="name" label="Member" choice={choice} onSort={onSort} isNumeric={false} />
            {pillars.map(({ pillar }) => (
              <th key={pillar.id} scope="col" className="px-3 py-2 text-right font-semibold">
                {pillar.title}
              </th>
            ))}
            <SortHeader
              sortKey="progress"
              label={pillarIndex === undefined ? 'Overall' : 'Progress'}
              choice={choice}
              onSort={onSort}
            />
            <SortHeader sortKey="recent" label="Last 30 days" choice={choice} onSort={onSort} />
            <SortHeader sortKey="lastActivity" label="Last activity" choice={choice} onSort={onSort} />
            <SortHeader sortKey="bookmarks" label="Bookmarks" choice={choice} onSort={onSort} />
            <SortHeader sortKey="ratings" label="Ratings given" choice={choice} onSort={onSort} />
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((member) => (
            <tr key={member.userId}>
              <th scope="row" className="max-w-56 px-3 py-2 text-left font-normal">
                <span className="block font-medium text-slate-900">{member.name}</span>
                <span className="block text-xs break-all text-slate-500">{member.email}</span>
              </th>
              {pillars.map(({ pillar, index }) => (
                <td key={pillar.id} className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {member.certified[index] ? <CertifiedMark /> : null}
                  {percent(member.percent[index] ?? 0)}
                  <QuizResult member={member} index={index} quizCount={pillar.quizCount} />
                </td>
              ))}
              <td className="px-3 py-2 text-right font-medium tabular-nums">
                {percent(progressOf(member, pillarIndex))}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{member.completedLast30Days}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {lastActivity(member.lastActivityAt)}
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{member.bookmarks}</td>
              <td className="px-3 py-2 text-right tabular-nums">{member.ratingsGiven}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** A person's quiz results in a pillar (issue 57): quizzes passed of the pillar's, and the average best score. */
function QuizResult({ member, index, quizCount }: { member: TeamMember; index: number; quizCount: number }) {
  if (quizCount === 0) return null;
  const average = member.quizAverage[index];
  return (
    <span className="block text-xs text-slate-500">
      Quizzes {member.quizzesPassed[index] ?? 0} of {quizCount}
      {average === null || average === undefined ? '' : ` · ${average}%`}
    </span>
  );
}

function MembersCards({
  rows,
  pillars,
  pillarIndex,
}: {
  rows: TeamMember[];
  pillars: PillarColumn[];
  pillarIndex: number | undefined;
}) {
  return (
    <ul aria-label="Team members" className="flex flex-col gap-3 md:hidden">
      {rows.map((member) => (
        <li key={member.userId}>
          <Card className="flex flex-col gap-3 p-4 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{member.name}</p>
              <p className="text-xs break-all text-slate-500">{member.email}</p>
            </div>
            <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1">
              {pillars.map(({ pillar, index }) => (
                <div key={pillar.id} className="contents">
                  <dt className="text-slate-600">{pillar.title}</dt>
                  <dd className="text-right whitespace-nowrap tabular-nums">
                    {member.certified[index] ? <CertifiedMark /> : null}
                    {percent(member.percent[index] ?? 0)}
                    <QuizResult member={member} index={index} quizCount={pillar.quizCount} />
                  </dd>
                </div>
              ))}
              {pillarIndex !== undefined ? null : (
                <>
                  <dt className="text-slate-600">Overall</dt>
                  <dd className="text-right font-medium tabular-nums">{percent(member.overallPercent)}</dd>
                </>
              )}
              <dt className="text-slate-600">Lessons in the last 30 days</dt>
              <dd className="text-right tabular-nums">{member.completedLast30Days}</dd>
              <dt className="text-slate-600">Last activity</dt>
              <dd className="text-right">{lastActivity(member.lastActivityAt)}</dd>
              <dt className="text-slate-600">Bookmarks</dt>
              <dd className="text-right tabular-nums">{member.bookmarks}</dd>
              <dt className="text-slate-600">Ratings given</dt>
              <dd className="text-right tabular-nums">{member.ratingsGiven}</dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
