import { adminEventMessages, paymentStatusLabels } from '@pillars/shared/events/admin-messages';
import type { AdminEventRow, EventRegistration } from '@pillars/shared/events/admin-schemas';
import { plural } from '@pillars/shared/plural';
import { DownloadIcon, UsersRoundIcon } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/card';
import { EmptyState } from '@/components/empty-state';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SearchField } from '@/components/search-field';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useViewerTimeZone } from '@/lib/time-zone';
import { useSearchText } from '@/lib/use-search-text';
import { useExportRegistrations } from '../api/export-event-registrations';
import { useEventRegistrations } from '../api/get-event-registrations';
import { EventStatusBadge } from '../components/event-status-badge';
import { EventTypeBadge } from '../components/event-type-badge';
import {
  formatAdminEventPlace,
  formatAdminSeats,
  formatEventDate,
  formatEventShortDateTime,
  formatEventTimeWithZone,
} from '../utils/event-display';

/** /admin/events/:eventId/registrations: the event, its registrations (searched on the server), Export CSV. */
export function AdminEventRegistrationsPage() {
  const { eventId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const settledSearch = searchParams.get('q') ?? '';
  const [search, setSearch] = useSearchText(settledSearch, (settled) =>
    setSearchParams(settled ? { q: settled } : {}, { replace: true }),
  );
  const registrations = useEventRegistrations(eventId, settledSearch);
  const exportCsv = useExportRegistrations(eventId);

  return (
    <div className="flex flex-col gap-4">
      <BackLink to={paths.adminEvents} label="Back to Events" />
      <QueryState
        query={registrations}
        skeleton={<RegistrationsSkeleton />}
        errorTitle={adminEventMessages.registrationsLoadFailed}
        notFound={{ title: adminEventMessages.eventNotFound }}
        documentTitle="Event Registrations"
      >
        {(data) => {
          const first = data.pages[0]!;
          const rows = data.pages.flatMap((page) => page.registrations);
          return (
            <>
              <PageHeader
                title="Event Registrations"
                description={first.event.title}
                actions={
                  <Button onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
                    <DownloadIcon aria-hidden />
                    {exportCsv.isPending ? 'Exporting...' : 'Export CSV'}
                  </Button>
                }
              />
              <EventDetails event={first.event} />
              <Card>
                <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
                  <CardTitle>Registrations</CardTitle>
                  <SearchField
                    label="Search by name or email"
                    value={search}
                    onChange={setSearch}
                    className="w-full sm:w-80"
                  />
                </CardHeader>
                <CardContent>
                  <p className="mb-3 text-sm text-slate-600" aria-live="polite">
                    {plural(first.total, 'registration')} found
                  </p>
                  {rows.length === 0 ? (
                    <EmptyState
                      icon={UsersRoundIcon}
                      title={
                        settledSearch
                          ? adminEventMessages.noRegistrationsMatch
                          : adminEventMessages.noRegistrations
                      }
                    />
                  ) : (
                    <RegistrationsTable rows={rows} />
                  )}
                  <LoadMoreButton query={registrations} label="Show more registrations" className="mt-4" />
                </CardContent>
              </Card>
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

function EventDetails({ event }: { event: AdminEventRow }) {
  const timeZone = useViewerTimeZone();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-6">
        <div className="flex flex-wrap items-center gap-2">
          <EventTypeBadge type={event.type} />
          <EventStatusBadge isActive={event.isActive} />
        </div>
        <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <Detail label="Date">{formatEventDate(event.dateTime, timeZone)}</Detail>
          <Detail label="Time">{formatEventTimeWithZone(event.dateTime, timeZone)}</Detail>
          <Detail label="Location">{formatAdminEventPlace(event)}</Detail>
          <Detail label="Fee">{event.feeLabel}</Detail>
          <Detail label="Seats">{formatAdminSeats(event)}</Detail>
          <Detail label="Host">{event.hostName ?? 'No host'}</Detail>
        </dl>
      </CardContent>
    </Card>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

const registrationColumns = ['Name', 'Email', 'Phone', 'Registration Date', 'Payment Status'];

function RegistrationsTable({ rows }: { rows: EventRegistration[] }) {
  const timeZone = useViewerTimeZone();
  return (
    <div className="-mx-4 overflow-x-auto px-4">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Registrations</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {registrationColumns.map((column) => (
              <th key={column} scope="col" className="py-2 pr-4 font-medium last:pr-0">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="py-2 pr-4 font-medium text-slate-900">
                {row.firstName} {row.lastName}
              </td>
              <td className="py-2 pr-4 break-all text-slate-700">{row.email}</td>
              <td className="py-2 pr-4 text-slate-700">{row.phone ?? '—'}</td>
              <td className="py-2 pr-4 text-slate-700">
                <time dateTime={row.registeredAt}>
                  {formatEventShortDateTime(row.registeredAt, timeZone)}
                </time>
              </td>
              <td className="py-2 text-slate-700">{paymentStatusLabels[row.paymentStatus]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RegistrationsSkeleton() {
  return (
    <SkeletonGroup label="Loading registrations..." className="flex flex-col gap-4">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-32 w-full rounded-card" />
      <Skeleton className="h-64 w-full rounded-card" />
    </SkeletonGroup>
  );
}
