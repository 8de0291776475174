import type { Profile } from '@pillars/shared/accounts/schemas';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router';
import { Button } from '@/components/button';
import { useMe } from '@/features/accounts/api/get-me';
import { isSubscriptionPath, paths } from '@/lib/paths';
import { AppFrame } from './app-frame';
import { AppHeader } from './app-header';
import { Logo } from './logo';
import { shellClasses } from './shell-classes';
import { SidebarNav } from './sidebar';

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
function MemberShell({ profile, children }: { profile: Profile; children: ReactNode }) {
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const closeMenu = () => setIsMenuOpen(false);

  // The drawer is for narrow screens only: close it when the screen grows past the breakpoint.
  useEffect(() => {
    const wideScreen = window.matchMedia('(min-width: 768px)');
    const onChange = () => {
      if (wideScreen.matches) setIsMenuOpen(false);
    };
    wideScreen.addEventListener('change', onChange);
    return () => wideScreen.removeEventListener('change', onChange);
  }, []);

  return (
    <div className={shellClasses.root}>
      <aside className={shellClasses.sidebar}>
        <SidebarBrand />
        <SidebarNav profile={profile} />
      </aside>
      <DialogPrimitive.Root open={isMenuOpen} onOpenChange={setIsMenuOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 animate-fade-in bg-slate-950/50 md:hidden" />
          <DialogPrimitive.Content
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] animate-slide-in-left flex-col bg-brand-800 shadow-xl outline-none md:hidden"
          >
            <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
            <SidebarBrand />
            <SidebarNav profile={profile} onNavigate={closeMenu} />
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      <div className={shellClasses.column}>
        <AppHeader profile={profile} onOpenMenu={() => setIsMenuOpen(true)} />
        <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</main>
      </div>
    </div>
  );
}

/** Without the member shell: signed-out visitors (with Log In and Sign Up) and users without access. */
function PlainShell({ isSignedIn, children }: { isSignedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
        <Link to={paths.home} className="rounded-lg" aria-label="Pillars home">
          <Logo />
        </Link>
        {isSignedIn ? null : (
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to={paths.login()}>Log In</Link>
            </Button>
            <Button asChild>
              <Link to={paths.register}>Sign Up</Link>
            </Button>
          </div>
        )}
      </header>
      <main className="flex-1 px-4 py-6 sm:px-6 lg:px-8 lg:py-8">{children}</main>
    </div>
  );
}

/** The layout of every page outside /auth (spec 01 section 2, global layout). */
export function AppLayout() {
  const me = useMe();
  const { pathname } = useLocation();

  if (me.isPending) return <AppFrame />;

  const account = me.data ?? null;
  const hasShell = account !== null && (account.hasAccess || isSubscriptionPath(pathname));

  return (
    <>
      <NavigationProgress />
      {hasShell ? (
        <MemberShell profile={account.profile}>
          <Outlet />
        </MemberShell>
      ) : (
        <PlainShell isSignedIn={account !== null}>
          <Outlet />
        </PlainShell>
      )}
    </>
  );
}
