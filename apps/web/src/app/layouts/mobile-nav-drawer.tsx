import type { Profile } from '@pillars/shared/accounts/schemas';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import { focusMainHeading } from './main-heading';
import { SidebarNav } from './sidebar';
import { SidebarBrand } from './sidebar-brand';

/**
 * The phone's navigation drawer (a Radix dialog), loaded the first time the header's menu
 * button is reached for (app-layout.tsx): Radix's dialog, focus scope and scroll lock are
 * code no member page needs before its first screen (decision 047).
 */
export function MobileNavDrawer({
  isOpen,
  onOpenChange,
  profile,
  hasAccess,
  menuButton,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  profile: Profile;
  hasAccess: boolean;
  /** The header's menu button: focus goes back to it when the drawer closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  // Whether the drawer closed because one of its links was followed: the new page's heading
  // takes focus then, not the menu button. Set as the link is followed, read as it closes.
  const isClosingForNavigation = useRef(false);
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={onOpenChange}>
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
            // The menu button is not a Radix trigger (the drawer's code loads after it), so
            // focus goes back to it here; a followed link sends it to the page's heading
            // (RouteFocus moves it again when the new page shows its own).
            event.preventDefault();
            if (isClosingForNavigation.current) focusMainHeading();
            else menuButton.current?.focus();
            isClosingForNavigation.current = false;
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
          <SidebarNav
            profile={profile}
            hasAccess={hasAccess}
            onNavigate={() => {
              isClosingForNavigation.current = true;
              onOpenChange(false);
            }}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
