CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"quiz_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quiz_version" integer NOT NULL,
	"correct_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"answers" jsonb NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "quiz_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"label" text NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quiz_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"explanation" text,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_questions_kind_check" CHECK ("quiz_questions"."kind" in ('single', 'multiple', 'true_false'))
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lesson_id" uuid NOT NULL,
	"pass_mark" integer DEFAULT 80 NOT NULL,
	"max_attempts" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quizzes_lessonId_unique" UNIQUE("lesson_id"),
	CONSTRAINT "quizzes_pass_mark_check" CHECK ("quizzes"."pass_mark" between 1 and 100),
	CONSTRAINT "quizzes_max_attempts_check" CHECK ("quizzes"."max_attempts" is null or "quizzes"."max_attempts" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_options" ADD CONSTRAINT "quiz_options_question_id_quiz_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."quiz_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_id_quiz_id_idx" ON "quiz_attempts" USING btree ("user_id","quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_attempts_quiz_id_idx" ON "quiz_attempts" USING btree ("quiz_id");--> statement-breakpoint
CREATE INDEX "quiz_options_question_id_position_idx" ON "quiz_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE INDEX "quiz_questions_quiz_id_position_idx" ON "quiz_questions" USING btree ("quiz_id","position");--> statement-breakpoint
-- The lesson tree in memory says which lessons have a quiz (issue 57): the quiz tables bump
-- the learning content's counter like the lessons do (migration 0005).
CREATE TRIGGER "quizzes_bump_learning" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quizzes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('learning');--> statement-breakpoint
CREATE TRIGGER "quiz_questions_bump_learning" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quiz_questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('learning');
--> statement-breakpoint
-- The analytics views count quiz results (issue 57): attempts and quizzes bump their counter.
CREATE TRIGGER "quizzes_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quizzes"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_bump_analytics" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quiz_attempts"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"('analytics');
