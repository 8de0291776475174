import { adminLearningMessages as messages } from '@pillars/shared/learning/admin-messages';
import type { AdminKeyElement } from '@pillars/shared/learning/admin-schemas';
import { plural } from '@pillars/shared/plural';
import { BookOpenIcon, ExternalLinkIcon, ListTreeIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useAdminKeyElements, useDeleteKeyElement } from '../api/admin-key-elements';
import { AdminKeyElementFormDialog } from '../components/admin-key-element-form-dialog';
import { AdminSearchField, matchesSearch, useSearchParam } from '../components/admin-search';

/** /admin/pillars/:pillarId/elements (superadmin): a pillar's key elements with their lesson counts. */
export function AdminKeyElementsPage() {
  const pillarId = useParams().pillarId ?? '';
  const query = useAdminKeyElements(pillarId);
  const [search, setSearch] = useSearchParam();
  const [editing, setEditing] = useState<AdminKeyElement | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminKeyElement | null>(null);
  const deleteKeyElement = useDeleteKeyElement();
  const pillar = query.data?.pillar;

  return (
    <>
      <BackLink to={paths.adminPillars} label="Back to Pillars" />
      <PageHeader
        className="mt-3"
        title={pillar ? `Key Elements: ${pillar.title}` : 'Key Elements'}
        description="Each key element groups lessons; members see them oldest first."
        actions={
          <>
            {pillar ? (
              <Button asChild variant="outline">
                <Link to={paths.pillar(pillar.slug)}>
                  <ExternalLinkIcon aria-hidden />
                  View Pillar
                </Link>
              </Button>
            ) : null}
            <Button onClick={() => setEditing(null)} disabled={!pillar}>
              <PlusIcon aria-hidden />
              Add Key Element
            </Button>
          </>
        }
      />
      <AdminSearchField label="Search key elements" value={search} onChange={setSearch} />
      <QueryState
        query={query}
        errorTitle={messages.keyElementsLoadFailed}
        notFound={{ title: messages.pillarNotFound }}
        skeleton={
          <SkeletonGroup label="Loading key elements..." className="flex flex-col gap-3">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-24 rounded-card" />
            ))}
          </SkeletonGroup>
        }
      >
        {(data) => {
          const shown = data.keyElements.filter((element) =>
            matchesSearch(search, element.title, element.description, element.slug),
          );
          if (data.keyElements.length === 0)
            return (
              <EmptyState
                icon={ListTreeIcon}
                title="No key elements yet"
                description="Add the first key element."
              />
            );
          if (shown.length === 0)
            return <EmptyState icon={ListTreeIcon} title="No key elements match your search" />;
          return (
            <ul aria-label="Key elements" className="flex flex-col gap-3">
              {shown.map((element) => (
                <li
                  key={element.id}
                  className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <h2 className="font-semibold text-slate-900">{element.title}</h2>
                    <p className="line-clamp-2 text-sm text-slate-600">{element.description}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      <code>{element.slug}</code> · {plural(element.lessonCount, 'lesson')}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit: ${element.title}`}
                      onClick={() => setEditing(element)}
                    >
                      <PencilIcon aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete: ${element.title}`}
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      onClick={() => {
                        deleteKeyElement.reset();
                        setDeleting(element);
                      }}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                    <Button asChild variant="secondary" size="sm">
                      <Link
                        to={paths.adminLessons(data.pillar.id, element.id)}
                        aria-label={`Lessons: ${element.title}`}
                      >
                        <BookOpenIcon aria-hidden />
                        Lessons
                      </Link>
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      {editing !== undefined ? (
        <AdminKeyElementFormDialog
          pillarId={pillarId}
          keyElement={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Key Element"
        description={
          deleting ? (
            <p>
              Delete “{deleting.title}”? This also deletes its {plural(deleting.lessonCount, 'lesson')} and{' '}
              {plural(deleting.progressCount, 'lesson completion')} of members. This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete Key Element"
        isPending={deleteKeyElement.isPending}
        error={
          deleteKeyElement.error
            ? serverMessageOr(deleteKeyElement.error, messages.deleteKeyElementFailed)
            : undefined
        }
        onConfirm={() =>
          deleting &&
          deleteKeyElement.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Key element deleted.');
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
