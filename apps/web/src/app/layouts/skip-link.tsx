import type { MouseEvent } from 'react';
import { focusMainHeading, mainContentId } from './main-heading';

/**
 * "Skip to content": the shell's first focusable element, hidden until focused. It moves
 * focus to the page's main heading, past the header and the sidebar's fifteen links.
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // The heading rather than <main> itself: reading starts at the page's title.
    if (focusMainHeading()) event.preventDefault();
  };
  return (
    <a
      href={`#${mainContentId}`}
      onClick={onClick}
      className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-60"
    >
      Skip to content
    </a>
  );
}
