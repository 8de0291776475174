/**
 * The member shell's geometry, shared by the shell (app-layout.tsx, app-header.tsx) and its
 * start-up frame (app-frame.tsx, and index.html through app-frame.test.ts): a change to the
 * shell changes the frame, so the page does not move when the shell replaces it.
 */
export const shellClasses = {
  root: 'min-h-dvh',
  sidebar: 'fixed inset-y-0 left-0 z-40 hidden w-64 flex-col bg-brand-800 md:flex',
  sidebarBrand: 'flex h-16 shrink-0 items-center border-b border-white/10 px-6',
  column: 'flex min-h-dvh flex-col md:pl-64',
  header: 'sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 sm:px-6',
};
