import type { QuizStats } from '@pillars/shared/quizzes/schemas';
import { ListChecksIcon } from 'lucide-react';
import { BackLink } from '@/components/back-link';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { paths } from '@/lib/paths';
import { useQuizStats } from '../api/admin-quiz';

const percentText = (value: number | null) => (value === null ? '—' : `${value}%`);

function QuizCard({ quiz }: { quiz: QuizStats }) {
  const headingId = `quiz-${quiz.quizId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <p className="text-xs font-medium text-slate-500">
        {quiz.pillarTitle} · {quiz.keyElementTitle}
      </p>
      <h2 id={headingId} className="mt-1 text-lg font-semibold text-slate-900">
        {quiz.lessonTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-slate-500">Attempts</dt>
          <dd className="font-semibold text-slate-900">{quiz.attempts}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Pass rate</dt>
          <dd className="font-semibold text-slate-900">{percentText(quiz.passRate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Average score</dt>
          <dd className="font-semibold text-slate-900">{percentText(quiz.averageScore)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Pass mark</dt>
          <dd className="font-semibold text-slate-900">{quiz.passMark}%</dd>
        </div>
      </dl>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">Questions, the hardest first</h3>
      <ol className="mt-2 flex flex-col gap-2" aria-label={`Questions of ${quiz.lessonTitle}`}>
        {quiz.questions.map((question) => (
          <li key={question.id} className="flex items-center justify-between gap-3 text-sm">
            <span className="min-w-0 text-slate-800">{question.prompt}</span>
            <span className="shrink-0 font-medium text-slate-900">
              {question.shareRight === null ? 'No answers yet' : `${question.shareRight}% right`}
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** /admin/quizzes (issue 57): every quiz's attempts, pass rate and average, and its hardest questions. */
export function AdminQuizzesPage() {
  const query = useQuizStats();
  return (
    <>
      <BackLink to={paths.admin} label="Back to Admin Dashboard" />
      <PageHeader
        className="mt-3"
        title="Quizzes"
        description="How members do on each lesson's quiz, and what to teach better."
      />
      <QueryState
        query={query}
        documentTitle="Quizzes"
        errorTitle="The quizzes could not be loaded."
        skeleton={
          <SkeletonGroup label="Loading quizzes..." className="mt-6 flex flex-col gap-4">
            <Skeleton className="h-48 rounded-card" />
            <Skeleton className="h-48 rounded-card" />
          </SkeletonGroup>
        }
        isEmpty={(data) => data.quizzes.length === 0}
        empty={
          <EmptyState
            icon={ListChecksIcon}
            title="No quizzes yet"
            description="Add a quiz to a lesson in its editor's Quiz tab."
          />
        }
      >
        {(data) => (
          <div className="mt-6 flex flex-col gap-4">
            <title>Quizzes · Pillars</title>
            {data.quizzes.map((quiz) => (
              <QuizCard key={quiz.quizId} quiz={quiz} />
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}
