import { learningMessages } from '@pillars/shared/learning/messages';
import type { KeyElementDetailResponse } from '@pillars/shared/learning/schemas';
import { pluralNoun } from '@pillars/shared/plural';
import { BookOpenIcon, ChevronDownIcon, CircleCheckIcon, ListIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { LessonDiscussion } from '@/components/community/deferred-place-discussion';
import { EmptyState } from '@/components/empty-state';
import { ProgressBar } from '@/components/progress-bar';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { cn } from '@/lib/cn';
import { lessonSearchParam, paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useBookmarkLesson } from '../api/bookmark-lesson';
import { type KeyElementRef, useKeyElement } from '../api/get-key-element';
import { useMarkLessonComplete } from '../api/mark-lesson-complete';
import { useRemoveLessonBookmark } from '../api/remove-lesson-bookmark';
import { useSaveLessonNotes } from '../api/save-lesson-notes';
import { useUpdateLessonBookmark } from '../api/update-lesson-bookmark';
import { AssignmentNote } from '../components/assignment-note';
import { BackToPillars, BackToPillarsButton } from '../components/back-link';
import { LessonList } from '../components/lesson-list';
import { LessonPanel } from '../components/lesson-panel';
import { LessonQuiz } from '../components/lesson-quiz';
import { NextStepPanel } from '../components/next-step-panel';
import { primaryActionFor, selectedLessonIndex } from '../utils/lesson-navigation';

function ViewerSkeleton() {
  return (
    <SkeletonGroup label="Loading lessons..." className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-8 w-2/3 max-w-md" />
        <Skeleton className="h-4 w-full max-w-xl" />
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <Skeleton className="h-12 rounded-card lg:h-72" />
        <Skeleton className="h-[28rem] rounded-card" />
      </div>
    </SkeletonGroup>
  );
}

/**
 * The key element's title and progress. On phones it stays compact (no description, which
 * the pillar page shows; the progress a plain row), so the lesson's text starts in the
 * first screen.
 */
function ViewerHeader({ data }: { data: KeyElementDetailResponse }) {
  const { pillar, keyElement, progress } = data;
  const isDone = progress.total > 0 && progress.percent === 100;
  return (
    <div className="flex flex-col gap-3 sm:gap-5 lg:flex-row lg:items-end lg:justify-between lg:gap-8">
      <div className="min-w-0 max-w-3xl">
        <p className="flex items-center gap-2 text-sm font-medium text-slate-500">
          <span
            className="size-2.5 shrink-0 rounded-full"
            style={{ backgroundColor: pillar.color }}
            aria-hidden
          />
          {pillar.title}
        </p>
        <h1 className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {keyElement.title}
        </h1>
        {keyElement.description ? (
          <p className="mt-2 hidden text-base text-slate-600 sm:block">{keyElement.description}</p>
        ) : null}
        {data.assignment ? <AssignmentNote assignment={data.assignment} className="mt-3 w-fit" /> : null}
      </div>
      {progress.total > 0 ? (
        <div className="w-full shrink-0 sm:rounded-card sm:border sm:border-slate-200 sm:bg-white sm:p-4 sm:shadow-sm lg:w-80">
          <div className="flex items-center justify-between gap-3 text-sm">
            <span className="font-medium text-slate-700">
              {progress.completed} of {progress.total} {pluralNoun(progress.total, 'lesson')} completed
            </span>
            <span className="font-semibold text-slate-900">{progress.percent}%</span>
          </div>
          <ProgressBar
            percent={progress.percent}
            color={pillar.color}
            label={`${keyElement.title} progress`}
            className="mt-2 sm:mt-3"
          />
          {isDone ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-accent-700 sm:mt-3">
              <CircleCheckIcon className="size-4" aria-hidden />
              Key element completed
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function LessonViewer({ data, element }: { data: KeyElementDetailResponse; element: KeyElementRef }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const listId = useId();
  const [isListOpen, setIsListOpen] = useState(false);
  // Whether the member moved between lessons on this page (then the new lesson takes focus).
  const [hasNavigated, setHasNavigated] = useState(false);
  // The certificate a completion here issued (or named): the answer of the key element may be older.
  const [earnedCertificateId, setEarnedCertificateId] = useState<string | null>(null);

  const markComplete = useMarkLessonComplete(element);
  const bookmark = useBookmarkLesson(element);
  const removeBookmark = useRemoveLessonBookmark(element);
  const updateBookmark = useUpdateLessonBookmark(element);
  const saveNotes = useSaveLessonNotes(element);

  const { lessons, keyElement } = data;
  const index = selectedLessonIndex(lessons, searchParams.get(lessonSearchParam));
  const lesson = lessons[index];
  const hrefFor = (lessonId: string) => paths.keyElement(element.pillarSlug, element.elementSlug, lessonId);

  const goToLesson = (lessonId: string) => {
    setHasNavigated(true);
    void navigate(hrefFor(lessonId), { replace: true, preventScrollReset: true });
  };

  if (!lesson) {
    return (
      <EmptyState
        icon={BookOpenIcon}
        title={learningMessages.noLessons}
        description="Lessons for this key element are coming soon."
        action={
          <Button asChild variant="outline">
            <Link to={paths.pillar(element.pillarSlug)}>Back to {data.pillar.title}</Link>
          </Button>
        }
      />
    );
  }

  const primaryAction = primaryActionFor(lessons, index);
  const onPrimary = () => {
    if (!primaryAction.marksComplete) {
      if (primaryAction.nextLessonId) goToLesson(primaryAction.nextLessonId);
      return;
    }
    if (markComplete.isPending) return;
    // Name the lesson in the URL first: marked complete in the cache at once, it is no longer
    // the first unfinished one the viewer opens without a name.
    if (searchParams.get(lessonSearchParam) !== lesson.id) {
      void navigate(hrefFor(lesson.id), { replace: true, preventScrollReset: true });
    }
    // Moves on only once the server has it: after a failure the member stays on the lesson,
    // which is not completed, and the hook's toast says so.
    markComplete.mutate(
      { keyElementId: keyElement.id, lessonId: lesson.id },
      {
        onSuccess: (result) => {
          if (result.certificate) setEarnedCertificateId(result.certificate.id);
          if (result.certificate?.isNew) {
            toast.success(`You completed ${data.pillar.title}! Your certificate is ready.`);
          } else if (result.isNewlyCompleted && result.progress.percent === 100) {
            toast.success(`You completed ${keyElement.title}!`);
          }
          if (primaryAction.nextLessonId) goToLesson(primaryAction.nextLessonId);
        },
      },
    );
  };

  const previousLesson = lessons[index - 1];
  const followingLesson = lessons[index + 1];
  const isElementDone = lessons.every((candidate) => candidate.isCompleted);
  const isBookmarkBusy =
    (bookmark.isPending && bookmark.variables === lesson.id) ||
    (removeBookmark.isPending && removeBookmark.variables === lesson.id);

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-6">
      <aside className="lg:sticky lg:top-20">
        <button
          type="button"
          aria-expanded={isListOpen}
          aria-controls={listId}
          onClick={() => setIsListOpen((isOpen) => !isOpen)}
          className="flex w-full items-center gap-3 rounded-card border border-slate-200 bg-white px-4 py-2.5 text-left shadow-sm lg:hidden"
        >
          <ListIcon className="size-5 shrink-0 text-slate-500" aria-hidden />
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-slate-900">Lessons</span>
            <span className="block truncate text-xs text-slate-500">
              Lesson {index + 1} of {lessons.length}: {lesson.title}
            </span>
          </span>
          <ChevronDownIcon
            className={cn('size-5 shrink-0 text-slate-500 transition-transform', isListOpen && 'rotate-180')}
            aria-hidden
          />
        </button>
        <nav
          id={listId}
          aria-label="Lessons"
          className={cn(
            'mt-2 rounded-card border border-slate-200 bg-white p-2 shadow-sm lg:mt-0 lg:block lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto',
            isListOpen ? 'block' : 'hidden',
          )}
        >
          <h2 className="hidden px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-slate-500 uppercase lg:block">
            Lessons
          </h2>
          <LessonList
            lessons={lessons}
            selectedLessonId={lesson.id}
            hrefFor={hrefFor}
            onNavigate={() => {
              setHasNavigated(true);
              setIsListOpen(false);
            }}
          />
        </nav>
      </aside>
      <LessonPanel
        key={lesson.id}
        lesson={lesson}
        position={index + 1}
        total={lessons.length}
        primaryAction={primaryAction}
        hasMovedHere={hasNavigated}
        isCompleting={markComplete.isPending && markComplete.variables?.lessonId === lesson.id}
        isBookmarkBusy={isBookmarkBusy}
        onPrevious={() => {
          if (previousLesson) goToLesson(previousLesson.id);
        }}
        onPrimary={onPrimary}
        onToggleBookmark={() => {
          if (lesson.bookmark) removeBookmark.mutate(lesson.id);
          else bookmark.mutate(lesson.id);
        }}
        onRate={(rating) => {
          if (lesson.bookmark) updateBookmark.mutate({ lessonId: lesson.id, changes: { rating } });
        }}
        onSaveNotes={(notes) => saveNotes.mutateAsync({ lessonId: lesson.id, notes })}
        quiz={
          lesson.quiz ? (
            <LessonQuiz
              key={lesson.id}
              lessonId={lesson.id}
              quiz={lesson.quiz}
              isCompleted={lesson.isCompleted}
              element={element}
              onCertificate={(certificate) => {
                setEarnedCertificateId(certificate.id);
                if (certificate.isNew)
                  toast.success(`You completed ${data.pillar.title}! Your certificate is ready.`);
              }}
            />
          ) : null
        }
      />
      <div className="lg:col-start-2">
        <NextStepPanel
          nextLesson={
            followingLesson ? { title: followingLesson.title, href: hrefFor(followingLesson.id) } : null
          }
          afterElement={isElementDone ? data.afterElement : null}
          pillarTitle={data.pillar.title}
          pillarColor={data.pillar.color}
          certificateId={earnedCertificateId ?? data.certificateId}
        />
      </div>
      {/* The lesson's discussion (issue 42), under its content. */}
      <Card className="p-4 sm:p-6 lg:col-start-2">
        <LessonDiscussion key={lesson.id} lessonId={lesson.id} />
      </Card>
    </div>
  );
}

/**
 * /pillars-of-agency/{pillarSlug}/{elementSlug}: the lesson viewer (spec 01 sections 2 and
 * 4). The selected lesson is in the URL (`?lesson=<id>`), so a reload or a shared link
 * opens it; without one the viewer opens the first unfinished lesson.
 */
export function LessonViewerPage({
  pillarAside,
}: {
  /** Beside the lesson, for its pillar (the app puts Ask the Library's panel here). */
  pillarAside?: (pillar: { id: string; title: string }) => ReactNode;
} = {}) {
  const { pillarSlug = '', elementSlug = '' } = useParams();
  const query = useKeyElement(pillarSlug, elementSlug);
  const element = { pillarSlug, elementSlug };

  return (
    <div className="flex flex-col gap-4 sm:gap-5">
      {/* The back link goes to the pillar; a failed load leads back to the pillars (spec 01 section 2). */}
      {query.isError ? (
        <BackToPillars />
      ) : (
        <BackLink
          to={paths.pillar(pillarSlug)}
          label={query.data ? `Back to ${query.data.pillar.title}` : 'Back to pillar'}
        />
      )}
      <QueryState
        query={query}
        skeleton={<ViewerSkeleton />}
        documentTitle="Pillars of Agency"
        errorTitle={learningMessages.contentLoadFailed}
        notFound={{
          title: learningMessages.contentNotFound,
          description: 'This key element may have been moved or removed.',
        }}
        errorAction={<BackToPillarsButton />}
      >
        {(data) => (
          <>
            <title>{`${data.keyElement.title} · Pillars`}</title>
            <ViewerHeader data={data} />
            <LessonViewer data={data} element={element} />
            {pillarAside?.({ id: data.pillar.id, title: data.pillar.title })}
          </>
        )}
      </QueryState>
    </div>
  );
}
