import { adminEventMessages } from '@pillars/shared/events/admin-messages';
import { useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Card, CardContent } from '@/components/card';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useAdminEvent, useAdminEventHosts } from '../api/get-admin-event';
import { AdminEventForm } from '../components/admin-event-form';

const backLink = <BackLink to={paths.adminEvents} label="Back to Events" />;

function FormSkeleton() {
  return (
    <SkeletonGroup label="Loading event..." className="flex flex-col gap-5">
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </SkeletonGroup>
  );
}

/** /admin/events/create: one request (the host choices). */
export function AdminEventCreatePage() {
  const hosts = useAdminEventHosts();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {backLink}
      <PageHeader title="Create Event" />
      <Card>
        <CardContent className="pt-6">
          <QueryState
            query={hosts}
            skeleton={<FormSkeleton />}
            errorTitle={adminEventMessages.eventLoadFailed}
          >
            {(data) => <AdminEventForm event={null} hosts={data.hosts} />}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}

/** /admin/events/:eventId/edit: one request (the event and the host choices). */
export function AdminEventEditPage() {
  const { eventId = '' } = useParams();
  const event = useAdminEvent(eventId);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      {backLink}
      <PageHeader title="Edit Event" />
      <Card>
        <CardContent className="pt-6">
          <QueryState
            query={event}
            skeleton={<FormSkeleton />}
            errorTitle={adminEventMessages.eventLoadFailed}
            notFound={{ title: adminEventMessages.eventNotFound }}
          >
            {(data) => <AdminEventForm key={data.event.id} event={data.event} hosts={data.hosts} />}
          </QueryState>
        </CardContent>
      </Card>
    </div>
  );
}
