import { adminLearningMessages as messages } from '@pillars/shared/learning/admin-messages';
import type { AdminLesson } from '@pillars/shared/learning/admin-schemas';
import { plural } from '@pillars/shared/plural';
import { BookOpenIcon, ExternalLinkIcon, ImageIcon, ImageOffIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { serverMessageOr } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useAdminLessons, useDeleteLesson, useMoveLesson } from '../api/admin-lessons';
import { AdminLessonFormDialog } from '../components/admin-lesson-form-dialog';
import { AdminDeleteDialog, AdminItemActions, AdminList, AdminListRow } from '../components/admin-list';

/**
 * /admin/pillars/:pillarId/elements/:elementId/lessons (superadmin): the lessons in order,
 * each with its order number, whether it has an image and its content's length; add, edit,
 * delete and move up/down.
 */
export function AdminLessonsPage() {
  const { pillarId = '', elementId = '' } = useParams();
  const query = useAdminLessons(elementId);
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
      <AdminList
        noun={{ one: 'lesson', many: 'lessons' }}
        query={query}
        errorTitle={messages.lessonsLoadFailed}
        notFound={{ title: messages.keyElementNotFound }}
        itemsOf={(response) => response.lessons}
        searchTextsOf={(lesson) => [lesson.title]}
        emptyIcon={BookOpenIcon}
        isNumbered
        skeletonClassName="h-20 rounded-card"
        renderItem={(lesson, { isFirst, isLast }) => (
          <AdminListRow
            position={lesson.orderPosition}
            actions={
              <AdminItemActions
                title={lesson.title}
                move={{
                  isFirst,
                  isLast,
                  isMoving: move.isPending,
                  onMove: (direction) => onMove(lesson, direction),
                }}
                onEdit={() => setEditing(lesson)}
                onDelete={() => {
                  deleteLesson.reset();
                  setDeleting(lesson);
                }}
              />
            }
          >
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
          </AdminListRow>
        )}
      />
      {editing !== undefined ? (
        <AdminLessonFormDialog elementId={elementId} lesson={editing} onClose={() => setEditing(undefined)} />
      ) : null}
      <AdminDeleteDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Delete Lesson"
        describe={(lesson) => (
          <p>
            Delete “{lesson.title}”? This also deletes {plural(lesson.progressCount, 'lesson completion')} of
            members and their bookmarks of it. This cannot be undone.
          </p>
        )}
        deletion={deleteLesson}
        failureMessage={messages.deleteLessonFailed}
        deletedMessage="Lesson deleted."
      />
    </>
  );
}
