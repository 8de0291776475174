import { sql } from 'drizzle-orm';

/**
 * A quiz's questions in order, each with its options in order and which are right, as one
 * JSON array (`[]` without questions), for a statement that reads quizzes as `q`: the editor's
 * read and the grading read (admin-service.ts, take-service.ts). The right answers never leave
 * the server from the member's side: take-service.ts strips them before it answers.
 */
export const quizQuestionsJson = sql`coalesce((select json_agg(json_build_object(
    'id', qq.id, 'kind', qq.kind, 'prompt', qq.prompt,
    'explanation', coalesce(qq.explanation, ''),
    'options', (select coalesce(json_agg(json_build_object(
                  'id', o.id, 'label', o.label, 'isCorrect', o.is_correct)
                  order by o.position), '[]'::json)
                  from quiz_options o where o.question_id = qq.id))
    order by qq.position)
    from quiz_questions qq where qq.quiz_id = q.id), '[]'::json)`;
