import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Adds the tokens a provider call reported to its month's row (the team's page shows them),
 * and a question answered by full text alone because its embedding failed (`fallbacks`).
 */
export async function recordUsage(
  ctx: { db: Executor },
  input: { kind: 'chat' | 'embedding'; promptTokens: number; completionTokens: number; fallbacks?: number },
): Promise<void> {
  const fallbacks = input.fallbacks ?? 0;
  if (input.promptTokens === 0 && input.completionTokens === 0 && fallbacks === 0) return;
  await ctx.db.execute(
    sql`insert into ask_usage_months (month, kind, prompt_tokens, completion_tokens, fallbacks)
        values (date_trunc('month', now())::date, ${input.kind}, ${input.promptTokens}, ${input.completionTokens}, ${fallbacks})
        on conflict (month, kind) do update
          set prompt_tokens = ask_usage_months.prompt_tokens + excluded.prompt_tokens,
              completion_tokens = ask_usage_months.completion_tokens + excluded.completion_tokens,
              fallbacks = ask_usage_months.fallbacks + excluded.fallbacks`,
  );
}
