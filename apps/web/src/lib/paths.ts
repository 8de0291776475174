import { billingPagePaths } from '@pillars/shared/billing/messages';
import { memberPageRoutes } from '@pillars/shared/member-pages';
import { planPagePaths } from '@pillars/shared/plans/messages';

/** The lesson viewer's query parameter for the selected lesson. */
export const lessonSearchParam = 'lesson';

/**
 * Every page URL of the app, in one place. Pages and links build URLs only from here;
 * the router declares the matching patterns.
 */
export const paths = {
  home: memberPageRoutes.home,
  pillars: memberPageRoutes.pillars,
  pillar: (pillarSlug: string) => `/pillars-of-agency/${encodeURIComponent(pillarSlug)}`,
  /** The lesson viewer; `lessonId` selects the lesson (`?lesson=<id>`) so a link opens it. */
  keyElement: (pillarSlug: string, elementSlug: string, lessonId?: string) => {
    const path = `/pillars-of-agency/${encodeURIComponent(pillarSlug)}/${encodeURIComponent(elementSlug)}`;
    return lessonId ? `${path}?${lessonSearchParam}=${encodeURIComponent(lessonId)}` : path;
  },
  resources: '/resources',
  resource: (slug: string) => `/resources/${encodeURIComponent(slug)}`,
  /** The resources list filtered to one guru's articles (the guru page's 'view all'). */
  guruResources: (guruSlug: string) => `/resources?${new URLSearchParams({ guru: guruSlug })}`,
  chatbot: '/chatbot',
  bookCall: '/book-call',
  messages: '/messages',
  events: '/events',
  event: (id: string) => `/events/${encodeURIComponent(id)}`,
  gurus: '/gurus',
  guru: (slug: string) => `/gurus/${encodeURIComponent(slug)}`,
  guruArticles: '/gurus/articles',
  guruArticleCreate: '/gurus/article/create',
  guruArticleEdit: (articleId: string) => `/gurus/article/${encodeURIComponent(articleId)}/edit`,
  support: '/support',
  /** Ask the Library (issue 41); `question` fills the box, `conversation` opens a past one. */
  ask: '/ask',
  askConversation: (conversationId: string) =>
    `/ask?${new URLSearchParams({ conversation: conversationId })}`,
  /** The new-ticket form with its message filled in ("Ask our team"). */
  supportNewTicket: (message: string) => `/support?${new URLSearchParams({ newTicket: message })}`,
  subscription: '/subscription',
  /**
   * The subscription page with a plan chosen on /pricing (issue 58): `start` begins its
   * checkout at once (after sign-up), `trial` with the plan's free trial.
   */
  subscriptionWithPlan: (choice: {
    plan: string;
    interval: 'month' | 'year';
    trial: boolean;
    start?: boolean;
  }) =>
    `/subscription?${new URLSearchParams({
      plan: choice.plan,
      interval: choice.interval,
      ...(choice.trial ? { trial: '1' } : {}),
      ...(choice.start ? { start: '1' } : {}),
    })}`,
  /** The name for /subscription (upgrades and downgrades): it leads there. */
  billing: '/billing',
  /** The public pricing page (issue 58): plans side by side, no sign-in. */
  pricing: planPagePaths.pricing,
  /** Sign-up carrying the plan chosen on /pricing through to its checkout. */
  registerWithPlan: (choice: { plan: string; interval: 'month' | 'year'; trial: boolean }) =>
    `/auth/register?${new URLSearchParams({
      plan: choice.plan,
      interval: choice.interval,
      ...(choice.trial ? { trial: '1' } : {}),
    })}`,
  subscriptionSuccess: billingPagePaths.success,
  /** The built-in payments provider's pages (test mode): the server hands out these URLs. */
  testCheckout: billingPagePaths.testCheckout,
  testPortal: billingPagePaths.testPortal,
  settings: '/settings',
  /** The team's learning (agents) and the business (superadmins), issue 27. */
  analytics: '/analytics',
  admin: '/admin',
  adminTeam: '/admin/team',
  /** Learning Plans (issue 40): the team's assignments (agents, superadmins). */
  adminTeamPlans: '/admin/team/plans',
  /** The member's own assignments (issue 40). */
  myPlan: '/my-plan',
  /** The Community (issue 42): discussions across organizations, and a thread. */
  community: '/community',
  /** The member directory (issue 42): opt-in, searched and filtered; a member's page. */
  members: '/members',
  member: (userId: string) => `/members/${encodeURIComponent(userId)}`,
  communityThread: (postId: string) => `/community/posts/${encodeURIComponent(postId)}`,
  /** Moderation (staff) and the categories (superadmins). */
  adminCommunity: '/admin/community',
  adminCommunityCategories: '/admin/community/categories',
  /** The member's certificates (issue 43), and one certificate's public page (no sign-in). */
  certificates: '/certificates',
  certificate: (certificateId: string) => `/certificates/${encodeURIComponent(certificateId)}`,
  /** Every certificate, revoke and restore, the per-pillar switches (superadmins). */
  adminCertificates: '/admin/certificates',
  adminCalls: '/admin/calls',
  adminInbox: '/admin/inbox',
  adminTickets: '/admin/tickets',
  adminSupport: '/admin/support',
  /** The audit trail (issue 22): superadmins and agents. */
  adminAudit: '/admin/audit',
  /** Plans and coupons (issue 58): superadmins. */
  adminPlans: planPagePaths.adminPlans,
  adminCoupons: planPagePaths.adminCoupons,
  /** Announcements (issue 60): superadmins write them; members read theirs; an e-mail's unsubscribe page. */
  adminAnnouncements: '/admin/announcements',
  announcements: '/announcements',
  announcementsUnsubscribe: '/announcements/unsubscribe',
  // The admin tools of spec 02 (issue 14).
  adminOrganizations: '/admin/organizations',
  adminPillars: '/admin/pillars',
  /** Quiz statistics (issue 57). */
  adminQuizzes: '/admin/quizzes',
  adminKeyElements: (pillarId: string) => `/admin/pillars/${encodeURIComponent(pillarId)}/elements`,
  adminLessons: (pillarId: string, elementId: string) =>
    `/admin/pillars/${encodeURIComponent(pillarId)}/elements/${encodeURIComponent(elementId)}/lessons`,
  adminArticles: '/admin/articles',
  adminArticleCreate: '/admin/articles/create',
  adminArticleEdit: (articleId: string) => `/admin/articles/${encodeURIComponent(articleId)}/edit`,
  adminEvents: '/admin/events',
  adminEventCreate: '/admin/events/create',
  adminEventEdit: (id: string) => `/admin/events/${encodeURIComponent(id)}/edit`,
  adminEventRegistrations: (id: string) => `/admin/events/${encodeURIComponent(id)}/registrations`,
  adminBubbleImport: '/admin/bubble-import',
  adminArticleMagic: '/admin/article-magic',
  adminAsk: '/admin/ask',
  /** Points per action, level thresholds, Recalculate (issue 59). */
  adminEngagement: '/admin/engagement',
  /** The admin article form with a working title ("Write an article" on /admin/ask). */
  adminArticleCreateTitled: (title: string) => `/admin/articles/create?${new URLSearchParams({ title })}`,
  login: (redirectTo?: string) => {
    const target = redirectTo ? safeRedirectPath(redirectTo) : paths.home;
    return target === paths.home ? '/auth/login' : `/auth/login?redirectTo=${encodeURIComponent(target)}`;
  },
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  /** The invitation e-mail links here with `#token=...` (decision 022). */
  acceptInvitation: '/auth/accept-invitation',
  /** Staff (and a team that requires it) set up a second factor here before anything else (issue 44). */
  twoFactorSetup: '/auth/two-factor-setup',
} as const;

const sameSiteBase = 'http://same-site.invalid';

/**
 * The `redirectTo` of the login page, made safe: only a path on this site. The value is
 * normalised first, as the router and the browser will read it ('/./', '/../', '\\' as '/'),
 * and the result is checked: one leading '/', never '//' (another host to a browser, and an
 * error to the router), no control characters. Anything else becomes '/'.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value?.startsWith('/')) return paths.home;
  // Browsers drop tabs and newlines inside URLs, so '/\t/evil.example' would become '//evil.example'.
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return paths.home;
  }
  let url: URL;
  try {
    url = new URL(value, sameSiteBase);
  } catch {
    return paths.home;
  }
  if (url.origin !== sameSiteBase) return paths.home;
  // '/.//evil.example' normalises to '//evil.example': checked after normalising, not before.
  if (url.pathname.startsWith('//')) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Whether a path is the subscription page or one below it (reachable without access). */
export function isSubscriptionPath(pathname: string): boolean {
  return pathname === paths.subscription || pathname.startsWith(`${paths.subscription}/`);
}

/** Whether a path belongs to the sign-in screens (split-screen layout, no guard). */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}
