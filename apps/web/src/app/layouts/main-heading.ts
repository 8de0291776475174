/** The id of each layout's `<main>`: the skip link's target without scripts. */
export const mainContentId = 'main-content';

function findMainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`#${mainContentId} h1, main h1`);
}

/**
 * Moves focus to the page's main heading (its h1), so that a keyboard or screen reader user
 * starts reading the page there instead of at the top of the sidebar. The pages' headings are
 * not focusable by themselves: tabindex -1 lets a script focus one without adding a tab stop.
 * Returns whether there was a heading to focus.
 */
export function focusMainHeading(): boolean {
  const heading = findMainHeading();
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/** How long a new page may take to show its heading (its data loading) before we give up. */
const headingWaitMs = 10_000;

/**
 * Focuses the main heading once the page shows it: at once, or when it appears (a page
 * shows its heading after its data). Gives up when the user acts first (a key or a pointer:
 * their focus is theirs) or after `headingWaitMs`. Returns the cancel function.
 */
export function focusMainHeadingWhenShown(): () => void {
  if (focusMainHeading()) return () => {};
  const observer = new MutationObserver(() => {
    if (focusMainHeading()) stop();
  });
  const timer = window.setTimeout(() => stop(), headingWaitMs);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}
