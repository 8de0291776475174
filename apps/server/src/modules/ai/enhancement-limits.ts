import { articleMagicMessages as messages } from '@pillars/shared/ai/article-magic-messages';
import { AppError, RateLimitedError } from '../../lib/app-error.ts';
import { type Lease, tryTakeLease, tryTakeSlot } from '../../lib/leases.ts';
import { consumeRateLimits } from '../../lib/rate-limiter.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * The limits on Article Magic (issue 38; decision 039): every enhancement is one or two paid
 * calls to the AI provider. Held in the database, so they hold across instances:
 * - one enhancement at a time per article (a lease on the article: 409 while one runs);
 * - at most `runningPerUser` at a time per person (leases in slots: 429);
 * - at most `perUserPerHour` started per person per hour (lib/rate-limiter.ts: 429).
 * Only an enhancement that will reach the provider counts toward the hourly cap.
 */
export const enhancementLimits = {
  /** The screen lets several rows enhance at once (a second tab too); this many at most. */
  runningPerUser: 3,
  perUserPerHour: 30,
  /** What a 429 for too many running says to wait before trying again (one usually ends by then). */
  runningRetryAfterSeconds: 30,
} as const;

/**
 * How long a lease may outlive a holder that died: two provider calls (a malformed answer is
 * asked once more) and a minute's margin. A live holder gives it back as soon as it ends.
 */
function leaseSeconds(ctx: ViewerContext): number {
  return Math.ceil((2 * (ctx.ai?.timeoutMs ?? 60_000)) / 1000) + 60;
}

/**
 * Takes what an enhancement of `articleId` needs (the article's lease, one of the viewer's
 * slots, one of their hourly calls), or refuses with what is missing. The answer's `release`
 * gives the leases back (once; calling it again does nothing): call it when the enhancement
 * ends, however it ends.
 */
export async function startEnhancement(
  ctx: ViewerContext,
  { articleId }: { articleId: string },
): Promise<{ release(): Promise<void> }> {
  const seconds = leaseSeconds(ctx);
  const taken: Lease[] = [];
  // Gives back what is still held; a second call does nothing.
  const release = async () => {
    while (taken.length > 0) await taken.pop()!.release();
  };
  try {
    const article = await tryTakeLease(ctx.db, `article-magic:article:${articleId}`, seconds);
    if (!article) throw new AppError('CONFLICT', messages.alreadyEnhancing);
    taken.push(article);
    const { runningPerUser, perUserPerHour, runningRetryAfterSeconds } = enhancementLimits;
    const slot = await tryTakeSlot(
      ctx.db,
      `article-magic:user:${ctx.viewer.userId}`,
      runningPerUser,
      seconds,
    );
    if (!slot) throw new RateLimitedError(messages.tooManyRunning(runningPerUser), runningRetryAfterSeconds);
    taken.push(slot);
    await consumeRateLimits(ctx.db, [
      {
        key: `article-magic:hourly:${ctx.viewer.userId}`,
        max: perUserPerHour,
        windowSeconds: 60 * 60,
        message: (wait) => messages.tooManyPerHour(perUserPerHour, wait),
      },
    ]);
  } catch (error) {
    await release();
    throw error;
  }
  return { release };
}
