import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** Adds the tokens a provider call reported to its month's row (the team's page shows them). */
export async function recordUsage(
  ctx: { db: Executor },
  input: { kind: 'chat' | 'embedding'; promptTokens: number; completionTokens: number },
): Promise<void> {
  if (input.promptTokens === 0 && input.completionTokens === 0) return;
  await ctx.db.execute(
    sql`insert into ask_usage_months (month, kind, prompt_tokens, completion_tokens)
        values (date_trunc('month', now())::date, ${input.kind}, ${input.promptTokens}, ${input.completionTokens})
        on conflict (month, kind) do update
          set prompt_tokens = ask_usage_months.prompt_tokens + excluded.prompt_tokens,
              completion_tokens = ask_usage_months.completion_tokens + excluded.completion_tokens`,
  );
}
