import type { MeResponse } from '@pillars/shared/accounts/schemas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { Button } from '@/components/button';
import { ErrorState } from '@/components/error-state';
import { useMe } from '@/features/accounts/api/get-me';
import { TrialBanner } from '@/features/billing/components/trial-banner';
import { isSubscriptionPath, paths } from '@/lib/paths';
import { useMediaQuery, wideScreenQuery } from '@/lib/use-media-query';
import { AppFrame } from './app-frame';
import { AppHeader } from './app-header';
import { Logo } from './logo';
import { mainContentId } from './main-heading';
import { shellClasses } from './shell-classes';
import { SidebarNav } from './sidebar';
import { SidebarBrand } from './sidebar-brand';
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

/** The phone's drawer: its code (Radix's dialog) loads when the menu button is reached for. */
const loadMobileNavDrawer = async () => (await import('./mobile-nav-drawer')).MobileNavDrawer;
type MobileNavDrawerComponent = Awaited<ReturnType<typeof loadMobileNavDrawer>>;

/** Sidebar + header: for signed-in users with access, and on the subscription pages. */
function MemberShell({ account, children }: { account: MeResponse; children: ReactNode }) {
  const { profile, hasAccess } = account;
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // Not React.lazy: a chunk that does not come (the network) would take the page down with
  // it; here the button stays, closed, and the next press asks again.
  const [Drawer, setDrawer] = useState<MobileNavDrawerComponent | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const loadDrawer = () => {
    if (Drawer) return;
    loadMobileNavDrawer().then(
      (component) => setDrawer(() => component),
      () => setIsMenuOpen(false),
    );
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
    <div className={shellClasses.root}>
      <SkipLink />
      <aside className={shellClasses.sidebar}>
        <SidebarBrand />
        {isWideScreen ? <SidebarNav profile={profile} hasAccess={hasAccess} /> : null}
      </aside>
      {/* Pressed before its code is in, the drawer opens as the code comes. */}
      {Drawer ? (
        <Drawer
          isOpen={isMenuOpen}
          onOpenChange={setIsMenuOpen}
          profile={profile}
          hasAccess={hasAccess}
          menuButton={menuButton}
        />
      ) : null}
      <div className={shellClasses.column}>
        <AppHeader
          profile={profile}
          hasAccess={hasAccess}
          menuButton={{
            ref: menuButton,
            isMenuOpen,
            // Reached for (the pointer over it, focus): the drawer's code starts loading.
            onReach: loadDrawer,
            onOpen: () => {
              loadDrawer();
              setIsMenuOpen(true);
            },
          }}
        />
        <main id={mainContentId} className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <TrialBanner account={account} />
          {children}
        </main>
      </div>
    </div>
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
            <Button asChild variant="ghost" className="max-sm:hidden">
              <Link to={paths.pricing}>Pricing</Link>
            </Button>
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
