import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * WCAG 2.2 AA: the A and AA rules of WCAG 2.0, 2.1 and 2.2 (axe tags each rule with the
 * version and level that introduced it), colour contrast among them.
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/**
 * Runs axe-core's WCAG 2.2 AA rules on the page as it is now and returns every violation,
 * whatever axe's impact estimate (a minor one still fails the level), one line each.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  // A toast shows without its fade, in and out: sonner loads with the first toast
  // (lib/toast.ts), so the toast of a step the test has just seen finish (a comment posted)
  // can still mount while axe runs, and a toast half faded in has, for a few hundred
  // milliseconds, the contrast of a half-transparent text, which axe would report. The
  // observer's callback runs before the next frame is drawn, so no frame of a fade is scanned.
  // Inline style set from script (CSSOM), which the CSP allows.
  await page.evaluate(() => {
    const withoutFade = () => {
      document.querySelectorAll<HTMLElement>('[data-sonner-toast]').forEach((toast) => {
        toast.style.transition = 'none';
      });
    };
    withoutFade();
    const marked = window as unknown as { toastsWithoutFade?: true };
    if (marked.toastsWithoutFade) return;
    marked.toastsWithoutFade = true;
    new MutationObserver(withoutFade).observe(document.body, { childList: true, subtree: true });
  });
  // The page as it settles, not a frame of a transition. Endless animations (spinners,
  // skeletons) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      // Named so that no change of axe's defaults can leave it out.
      rules: { 'color-contrast': { enabled: true } },
    });
    return result.violations;
  }, wcagTags);
  return (violations as AxeViolation[]).map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
