import { LoaderCircleIcon } from 'lucide-react';
import { Logo } from './logo';

/**
 * The frame of the member shell (app-layout.tsx) while the app starts: on wide screens the
 * sidebar with the logo, the header bar, and a spinner where the page goes. index.html holds
 * the same markup, painted before any script runs; React shows this component until the
 * session and the page are known, so nothing moves when it mounts. It says nothing about the
 * visitor (signed-out visitors see it before the sign-in screen) and has no landmarks or
 * focusable elements: the layouts that replace it have them.
 * app-frame.test.ts keeps index.html equal to what this renders.
 */
export function AppFrame() {
  return (
    <div className="min-h-dvh">
      <div aria-hidden className="fixed inset-y-0 left-0 z-40 hidden w-64 flex-col bg-brand-800 md:flex">
        <div className="flex h-16 shrink-0 items-center border-b border-white/10 px-6">
          <Logo tone="light" />
        </div>
      </div>
      <div className="flex min-h-dvh flex-col md:pl-64">
        <div
          aria-hidden
          className="sticky top-0 z-30 h-16 border-b border-slate-200 bg-white/90 backdrop-blur"
        />
        <div role="status" className="flex flex-1 items-center justify-center gap-3 text-slate-500">
          <LoaderCircleIcon className="size-6 animate-spin text-brand-600" aria-hidden />
          <span className="text-sm font-medium">Loading...</span>
        </div>
      </div>
    </div>
  );
}
