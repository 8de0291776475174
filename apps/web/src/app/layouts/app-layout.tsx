import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { useMe } from '@/features/accounts/api/get-me';
import { isSubscriptionPath, paths } from '@/lib/paths';
import { useMediaQuery, wideScreenQuery } from '@/lib/use-media-query';
import { AppFrame } from './app-frame';
import { AppHeader } from './app-header';
import { Logo } from './logo';
import { focusMainHeading, mainContentId } from './main-heading';
import { shellClasses } from './shell-classes';
import { SidebarNav } from './sidebar';
import { SkipLink } from './skip-link';

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-brand-100"
      role="progressbar"
      aria-label="Loading page"
    >
      <div className="h-full w-1/3 animate-pulse bg-accent-500" />
    </div>
  );
}

function SidebarBrand() {
  return (
    <div className={shellClasses.sidebarBrand}>
      <Link to={paths.home} className="rounded-lg focus-visible:outline-white" aria-label="Pillars home">
        <Logo tone="light" />
      </Link>
    </div>
  );
}

/** Sidebar + header: for signed-in users with access, and on the subscription pages. */
function MemberShell({ account, children }: { account: MeResponse; children: ReactNode }) {
  const { profile, hasAccess } = account;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // Whether the drawer closed because a link in it was followed (then the new page's
  // heading takes focus, not the menu button).
  const isClosingForNavigation = useRef(false);
  const closeMenuForNavigation = () => {
    isClosingForNavigation.current = true;
    setIsMenuOpen(false);
  };

  // The sidebar is for wide screens, the drawer for narrow ones. On a phone the sidebar's
  // navigation is not rendered at all, not only hidden: its links, icons and permission checks
  // were about 40 ms of Home's first render (decision 047). The drawer closes when the screen
  // grows past the breakpoint.
  const isWideScreen = useMediaQuery(wideScreenQuery);
  useEffect(() => {
    if (isWideScreen) setIsMenuOpen(false);
  }, [isWideScreen]);

  return (
    // The header's menu button is this dialog's trigger: Radix gives it aria-expanded and
    // returns focus to it when the drawer closes.
    <DialogPrimitive.Root open={isMenuOpen} onOpenChange={setIsMenuOpen}>
      <div className={shellClasses.root}>
        <SkipLink />
        <aside className={shellClasses.sidebar}>
          <SidebarBrand />
          {isWideScreen ? <SidebarNav profile={profile} hasAccess={hasAccess} /> : null}
        </aside>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-950/50 md:hidden" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] animate-slide-in-left flex-col bg-brand-800 shadow-xl outline-none md:hidden"
            onOpenAutoFocus={(event) => {
              // Radix would skip the links and land on the first button, 'Log Out': one Enter
              // from signing out. Start on the first item of the menu instead.
              const drawer = event.currentTarget as HTMLElement;
              const target =
                drawer.querySelector<HTMLElement>('nav a') ??
                drawer.querySelector<HTMLElement>('[data-drawer-close]');
              if (!target) return;
              event.preventDefault();
              target.focus();
            }}
            onCloseAutoFocus={(event) => {
              if (!isClosingForNavigation.current) return;
              isClosingForNavigation.current = false;
              // A followed link: focus goes to the page's heading (RouteFocus moves it again
              // when the new page shows its own).
              event.preventDefault();
              focusMainHeading();
            }}
          >
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <div className="relative">
              <SidebarBrand />
              <DialogPrimitive.Close
                data-drawer-close
                aria-label="Close menu"
                className="absolute top-1/2 right-3 -translate-y-1/2 rounded-md p-2 text-brand-100 outline-none hover:bg-white/8 hover:text-white focus-visible:ring-2 focus-visible:ring-accent-300"
              >
                <XIcon className="size-5" aria-hidden />
              </DialogPrimitive.Close>
            </div>
            <SidebarNav profile={profile} hasAccess={hasAccess} onNavigate={closeMenuForNavigation} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
        <div className={shellClasses.column}>
          <AppHeader profile={profile} hasAccess={hasAccess} />
          <main id={mainContentId} className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            {children}
          </main>
        </div>
      </div>
    </DialogPrimitive.Root>
  );
}

/** Without the member shell: signed-out visitors (with Log In and Sign Up) and users without access. */
function PlainShell({ hasSignInLinks, children }: { hasSignInLinks: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
        <Link to={paths.home} className="rounded-lg" aria-label="Pillars home">
          <Logo />
        </Link>
        {hasSignInLinks ? (
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to={paths.login()}>Log In</Link>
            </Button>
            <Button asChild>
              <Link to={paths.register}>Sign Up</Link>
            </Button>
          </div>
        ) : null}
      </header>
      <main id={mainContentId} className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
        {children}
      </main>
    </div>
  );
}

/**
 * The session check failed (a server error, the network): no access (spec 01 section 4),
 * and no page behind it. Nothing asks again until the member presses Try Again.
 */
function AccessCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PlainShell hasSignInLinks={false}>
      <title>Something went wrong · Pillars</title>
      <ErrorState
        title="We couldn't check your account"
        description="Please check your connection and try again."
        action={<Button onClick={onRetry}>Try Again</Button>}
        className="mx-auto max-w-xl"
      />
    </PlainShell>
  );
}

/** The layout of every page outside /auth (spec 01 section 2, global layout). */
export function AppLayout() {
  const me = useMe();
  const { pathname } = useLocation();

  if (me.isPending) return <AppFrame />;
  // A failure with an earlier answer keeps that answer (the server checks every request);
  // without one there is nothing to show but the failure.
  if (me.isError && me.data === undefined) return <AccessCheckFailed onRetry={() => void me.refetch()} />;

  const account = me.data ?? null;
  const hasShell = account !== null && (account.hasAccess || isSubscriptionPath(pathname));

  return (
    <>
      <NavigationProgress />
      {hasShell ? (
        <MemberShell account={account}>
          <Outlet />
        </MemberShell>
      ) : (
        <PlainShell hasSignInLinks={account === null}>
          <Outlet />
        </PlainShell>
      )}
    </>
  );
}
