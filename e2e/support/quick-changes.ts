import type { Locator, Page } from '@playwright/test';

/**
 * Changes several native selects in one task of the page, so that no render can come
 * between the changes: what a busy phone or machine does when a person changes a second
 * filter before the page has rendered the first. A list whose filters live in the URL must
 * keep every change (apps/web/src/lib/use-url-search-params.ts).
 */
export async function changeSelectsAtOnce(page: Page, changes: Array<[select: Locator, value: string]>) {
  const handles = await Promise.all(changes.map(([select]) => select.elementHandle()));
  await page.evaluate(
    ({ selects, values }) => {
      selects.forEach((select, index) => {
        (select as HTMLSelectElement).value = values[index]!;
        select!.dispatchEvent(new Event('change', { bubbles: true }));
      });
    },
    { selects: handles, values: changes.map(([, value]) => value) },
  );
}
