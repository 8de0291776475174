import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { focusMainHeadingWhenShown } from './main-heading';

/**
 * The root of every page. After a client-side navigation to another page, focus moves to
 * the new page's main heading, as a full page load would put a screen reader at the top of
 * the new page; otherwise focus stays on the link that was followed (or drops to the body
 * when that link went away), and a keyboard user tabs through the sidebar again. Not on the
 * first load (the browser starts at the top), and not when only the query changes (the
 * lesson viewer moves focus to the lesson it opens itself).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    return focusMainHeadingWhenShown();
  }, [pathname]);

  return <Outlet />;
}
