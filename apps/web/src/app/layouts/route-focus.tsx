import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { focusMainHeadingWhenShown } from './main-heading';

/**
 * The root of every page. After a client-side navigation to another page, focus moves to
 * the new page's main heading, as a full page load would put a screen reader at the top of
 * the new page; otherwise focus stays on the link that was followed (or drops to the body
 * when that link went away), and a keyboard user tabs through the sidebar again. Not on the
 * first load (the browser starts at the top), and not when only the query changes (the
 * lesson viewer moves focus to the lesson it opens itself).
 *
 * While the next page's code or data loads, the document is `aria-busy`: the old page stays
 * on screen meanwhile (the auth pages have no loading bar), and assistive technology (and the
 * page-width walk of the end-to-end tests) can tell a page on its way from the page shown.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);
  const isNavigating = useNavigation().state !== 'idle';

  useEffect(() => {
    if (isNavigating) document.documentElement.setAttribute('aria-busy', 'true');
    else document.documentElement.removeAttribute('aria-busy');
  }, [isNavigating]);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    return focusMainHeadingWhenShown();
  }, [pathname]);

  return <Outlet />;
}
