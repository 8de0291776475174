import type { Profile } from '@pillars/shared/accounts/schemas';
import { can, policyViewerOf, scopeFor } from '@pillars/shared/policies';
import {
  BotIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  ClipboardListIcon,
  ContactRoundIcon,
  CreditCardIcon,
  FilePenLineIcon,
  FlagIcon,
  HistoryIcon,
  HouseIcon,
  InboxIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  LibraryIcon,
  LifeBuoyIcon,
  ListChecksIcon,
  LockIcon,
  LogOutIcon,
  type LucideIcon,
  MessageCircleQuestionIcon,
  MessageSquareIcon,
  PhoneCallIcon,
  PhoneIncomingIcon,
  SlidersHorizontalIcon,
  TicketIcon,
  UsersIcon,
  UsersRoundIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { useSignOut } from '@/features/accounts/api/sign-out';
import { useNotifications } from '@/features/messages/api/get-notifications';
import { cn } from '@/lib/cn';
import { isSubscriptionPath, paths } from '@/lib/paths';

interface NavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path, not on the paths below it. */
  isExact?: boolean;
  /** How many new things wait there (unread replies, members' messages, tickets to answer). */
  badge?: number;
}

const mainItems: NavItem[] = [
  { label: 'Home', to: paths.home, icon: HouseIcon, isExact: true },
  { label: 'My Plan', to: paths.myPlan, icon: ClipboardListIcon },
  { label: 'Pillars of Agency', to: paths.pillars, icon: LandmarkIcon },
  { label: 'All Resources', to: paths.resources, icon: LibraryIcon },
  { label: 'Ask the Library', to: paths.ask, icon: MessageCircleQuestionIcon },
  { label: 'Community', to: paths.community, icon: UsersRoundIcon },
  { label: 'Members', to: paths.members, icon: ContactRoundIcon },
  { label: 'Chatbot', to: paths.chatbot, icon: BotIcon },
  { label: 'Book a Call', to: paths.bookCall, icon: PhoneCallIcon },
  { label: 'Messages', to: paths.messages, icon: MessageSquareIcon },
  { label: 'Events', to: paths.events, icon: CalendarDaysIcon },
  { label: 'Support', to: paths.support, icon: LifeBuoyIcon },
  { label: 'Subscription', to: paths.subscription, icon: CreditCardIcon },
];

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-accent-300 [&_svg]:size-[1.125rem] [&_svg]:shrink-0';

/**
 * An item a member without access cannot open yet: shown, so they see what the subscription
 * brings, but not a link (it would only bounce them back to /subscription).
 */
function LockedSidebarItem({ item }: { item: NavItem }) {
  const Icon = item.icon;
  return (
    <li>
      <div className={cn(itemClass, 'cursor-default text-brand-200')}>
        <Icon aria-hidden />
        <span className="flex min-w-0 flex-1 flex-col leading-tight">
          {item.label}
          <span className="text-xs font-normal text-brand-200">Subscription required</span>
        </span>
        <LockIcon aria-hidden />
      </div>
    </li>
  );
}

function SidebarLink({
  item,
  hasAccess,
  onNavigate,
}: {
  item: NavItem;
  hasAccess: boolean;
  onNavigate?: () => void;
}) {
  // Without access only the subscription pages open (the route guard's rule).
  if (!hasAccess && !isSubscriptionPath(item.to)) return <LockedSidebarItem item={item} />;
  const Icon = item.icon;
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.isExact}
        onClick={onNavigate}
        className={({ isActive }) =>
          cn(
            itemClass,
            isActive
              ? 'bg-white/12 text-white shadow-[inset_3px_0_0_var(--color-accent-400)]'
              : 'text-brand-100 hover:bg-white/8 hover:text-white',
          )
        }
      >
        <Icon aria-hidden />
        <span className="min-w-0 flex-1">{item.label}</span>
        {item.badge ? (
          <span
            data-testid="sidebar-badge"
            className="ml-auto rounded-full bg-accent-400 px-1.5 text-xs leading-5 font-semibold text-brand-950"
          >
            <span aria-hidden>{item.badge > 99 ? '99+' : item.badge}</span>
            <span className="sr-only">, {item.badge} new</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
}

function SidebarSection({ title, children }: { title: string; children: React.ReactNode }) {
  const headingId = `sidebar-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="mt-6">
      <h2 id={headingId} className="px-3 pb-2 text-xs font-semibold tracking-wider text-brand-300 uppercase">
        {title}
      </h2>
      <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
        {children}
      </ul>
    </div>
  );
}

/**
 * The member navigation (spec 01 section 2); used fixed on wide screens and in the drawer.
 * Without access (the shell shows on the subscription pages) every item but Subscription is
 * locked.
 */
export function SidebarNav({
  profile,
  hasAccess,
  onNavigate,
}: {
  profile: Profile;
  hasAccess: boolean;
  onNavigate?: () => void;
}) {
  const signOut = useSignOut();
  // The same policies the server enforces; here they only decide what to show.
  const viewer = policyViewerOf(profile);
  const canManageTeam = can(viewer, 'team.manage');
  const canManageCalls = can(viewer, 'call.view');
  const canSeeAdminDashboard = can(viewer, 'admin.access');
  const canViewAudit = can(viewer, 'audit.view');
  const canViewAnalytics = can(viewer, 'analytics.view');
  const canAssignPlans = can(viewer, 'plan.assign');
  const canAnswerMembers = can(viewer, 'conversation.answer');
  const canConfigureSupport = can(viewer, 'support.configure');
  const canModerateCommunity = can(viewer, 'community.moderate');
  // The gurus' own section: those who write their own articles (a superadmin's scope is every
  // article, written through the admin articles screen).
  const canCreateGuruContent = scopeFor(viewer, 'article.create').rows === 'own';
  // The bell's own query (one request for both): live through the bell's stream listener.
  const notifications = useNotifications({ enabled: hasAccess }).data;
  const badgeOf = (to: string): number | undefined => {
    if (!notifications) return undefined;
    const { counts } = notifications;
    if (notifications.audience === 'team')
      return to === paths.adminInbox
        ? counts.messages
        : to === paths.adminTickets
          ? counts.tickets
          : undefined;
    return to === paths.messages ? counts.messages : to === paths.support ? counts.tickets : undefined;
  };

  return (
    <nav aria-label="Main" className="flex flex-1 flex-col overflow-y-auto px-3 py-4">
      <ul className="flex flex-col gap-0.5">
        {mainItems.map((item) => (
          <SidebarLink
            key={item.to}
            item={{ ...item, badge: badgeOf(item.to) }}
            hasAccess={hasAccess}
            onNavigate={onNavigate}
          />
        ))}
        <li>
          <button
            type="button"
            className={cn(itemClass, 'text-brand-100 hover:bg-white/8 hover:text-white')}
            disabled={signOut.isPending}
            onClick={() => signOut.mutate()}
          >
            <LogOutIcon aria-hidden />
            Log Out
          </button>
        </li>
      </ul>
      {canCreateGuruContent ? (
        <SidebarSection title="Content Creation">
          <SidebarLink
            item={{ label: 'My Articles', to: paths.guruArticles, icon: FilePenLineIcon }}
            hasAccess={hasAccess}
            onNavigate={onNavigate}
          />
        </SidebarSection>
      ) : null}
      {canAnswerMembers ? (
        <SidebarSection title="Support Desk">
          <SidebarLink
            item={{
              label: 'Support Inbox',
              to: paths.adminInbox,
              icon: InboxIcon,
              badge: badgeOf(paths.adminInbox),
            }}
            hasAccess={hasAccess}
            onNavigate={onNavigate}
          />
          <SidebarLink
            item={{
              label: 'Support Tickets',
              to: paths.adminTickets,
              icon: TicketIcon,
              badge: badgeOf(paths.adminTickets),
            }}
            hasAccess={hasAccess}
            onNavigate={onNavigate}
          />
          {canConfigureSupport ? (
            <SidebarLink
              item={{ label: 'Support Settings', to: paths.adminSupport, icon: SlidersHorizontalIcon }}
              hasAccess={hasAccess}
              onNavigate={onNavigate}
            />
          ) : null}
          {canModerateCommunity ? (
            <SidebarLink
              item={{ label: 'Community Moderation', to: paths.adminCommunity, icon: FlagIcon }}
              hasAccess={hasAccess}
              onNavigate={onNavigate}
            />
          ) : null}
        </SidebarSection>
      ) : null}
      {canManageTeam ||
      canAssignPlans ||
      canManageCalls ||
      canSeeAdminDashboard ||
      canViewAudit ||
      canViewAnalytics ? (
        <SidebarSection title="Administration">
          {canManageTeam ? (
            <SidebarLink
              // Exact: Learning Plans (/admin/team/plans) is its own item.
              item={{ label: 'Team Management', to: paths.adminTeam, icon: UsersIcon, isExact: true }}
              hasAccess={hasAccess}
              onNavigate={onNavigate}
            />
          ) : null}
          {canAssignPlans ? (
            <SidebarLink
              item={{ label: 'Learning Plans', to: paths.adminTeamPlans, icon: ListChecksIcon }}
              hasAccess={hasAccess}
              onNavigate={onNavigate}
            />
          ) : null}
          {canManageCalls ? (
            <SidebarLink
              item={{ label: 'Scheduled Calls', to: paths.adminCalls, icon: PhoneIncomingIcon }}
              hasAccess={hasAccess}
              onNavigate={onNavigate}
            />
          ) : null}
          {canViewAnalytics ? (
            <SidebarLink
              item={{ label: 'Analytics', to: paths.analytics, icon: ChartColumnIcon }}
              hasAccess={hasAccess}
              onNavigate={onNavigate}
            />
          ) : null}
          {canViewAudit ? (
            <SidebarLink
              item={{ label: 'Audit Trail', to: paths.adminAudit, icon: HistoryIcon }}
              hasAccess={hasAccess}
              onNavigate={onNavigate}
            />
          ) : null}
          {canSeeAdminDashboard ? (
            <SidebarLink
              item={{ label: 'Admin Dashboard', to: paths.admin, icon: LayoutDashboardIcon, isExact: true }}
              hasAccess={hasAccess}
              onNavigate={onNavigate}
            />
          ) : null}
        </SidebarSection>
      ) : null}
    </nav>
  );
}
