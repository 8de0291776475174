import { adminLearningMessages as messages } from '@pillars/shared/learning/admin-messages';
import type { AdminLesson } from '@pillars/shared/learning/admin-schemas';
import { plural } from '@pillars/shared/plural';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  BookOpenIcon,
  ExternalLinkIcon,
  ImageIcon,
  ImageOffIcon,
  PencilIcon,
  PlusIcon,
  Trash2Icon,
} from 'lucide-react';
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
import { useAdminLessons, useDeleteLesson, useMoveLesson } from '../api/admin-lessons';
import { AdminLessonFormDialog } from '../components/admin-lesson-form-dialog';
import { AdminSearchField, matchesSearch, useSearchParam } from '../components/admin-search';

/**
 * /admin/pillars/:pillarId/elements/:elementId/lessons (superadmin): the lessons in order,
 * each with its order number, whether it has an image and its content's length; add, edit,
 * delete and move up/down.
 */
export function AdminLessonsPage() {
  const { pillarId = '', elementId = '' } = useParams();
  const query = useAdminLessons(elementId);
  const [search, setSearch] = useSearchParam();
  const [editing, setEditing] = useState<AdminLesson | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<AdminLesson | null>(null);
  const deleteLesson = useDeleteLesson();
  const move = useMoveLesson(elementId);
  const data = query.data;

  const onMove = (lesson: AdminLesson, direction: 'up' | 'down') =>
    move.mutate(
      { lessonId: lesson.id, direction },
      { onError: (error) => toast.error(serverMessageOr(error, messages.moveFailed)) },
    );

  return (
    <>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <BackLink to={paths.adminPillars} label="Back to Pillars" />
        <BackLink to={paths.adminKeyElements(pillarId)} label="Back to Key Elements" />
      </div>
      <PageHeader
        className="mt-3"
        title={data ? `Lessons: ${data.keyElement.title}` : 'Lessons'}
        description={data ? `In ${data.pillar.title}. Members read them in this order.` : undefined}
        actions={
          <>
            {data ? (
              <Button asChild variant="outline">
                <Link to={paths.keyElement(data.pillar.slug, data.keyElement.slug)}>
                  <ExternalLinkIcon aria-hidden />
                  View Content
                </Link>
              </Button>
            ) : null}
            <Button onClick={() => setEditing(null)} disabled={!data}>
              <PlusIcon aria-hidden />
              Add Lesson
            </Button>
          </>
        }
      />
      <AdminSearchField label="Search lessons" value={search} onChange={setSearch} />
      <QueryState
        query={query}
        errorTitle={messages.lessonsLoadFailed}
        notFound={{ title: messages.keyElementNotFound }}
        skeleton={
          <SkeletonGroup label="Loading lessons..." className="flex flex-col gap-3">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} className="h-20 rounded-card" />
            ))}
          </SkeletonGroup>
        }
      >
        {({ lessons }) => {
          const shown = lessons.filter((lesson) => matchesSearch(search, lesson.title));
          if (lessons.length === 0)
            return (
              <EmptyState icon={BookOpenIcon} title="No lessons yet" description="Add the first lesson." />
            );
          if (shown.length === 0)
            return <EmptyState icon={BookOpenIcon} title="No lessons match your search" />;
          return (
            <ol aria-label="Lessons" className="flex flex-col gap-3">
              {shown.map((lesson) => {
                const index = lessons.indexOf(lesson);
                return (
                  <li
                    key={lesson.id}
                    className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center"
                  >
                    <span
                      className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
                      title="Order"
                    >
                      {lesson.orderPosition}
                    </span>
                    <div className="min-w-0 flex-1">
                      <h2 className="font-semibold break-words text-slate-900">{lesson.title}</h2>
                      <p className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-600">
                        <span className="inline-flex items-center gap-1">
                          {lesson.imageUrl ? (
                            <ImageIcon className="size-3.5" aria-hidden />
                          ) : (
                            <ImageOffIcon className="size-3.5" aria-hidden />
                          )}
                          {lesson.imageUrl ? 'Has image' : 'No image'}
                        </span>
                        <span>{plural(lesson.content.length, 'character')}</span>
                      </p>
                    </div>
                    <div className="flex shrink-0 items-center gap-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Move up: ${lesson.title}`}
                        disabled={index === 0 || move.isPending}
                        onClick={() => onMove(lesson, 'up')}
                      >
                        <ArrowUpIcon aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Move down: ${lesson.title}`}
                        disabled={index === lessons.length - 1 || move.isPending}
                        onClick={() => onMove(lesson, 'down')}
                      >
                        <ArrowDownIcon aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit: ${lesson.title}`}
                        onClick={() => setEditing(lesson)}
                      >
                        <PencilIcon aria-hidden />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete: ${lesson.title}`}
                        className="text-red-700 hover:bg-red-50 hover:text-red-800"
                        onClick={() => {
                          deleteLesson.reset();
                          setDeleting(lesson);
                        }}
                      >
                        <Trash2Icon aria-hidden />
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ol>
          );
        }}
      </QueryState>
      {editing !== undefined ? (
        <AdminLessonFormDialog elementId={elementId} lesson={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete Lesson"
        description={
          deleting ? (
            <p>
              Delete “{deleting.title}”? This also deletes{' '}
              {plural(deleting.progressCount, 'lesson completion')} of members and their bookmarks of it. This
              cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete Lesson"
        isPending={deleteLesson.isPending}
        error={
          deleteLesson.error ? serverMessageOr(deleteLesson.error, messages.deleteLessonFailed) : undefined
        }
        onConfirm={() =>
          deleting &&
          deleteLesson.mutate(deleting.id, {
            onSuccess: () => {
              toast.success('Lesson deleted.');
              setDeleting(null);
            },
          })
        }
      />
    </>
  );
}
