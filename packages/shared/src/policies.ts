import type { Role } from './roles.ts';

/**
 * The one policy module (spec 02 section 6, with the server as the judge). The server
 * checks `can(viewer, action, resource?)` on every route that names an action, and again
 * with the loaded row where the route has one; the web asks the same function only to
 * hide what the server would refuse.
 *
 * Without a resource, `can` answers "may this viewer ever do this?" (an agent may view
 * calls: those of their own organization). With a resource, it answers for that row.
 */
export interface PolicyViewer {
  userId: string;
  role: Role;
  isGuru: boolean;
  organizationId: string | null;
  /**
   * The plan of the viewer's organization's current subscription (issue 58), for content
   * offered on some plans only; null or absent: none.
   */
  planId?: string | null;
  /** The organization has free access: every plan's content is open to it. */
  hasEveryPlan?: boolean;
}

/** What a policy may need to know of a row; a loader fills in what the action reads. */
export interface PolicyResource {
  /** The user who owns the row (a call's member, a comment's author, a ticket's member). */
  ownerId?: string | null;
  /** The organization the row belongs to (a team member, a call's member's organization). */
  organizationId?: string | null;
  /** The user behind the article's guru record (`gurus.user_id` of `articles.guru_id`). */
  guruUserId?: string | null;
  /** An article's `visibility_scope`. */
  visibilityScope?: 'all' | 'agents_only';
  /** An article's `is_published`: drafts are for their guru and superadmins only. */
  isPublished?: boolean;
  /**
   * A document's (an uploaded PDF or slides, a shipped demo file): the articles whose
   * `document_url` names it, each as `article.read` sees it (decision 040).
   */
  namedBy?: readonly PolicyResource[];
  /** A pillar's or an event's plans (issue 58); empty or absent: every plan. */
  planIds?: readonly string[];
}

export const forbiddenMessages = {
  page: 'You do not have permission to access this page.',
  adminDashboard: 'You do not have permission to access the Admin Dashboard.',
  editArticle: 'You do not have permission to edit this article.',
  guruPrivileges: 'You do not have guru privileges to create content.',
  billing: "Only your agency's agent can subscribe or manage the subscription.",
} as const;

type Allows = (viewer: PolicyViewer, resource: PolicyResource | undefined) => boolean;

/**
 * The rows of a list a viewer may see for an action (`scopeFor`): every row, one
 * organization's, their own, or none. Services turn it into their `where` (a superadmin is
 * always `all`); the web uses it to know whether to offer an organization filter.
 */
export type RowScope =
  | { rows: 'all' }
  | { rows: 'organization'; organizationId: string }
  | { rows: 'own'; userId: string }
  | { rows: 'none' };

const allRows: RowScope = { rows: 'all' };
const noRows: RowScope = { rows: 'none' };

/** Who may act (`allows`) and, for lists, on which rows (`scope`): one rule, both answers. */
interface Rule {
  allows: Allows;
  scope: (viewer: PolicyViewer) => RowScope;
}

const nobodyButSuperadmin: Rule = { allows: () => false, scope: () => noRows };
const everyMember: Rule = { allows: () => true, scope: () => allRows };
/** The team behind Pillars that answers members (support; superadmins as everywhere). */
const staff: Rule = {
  allows: (viewer) => viewer.role === 'support',
  scope: (viewer) => (viewer.role === 'support' ? allRows : noRows),
};
/** The viewer's own row, or (without a row) anyone who may own one. */
const ownsIt: Rule = {
  allows: (viewer, resource) => resource === undefined || resource.ownerId === viewer.userId,
  scope: (viewer) => ({ rows: 'own', userId: viewer.userId }),
};
/**
 * The role that runs an organization (its team, calls, subscription): the agent. Exported for
 * the SQL that finds who that is (billing's "ask your agent"), so it is the policy's own answer.
 */
export const organizationManagerRole = 'agent' as const satisfies Role;

/**
 * The team behind Pillars: their accounts are not an organization's people. Team Management
 * lists them but changes neither their role nor their account, whoever asks, superadmins
 * included (`isManagedByTeam`).
 */
const staffRoles = ['superadmin', 'support'] as const satisfies readonly Role[];

/**
 * Whether Team Management may change this person's role or delete them: agents and team
 * members, never a superadmin or support account. A rule on the person acted on, not on the
 * viewer, so `can` (where a superadmin may do everything) does not answer it; the server
 * refuses with `staffNotManaged` and the web hides the role choice and Delete with it.
 */
export function isManagedByTeam(person: { role: Role }): boolean {
  return !(staffRoles as readonly Role[]).includes(person.role);
}

/** Agents act on their own organization's rows only, whatever ids they send. */
const agentOfItsOrganization: Rule = {
  allows: (viewer, resource) =>
    viewer.role === organizationManagerRole &&
    viewer.organizationId !== null &&
    (resource === undefined || resource.organizationId === viewer.organizationId),
  scope: (viewer) =>
    viewer.role === organizationManagerRole && viewer.organizationId !== null
      ? { rows: 'organization', organizationId: viewer.organizationId }
      : noRows,
};
/**
 * Who may host an event (spec 02): the team behind Pillars and gurus. The one definition:
 * the 'event.host' policy reads it, and the admin events service builds its SQL from it
 * (the host list and the check of a chosen host), so the two cannot disagree.
 */
export const eventHosts = { roles: ['superadmin', 'support'], gurus: true } as const satisfies {
  roles: readonly Role[];
  gurus: boolean;
};
const isEventHost = (viewer: PolicyViewer) =>
  (eventHosts.roles as readonly Role[]).includes(viewer.role) || (eventHosts.gurus && viewer.isGuru);
const eventHost: Rule = {
  allows: (viewer) => isEventHost(viewer),
  // A host's rows are the events they host.
  scope: (viewer) => (isEventHost(viewer) ? { rows: 'own', userId: viewer.userId } : noRows),
};

/** Staff, or the row's owner (a ticket's member replies, support answers). */
const staffOrOwner: Rule = {
  allows: (viewer, resource) => staff.allows(viewer, resource) || ownsIt.allows(viewer, resource),
  scope: (viewer) => (viewer.role === 'support' ? allRows : ownsIt.scope(viewer)),
};

/**
 * Reading an article (`article.read`): published 'all' ones for everyone; 'agents_only' for
 * agents and the team behind Pillars; a draft only for the guru who writes it (its preview)
 * and superadmins. A rule of its own because `document.read` asks it of each naming article.
 */
const articleRead: Rule = {
  scope: everyMember.scope,
  allows: (viewer, resource) =>
    (resource?.isPublished !== false ||
      (viewer.isGuru && resource.guruUserId != null && resource.guruUserId === viewer.userId)) &&
    (resource?.visibilityScope !== 'agents_only' || viewer.role === 'agent' || viewer.role === 'support'),
};

/**
 * Opening a pillar's or an event's content (`content.open`, issue 58): content offered on some
 * plans only opens for an organization on one of them, with free access, or for the team
 * behind Pillars. Listing it is everyone's (the item shows with Upgrade to open).
 */
const contentOpen: Rule = {
  scope: everyMember.scope,
  allows: (viewer, resource) =>
    !resource?.planIds?.length ||
    opensEveryPlan(viewer) ||
    (viewer.planId != null && resource.planIds.includes(viewer.planId)),
};

/**
 * Whether every plan's content opens for the viewer (`content.open` on any item): the team
 * behind Pillars, and an organization with free access. Retrieval over many items (Ask the
 * Library) filters by the viewer's plan only when this is false.
 */
export function opensEveryPlan(viewer: PolicyViewer): boolean {
  return viewer.role === 'superadmin' || viewer.role === 'support' || viewer.hasEveryPlan === true;
}

interface Policy extends Rule {
  /** The FORBIDDEN text the area uses (spec 02 section 8). */
  message: string;
}

const policies = {
  // Admin areas (spec 02 section 6): superadmin only.
  'admin.access': { ...nobodyButSuperadmin, message: forbiddenMessages.adminDashboard },
  'org.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.adminDashboard },
  'content.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  'article.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  'event.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  'registration.view': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // Being chosen as an event's host (not an endpoint's action: the admin picks the host).
  'event.host': { ...eventHost, message: forbiddenMessages.page },
  'import.run': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // A background job (GET /api/jobs/:id, its live events): the person who started it.
  'job.view': { ...ownsIt, message: forbiddenMessages.page },
  'ai.enhance': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  'support.configure': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // Ask the Library's page for the team (/admin/ask): index status, tokens, unanswered questions.
  'ask.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // Uploading images and documents (POST /api/uploads): superadmins, and gurus (their article
  // form's and their profile's Upload buttons, issue 23).
  'upload.create': {
    allows: (viewer) => viewer.isGuru,
    scope: (viewer) => (viewer.isGuru ? { rows: 'own', userId: viewer.userId } : noRows),
    message: forbiddenMessages.page,
  },

  // Team management and scheduled calls: agents within their own organization.
  'team.view': { ...agentOfItsOrganization, message: forbiddenMessages.page },
  'team.manage': { ...agentOfItsOrganization, message: forbiddenMessages.page },
  // Beside team.manage, superadmins only (decision 022): setting someone's password directly
  // instead of inviting them, and the guru flag (its guru record publishes under Gurus).
  'team.setPassword': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // Removing someone's second factor (issue 44): superadmins only, audited.
  'twoFactor.reset': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  'team.grantGuru': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  'call.view': { ...agentOfItsOrganization, message: forbiddenMessages.page },
  'call.update': { ...agentOfItsOrganization, message: forbiddenMessages.page },
  // The audit trail: superadmins everything, an agent their organization's rows (team changes).
  'audit.view': { ...agentOfItsOrganization, message: forbiddenMessages.page },
  // Analytics (issue 27): an agent their organization's team view, whatever organization a
  // request names; superadmins any organization's, and the business view beside it.
  'analytics.view': { ...agentOfItsOrganization, message: forbiddenMessages.page },
  'analytics.business': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // Learning plans (issue 40): an agent assigns within their own organization, whatever
  // organization a request names; superadmins in any organization they name.
  'plan.assign': { ...agentOfItsOrganization, message: forbiddenMessages.page },
  // Certificates (issue 43): superadmins list, revoke, restore and switch them per pillar;
  // a member makes their own certificate private or public.
  'certificate.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  'certificate.own': { ...ownsIt, message: forbiddenMessages.page },
  // The organization pays (decision 004): its agent subscribes and manages, a team member asks them.
  'billing.manage': { ...agentOfItsOrganization, message: forbiddenMessages.billing },
  // Plans, prices and coupons (issue 58): superadmins.
  'plan.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // Points per action, level thresholds and Recalculate (issue 59): superadmins.
  'engagement.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // Announcements to many members (issue 60): superadmins write, schedule and send them.
  'announcement.manage': { ...nobodyButSuperadmin, message: forbiddenMessages.page },
  // A pillar's or an event's content offered on some plans only.
  'content.open': { ...contentOpen, message: forbiddenMessages.page },

  // Members' own things.
  'call.book': { ...everyMember, message: forbiddenMessages.page },
  'call.cancel': { ...ownsIt, message: forbiddenMessages.page },
  'conversation.post': { ...ownsIt, message: forbiddenMessages.page },
  'ticket.create': { ...everyMember, message: forbiddenMessages.page },
  'ticket.reply': { ...staffOrOwner, message: forbiddenMessages.page },
  // Ask the Library (issue 41): every member asks; a conversation and its answers are its asker's.
  'ask.question': { ...everyMember, message: forbiddenMessages.page },
  'ask.own': { ...ownsIt, message: forbiddenMessages.page },

  // The Community (issue 42): every member with access reads and writes, across
  // organizations; one edits only one's own words; one deletes one's own, staff anything
  // (moderation, audited); Mark as answer is the post's author's, staff's and gurus'.
  'community.read': { ...everyMember, message: forbiddenMessages.page },
  'community.post': { ...everyMember, message: forbiddenMessages.page },
  'community.edit': { ...ownsIt, message: forbiddenMessages.page },
  'community.delete': { ...staffOrOwner, message: forbiddenMessages.page },
  'community.markAnswer': {
    allows: (viewer, resource) => viewer.isGuru || staffOrOwner.allows(viewer, resource),
    scope: everyMember.scope,
    message: forbiddenMessages.page,
  },
  // Reports, hide, lock, pin, move, delete at /admin/community: support and superadmins.
  'community.moderate': { ...staff, message: forbiddenMessages.page },
  'community.manageCategories': { ...nobodyButSuperadmin, message: forbiddenMessages.page },

  // The team's inbox and ticket queue: support (and superadmins).
  'conversation.answer': { ...staff, message: forbiddenMessages.page },
  'ticket.answer': { ...staff, message: forbiddenMessages.page },
  // The live stream (GET /api/realtime) with every member's messages and tickets: the team
  // that answers them. Everyone else's stream carries their own conversation and tickets only.
  'realtime.everyMember': { ...staff, message: forbiddenMessages.page },

  // Articles: everyone reads published 'all' ones; 'agents_only' is for agents and the team
  // behind Pillars; a draft only for the guru who writes it (its preview) and superadmins.
  'article.read': { ...articleRead, message: forbiddenMessages.page },
  // A document (GET /uploads/<key>.pdf|.pptx, GET /documents/<name>, decision 040): for whoever
  // may read an article naming it (`article.read`, draft previews included), and for its
  // uploader (the article form shows the file before the article is saved). Nobody else: a
  // document that no readable article names does not exist for them.
  'document.read': {
    scope: everyMember.scope,
    allows: (viewer, resource) =>
      resource === undefined ||
      (resource.ownerId != null && resource.ownerId === viewer.userId) ||
      (resource.namedBy ?? []).some((article) => articleRead.allows(viewer, article)),
    message: forbiddenMessages.page,
  },
  // Guru content: gurus create, and edit only the articles of their own guru record.
  'article.create': {
    allows: (viewer) => viewer.isGuru,
    scope: (viewer) => (viewer.isGuru ? { rows: 'own', userId: viewer.userId } : noRows),
    message: forbiddenMessages.guruPrivileges,
  },
  'article.edit': {
    scope: (viewer) => (viewer.isGuru ? { rows: 'own', userId: viewer.userId } : noRows),
    allows: (viewer, resource) =>
      viewer.isGuru && (resource === undefined || resource.guruUserId === viewer.userId),
    message: forbiddenMessages.editArticle,
  },
} as const satisfies Record<string, Policy>;

export type Action = keyof typeof policies;
export const actions = Object.keys(policies) as Action[];

export function can(
  viewer: PolicyViewer | null | undefined,
  action: Action,
  resource?: PolicyResource,
): boolean {
  if (!viewer) return false;
  if (viewer.role === 'superadmin') return true;
  return (policies[action] as Policy).allows(viewer, resource);
}

/**
 * Which rows a viewer may list for an action: a superadmin every row, an agent their own
 * organization's (whatever organization a request names), a member their own, and `none`
 * for a viewer the action refuses. The one place a service learns its `where`.
 */
export function scopeFor(viewer: PolicyViewer | null | undefined, action: Action): RowScope {
  if (!viewer) return noRows;
  if (viewer.role === 'superadmin') return allRows;
  return (policies[action] as Policy).scope(viewer);
}

/** The text a refused viewer reads for this action. */
export function forbiddenMessage(action: Action): string {
  return policies[action].message;
}

/** The policy's view of a profile (`GET /api/me` on the web, the session read on the server). */
export function policyViewerOf(
  profile: {
    id: string;
    role: Role;
    isGuru: boolean;
    organizationId: string | null;
  },
  /** What `content.open` reads: the organization's free access and its subscription's plan. */
  access?: {
    organization: { hasFreeAccess: boolean } | null;
    subscription: { planId: string | null } | null;
  },
): PolicyViewer {
  return {
    userId: profile.id,
    role: profile.role,
    isGuru: profile.isGuru,
    organizationId: profile.organizationId,
    planId: access?.subscription?.planId ?? null,
    hasEveryPlan: access?.organization?.hasFreeAccess === true,
  };
}

/**
 * Who gets the weekly team digest e-mail (issue 27, decision 032): whoever reads exactly one
 * organization's team analytics, that is its agent (superadmins read every team and get
 * none). The scan's SQL selects `organizationManagerRole` with an organization: the same rule.
 * The web shows the digest's setting to these viewers only.
 */
export function receivesWeeklyDigest(viewer: PolicyViewer | null | undefined): boolean {
  return viewer != null && scopeFor(viewer, 'analytics.view').rows === 'organization';
}
