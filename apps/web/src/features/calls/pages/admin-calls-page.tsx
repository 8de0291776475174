import { type CallStatus, callMessages, callStatusLabels } from '@pillars/shared/calls/messages';
import type { AdminCall, AdminCallsQuery } from '@pillars/shared/calls/schemas';
import { ArrowDownUpIcon, InfoIcon, PhoneOffIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/card';
import { EmptyState, ResetFiltersButton } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { SelectField } from '@/components/select-field';
import { Spinner } from '@/components/spinner';
import { UserAvatar } from '@/components/user-avatar';
import { cn } from '@/lib/cn';
import { timeZoneLabel, useViewerTimeZone } from '@/lib/time-zone';
import { searchDelayMilliseconds, useDebouncedValue } from '@/lib/use-debounced-value';
import { useAdminCalls } from '../api/get-admin-calls';
import { CallDetailsDialog } from '../components/call-details-dialog';
import { CallStatusBadge } from '../components/call-status-badge';
import { memberName } from '../components/member-name';
import { dateBlock, formatCallDate, localClockTime } from '../utils/booking-week';

const statusOptions: Record<CallStatus | '', string> = { '': 'All Statuses', ...callStatusLabels };

/** /admin/calls: superadmins see every call, agents their organization's (the server decides). */
export function AdminCallsPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CallStatus | ''>('');
  const [sort, setSort] = useState<'asc' | 'desc'>('asc');
  const [openCallId, setOpenCallId] = useState<string | null>(null);
  const settledSearch = useDebouncedValue(search.trim(), searchDelayMilliseconds);

  const query: AdminCallsQuery = {
    search: settledSearch || undefined,
    status: status || undefined,
    sort,
  };
  const calls = useAdminCalls(query);
  const isFiltered = search.trim() !== '' || status !== '';
  const openCall =
    calls.data?.pages.flatMap((page) => page.calls).find((call) => call.id === openCallId) ?? null;

  const reset = () => {
    setSearch('');
    setStatus('');
  };

  return (
    <>
      <PageHeader title={callMessages.adminTitle} description={callMessages.adminSubtitle} />
      <div className="mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end">
        <SearchField
          label="Search"
          placeholder={callMessages.searchPlaceholder}
          value={search}
          onChange={setSearch}
        />
        <SelectField label="Status" value={status} options={statusOptions} onChange={setStatus} />
        <div className="flex gap-2">
          <Button variant="outline" onClick={() => setSort(sort === 'asc' ? 'desc' : 'asc')}>
            <ArrowDownUpIcon aria-hidden />
            {sort === 'asc' ? 'Upcoming First' : 'Recent First'}
          </Button>
          {isFiltered ? (
            <Button variant="ghost" onClick={reset}>
              Reset
            </Button>
          ) : null}
        </div>
      </div>
      <QueryState
        query={calls}
        skeleton={<Spinner label="Loading calls..." className="py-16" />}
        errorTitle={callMessages.adminLoadFailed}
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <p className="text-sm text-slate-600" aria-live="polite">
              {data.pages[0]?.total ?? 0} call(s) found
            </p>
            <Card>
              <CardHeader>
                <CardTitle>Call Schedule</CardTitle>
                <CardDescription>{callMessages.scheduleNote}</CardDescription>
              </CardHeader>
              <CardContent>
                {data.pages.every((page) => page.calls.length === 0) ? (
                  <EmptyState
                    icon={PhoneOffIcon}
                    title={callMessages.noCallsFound}
                    description={isFiltered ? callMessages.noCallsMatch : callMessages.noCalls}
                    action={isFiltered ? <ResetFiltersButton onClick={reset} /> : null}
                  />
                ) : (
                  <>
                    <ul aria-label="Scheduled calls" className="flex flex-col divide-y divide-slate-100">
                      {data.pages
                        .flatMap((page) => page.calls)
                        .map((call) => (
                          <CallRow key={call.id} call={call} onOpen={() => setOpenCallId(call.id)} />
                        ))}
                    </ul>
                    <LoadMoreButton query={calls} label="Show more calls" className="mt-4" />
                  </>
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <InfoIcon className="size-5 text-brand-700" aria-hidden />
                  Call Schedule Information
                </CardTitle>
              </CardHeader>
              <CardContent className="text-sm text-slate-700">
                <ul className="list-disc space-y-1 pl-5">
                  <li>Calls take place at 7:00 AM PT/ET.</li>
                  <li>One call per day.</li>
                  <li>Tuesday through Friday only.</li>
                </ul>
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
      <CallDetailsDialog call={openCall} onClose={() => setOpenCallId(null)} />
    </>
  );
}

function CallRow({ call, onOpen }: { call: AdminCall; onOpen: () => void }) {
  const timeZone = useViewerTimeZone();
  const block = dateBlock(call.date);
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className="flex w-full flex-col gap-3 rounded-lg px-2 py-4 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 sm:flex-row sm:items-center"
      >
        <div
          aria-hidden
          className={cn(
            'flex w-16 shrink-0 flex-col items-center rounded-lg py-1.5',
            call.isPast ? 'bg-slate-100 text-slate-700' : 'bg-brand-50 text-brand-800',
          )}
        >
          <span className="text-xs font-semibold">{block.month}</span>
          <span className="text-xl leading-tight font-bold">{block.day}</span>
          <span className="text-xs">{block.weekday}</span>
        </div>
        <div className="min-w-0 flex-1 text-sm">
          <p className="font-semibold text-slate-900">
            {formatCallDate(call.date)}
            {call.isPast ? <span className="ml-1 font-normal text-slate-600">(Past)</span> : null}
          </p>
          <p className="text-slate-600">
            {call.time} ({localClockTime(call.startsAt, timeZone)} {timeZoneLabel(timeZone)})
          </p>
        </div>
        <div className="flex min-w-0 flex-1 items-center gap-3 text-sm">
          <UserAvatar
            firstName={call.member.firstName}
            lastName={call.member.lastName}
            avatarUrl={call.member.avatarUrl}
            className="size-9"
          />
          <div className="min-w-0">
            <p className="truncate font-medium text-slate-900">{memberName(call.member)}</p>
            <p className="truncate text-slate-600">{call.member.email}</p>
            <p className="text-slate-600">{call.phoneNumber || callMessages.noPhone}</p>
          </div>
        </div>
        <div className="flex flex-col items-start gap-1 sm:w-48 sm:items-end">
          <CallStatusBadge status={call.status} />
          {call.notes ? (
            <p className="line-clamp-2 text-xs break-words text-slate-600 sm:text-right">{call.notes}</p>
          ) : null}
          {call.staffNotes ? (
            <p className="line-clamp-2 text-xs break-words text-slate-500 italic sm:text-right">
              <span className="sr-only">{callMessages.staffNotesLabel}: </span>
              {call.staffNotes}
            </p>
          ) : null}
        </div>
      </button>
    </li>
  );
}
