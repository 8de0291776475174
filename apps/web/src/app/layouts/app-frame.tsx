import { LoaderCircleIcon } from 'lucide-react';
import { Logo } from './logo';
import { shellClasses } from './shell-classes';

/**
 * The member shell's frame while the app starts (its geometry from shell-classes.ts): on
 * wide screens the sidebar with the logo, the header bar, and a spinner where the page goes.
 * index.html holds the same markup, painted before any script runs (app-frame.test.ts keeps
 * them equal); React shows this component until the session and the page are known, so
 * nothing moves when it mounts. It says nothing about the visitor (signed-out visitors see it
 * before the sign-in screen) and has no landmarks or focusable elements: the layouts that
 * replace it have them.
 */
export function AppFrame() {
  return (
    <div className={shellClasses.root}>
      <div aria-hidden className={shellClasses.sidebar}>
        <div className={shellClasses.sidebarBrand}>
          <Logo tone="light" />
        </div>
      </div>
      <div className={shellClasses.column}>
        <div aria-hidden className={shellClasses.header} />
        <div role="status" className="flex flex-1 items-center justify-center gap-3 text-slate-500">
          <LoaderCircleIcon className="size-6 animate-spin text-brand-600" aria-hidden />
          <span className="text-sm font-medium">Loading...</span>
        </div>
      </div>
    </div>
  );
}
