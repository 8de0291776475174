import type { QuizStats, QuizStatsResponse } from '@pillars/shared/quizzes/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * /admin/quizzes (issue 57): what the content team should teach better. One statement,
 * whatever the number of quizzes and attempts: the attempts grouped per quiz, and their
 * stored answers unnested and grouped per question.
 */

interface StatsRow {
  quiz_id: string;
  lesson_id: string;
  lesson_title: string;
  key_element_title: string;
  pillar_title: string;
  pass_mark: number;
  attempts: number;
  passed: number;
  average_score: number | null;
  questions: Array<{ id: string; prompt: string; position: number; answered: number; right: number }>;
}

const percent = (part: number, whole: number) => (whole === 0 ? null : Math.round((part * 100) / whole));

export async function listQuizStats(ctx: ViewerContext): Promise<QuizStatsResponse> {
  const rows = await queryRows<StatsRow>(
    ctx.db,
    sql`with per_quiz as (
          select quiz_id, count(*)::int as attempts, (count(*) filter (where passed))::int as passed,
                 round(avg(score))::int as average_score
            from quiz_attempts group by quiz_id
        ), per_question as (
          select (answer->>'questionId')::uuid as question_id, count(*)::int as answered,
                 (count(*) filter (where (answer->>'correct')::boolean))::int as right_count
            from quiz_attempts a cross join lateral jsonb_array_elements(a.answers) answer
           group by 1
        )
        select q.id as quiz_id, q.lesson_id, l.title as lesson_title, ke.title as key_element_title,
               p.title as pillar_title, q.pass_mark,
               coalesce(pq.attempts, 0) as attempts, coalesce(pq.passed, 0) as passed, pq.average_score,
               coalesce((select json_agg(json_build_object(
                          'id', qq.id, 'prompt', qq.prompt, 'position', qq.position,
                          'answered', coalesce(s.answered, 0), 'right', coalesce(s.right_count, 0))
                          order by qq.position)
                          from quiz_questions qq left join per_question s on s.question_id = qq.id
                         where qq.quiz_id = q.id), '[]'::json) as questions
          from quizzes q
          join lessons l on l.id = q.lesson_id
          join key_elements ke on ke.id = l.key_element_id
          join pillars p on p.id = ke.pillar_id
          left join per_quiz pq on pq.quiz_id = q.id
         order by p.display_order, p.created_at, ke.created_at, l.order_position`,
  );
  return {
    quizzes: rows.map((row): QuizStats => {
      const questions = row.questions.map((question) => ({
        id: question.id,
        prompt: question.prompt,
        position: question.position,
        answered: question.answered,
        shareRight: percent(question.right, question.answered),
      }));
      // Hardest first; questions nobody answered yet last, in their order.
      questions.sort(
        (a, b) =>
          (a.shareRight ?? Number.POSITIVE_INFINITY) - (b.shareRight ?? Number.POSITIVE_INFINITY) ||
          a.position - b.position,
      );
      return {
        quizId: row.quiz_id,
        lessonId: row.lesson_id,
        lessonTitle: row.lesson_title,
        keyElementTitle: row.key_element_title,
        pillarTitle: row.pillar_title,
        passMark: row.pass_mark,
        attempts: row.attempts,
        passRate: percent(row.passed, row.attempts),
        averageScore: row.average_score,
        questions,
      };
    }),
  };
}
