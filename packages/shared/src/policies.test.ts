import { describe, expect, it } from 'vitest';
import {
  actions,
  can,
  eventHosts,
  forbiddenMessage,
  isManagedByTeam,
  type PolicyViewer,
  receivesWeeklyDigest,
  scopeFor,
} from './policies.ts';
import { roles } from './roles.ts';

const organizationA = '00000000-0000-4000-8000-00000000000a';
const organizationB = '00000000-0000-4000-8000-00000000000b';
const viewer = (overrides: Partial<PolicyViewer>): PolicyViewer => ({
  userId: 'user-1',
  role: 'team_member',
  isGuru: false,
  organizationId: organizationA,
  ...overrides,
});

const superadmin = viewer({ role: 'superadmin', organizationId: null });
const agentOfA = viewer({ role: 'agent' });
const member = viewer({});
const support = viewer({ role: 'support', organizationId: null });
const guru = viewer({ isGuru: true, userId: 'guru-user' });

describe('policies', () => {
  it('lets a superadmin do everything, with any resource', () => {
    for (const action of actions) {
      expect(can(superadmin, action), action).toBe(true);
      expect(can(superadmin, action, { organizationId: organizationB, ownerId: 'someone' }), action).toBe(
        true,
      );
    }
  });

  it('refuses everything to nobody', () => {
    for (const action of actions) expect(can(null, action), action).toBe(false);
  });

  it('keeps the admin areas to superadmins', () => {
    for (const action of [
      'admin.access',
      'org.manage',
      'content.manage',
      'article.manage',
      'event.manage',
    ] as const) {
      for (const other of [agentOfA, member, support, guru])
        expect(can(other, action), `${other.role} ${action}`).toBe(false);
    }
    expect(forbiddenMessage('admin.access')).toBe(
      'You do not have permission to access the Admin Dashboard.',
    );
    expect(forbiddenMessage('event.manage')).toBe('You do not have permission to access this page.');
  });

  it('keeps Article Magic and imports (paid AI calls, writes from outside) to superadmins: support too is refused (issue 38)', () => {
    for (const action of ['ai.enhance', 'import.run'] as const) {
      expect(can(support, action), action).toBe(false);
      expect(can(support, action, { organizationId: null, ownerId: support.userId }), action).toBe(false);
      expect(scopeFor(support, action), action).toEqual({ rows: 'none' });
      for (const other of [agentOfA, member, guru]) {
        expect(can(other, action), `${other.role} ${action}`).toBe(false);
      }
      expect(can(superadmin, action), action).toBe(true);
      expect(forbiddenMessage(action)).toBe('You do not have permission to access this page.');
    }
  });

  it("lets only the organization's agent subscribe and manage its subscription", () => {
    expect(can(agentOfA, 'billing.manage')).toBe(true);
    expect(can(agentOfA, 'billing.manage', { organizationId: organizationB })).toBe(false);
    for (const other of [member, support, guru]) expect(can(other, 'billing.manage'), other.role).toBe(false);
    expect(forbiddenMessage('billing.manage')).toBe(
      "Only your agency's agent can subscribe or manage the subscription.",
    );
  });

  it('lets an agent manage the team and read calls of their own organization only', () => {
    for (const action of ['team.view', 'team.manage', 'call.view', 'call.update'] as const) {
      expect(can(agentOfA, action), action).toBe(true);
      expect(can(agentOfA, action, { organizationId: organizationA }), action).toBe(true);
      expect(can(agentOfA, action, { organizationId: organizationB }), action).toBe(false);
      expect(can(agentOfA, action, { organizationId: null }), action).toBe(false);
      expect(can(member, action), action).toBe(false);
      expect(can(support, action), action).toBe(false);
    }
    expect(can(viewer({ role: 'agent', organizationId: null }), 'team.view')).toBe(false);
  });

  it("shows an agent their organization's analytics only, and the business view to superadmins (issue 27)", () => {
    expect(can(agentOfA, 'analytics.view')).toBe(true);
    expect(can(agentOfA, 'analytics.view', { organizationId: organizationB })).toBe(false);
    expect(scopeFor(agentOfA, 'analytics.view')).toEqual({
      rows: 'organization',
      organizationId: organizationA,
    });
    expect(scopeFor(superadmin, 'analytics.view')).toEqual({ rows: 'all' });
    expect(can(agentOfA, 'analytics.business')).toBe(false);
    for (const other of [member, support, guru]) {
      expect(can(other, 'analytics.view'), other.role).toBe(false);
      expect(can(other, 'analytics.business'), other.role).toBe(false);
      expect(scopeFor(other, 'analytics.view'), other.role).toEqual({ rows: 'none' });
    }
    expect(forbiddenMessage('analytics.view')).toBe('You do not have permission to access this page.');
    expect(forbiddenMessage('analytics.business')).toBe('You do not have permission to access this page.');
  });

  it('sends the weekly team digest to agents of an organization only (decision 032)', () => {
    expect(receivesWeeklyDigest(agentOfA)).toBe(true);
    expect(receivesWeeklyDigest(viewer({ role: 'agent', organizationId: null }))).toBe(false);
    for (const other of [member, support, guru, superadmin]) {
      expect(receivesWeeklyDigest(other), other.role).toBe(false);
    }
    expect(receivesWeeklyDigest(null)).toBe(false);
  });

  it('keeps setting a password directly and the guru flag to superadmins (decision 022)', () => {
    for (const action of ['team.setPassword', 'team.grantGuru'] as const) {
      for (const other of [agentOfA, member, support, guru]) {
        expect(can(other, action), `${other.role} ${action}`).toBe(false);
        expect(can(other, action, { organizationId: organizationA }), `${other.role} ${action}`).toBe(false);
      }
      expect(can(superadmin, action, { organizationId: organizationB }), action).toBe(true);
    }
  });

  it("manages an organization's people in Team Management, never superadmin or support accounts", () => {
    expect(isManagedByTeam({ role: 'agent' })).toBe(true);
    expect(isManagedByTeam({ role: 'team_member' })).toBe(true);
    expect(isManagedByTeam({ role: 'superadmin' })).toBe(false);
    expect(isManagedByTeam({ role: 'support' })).toBe(false);
  });

  it('lets support answer conversations and tickets, and members only their own', () => {
    expect(can(support, 'conversation.answer')).toBe(true);
    expect(can(support, 'ticket.answer')).toBe(true);
    expect(can(member, 'conversation.answer')).toBe(false);
    // The live stream of every member's events: the same team, no agent, member or guru.
    expect(can(support, 'realtime.everyMember')).toBe(true);
    for (const other of [agentOfA, member, guru])
      expect(can(other, 'realtime.everyMember'), `${other.role} ${other.isGuru}`).toBe(false);
    expect(can(agentOfA, 'ticket.answer')).toBe(false);
    expect(can(member, 'ticket.reply', { ownerId: member.userId })).toBe(true);
    expect(can(member, 'ticket.reply', { ownerId: 'someone-else' })).toBe(false);
    expect(can(support, 'ticket.reply', { ownerId: 'someone-else' })).toBe(true);
    expect(can(member, 'call.cancel', { ownerId: 'someone-else' })).toBe(false);
  });

  it('lets a background job be read by the person who started it (and superadmins), nobody else', () => {
    expect(can(member, 'job.view', { ownerId: member.userId })).toBe(true);
    expect(can(member, 'job.view', { ownerId: 'someone-else' })).toBe(false);
    expect(can(support, 'job.view', { ownerId: 'someone-else' })).toBe(false);
    expect(can(member, 'job.view', { ownerId: null })).toBe(false);
    expect(can(superadmin, 'job.view', { ownerId: 'someone-else' })).toBe(true);
  });

  it('lets a guru edit only the articles of their own guru record', () => {
    expect(can(guru, 'article.create')).toBe(true);
    expect(can(member, 'article.create')).toBe(false);
    expect(forbiddenMessage('article.create')).toBe('You do not have guru privileges to create content.');
    expect(can(guru, 'article.edit', { guruUserId: 'guru-user' })).toBe(true);
    expect(can(guru, 'article.edit', { guruUserId: 'other-guru-user' })).toBe(false);
    expect(can(guru, 'article.edit', { guruUserId: null })).toBe(false);
    expect(can(member, 'article.edit', { guruUserId: member.userId })).toBe(false);
    expect(forbiddenMessage('article.edit')).toBe('You do not have permission to edit this article.');
  });

  it('lets gurus and superadmins upload files, and nobody else (issue 23)', () => {
    expect(can(guru, 'upload.create')).toBe(true);
    expect(can(viewer({ role: 'superadmin' }), 'upload.create')).toBe(true);
    for (const other of [agentOfA, member, support])
      expect(can(other, 'upload.create'), other.role).toBe(false);
  });

  it('shows agents_only articles to agents, support and superadmins only', () => {
    const agentsOnly = { visibilityScope: 'agents_only' } as const;
    expect(can(agentOfA, 'article.read', agentsOnly)).toBe(true);
    expect(can(support, 'article.read', agentsOnly)).toBe(true);
    expect(can(member, 'article.read', agentsOnly)).toBe(false);
    expect(can(guru, 'article.read', agentsOnly)).toBe(false);
    expect(can(member, 'article.read', { visibilityScope: 'all' })).toBe(true);
  });

  it('keeps drafts to the guru who writes them and superadmins', () => {
    const draft = { visibilityScope: 'all', isPublished: false, guruUserId: guru.userId } as const;
    expect(can(member, 'article.read', draft)).toBe(false);
    expect(can(agentOfA, 'article.read', draft)).toBe(false);
    expect(can(support, 'article.read', draft)).toBe(false);
    expect(can(guru, 'article.read', draft)).toBe(true);
    expect(can(viewer({ isGuru: true, userId: 'other-guru' }), 'article.read', draft)).toBe(false);
    expect(can(superadmin, 'article.read', draft)).toBe(true);
    expect(can(guru, 'article.read', { ...draft, visibilityScope: 'agents_only' })).toBe(false);
    expect(can(member, 'article.read', { isPublished: true, guruUserId: null })).toBe(true);
  });

  it('lets a document be opened by whoever may read an article naming it, and by its uploader (decision 040)', () => {
    const published = { isPublished: true, visibilityScope: 'all', guruUserId: null } as const;
    const agentsOnly = { ...published, visibilityScope: 'agents_only' } as const;
    const guruDraft = { isPublished: false, visibilityScope: 'all', guruUserId: guru.userId } as const;
    // Any member may ever open documents: which ones is the object-level answer below.
    for (const other of [agentOfA, member, support, guru])
      expect(can(other, 'document.read'), other.role).toBe(true);

    // Named by a published article: every member.
    for (const other of [agentOfA, member, support, guru])
      expect(can(other, 'document.read', { namedBy: [published] }), other.role).toBe(true);
    // Named by an agents_only article only: agents, support and superadmins.
    expect(can(agentOfA, 'document.read', { namedBy: [agentsOnly] })).toBe(true);
    expect(can(support, 'document.read', { namedBy: [agentsOnly] })).toBe(true);
    expect(can(member, 'document.read', { namedBy: [agentsOnly] })).toBe(false);
    expect(can(guru, 'document.read', { namedBy: [agentsOnly] })).toBe(false);
    // One readable article among several is enough.
    expect(can(member, 'document.read', { namedBy: [agentsOnly, guruDraft, published] })).toBe(true);
    // Named by a draft only: the guru who writes it (their preview) and superadmins.
    expect(can(guru, 'document.read', { namedBy: [guruDraft] })).toBe(true);
    expect(can(superadmin, 'document.read', { namedBy: [guruDraft] })).toBe(true);
    for (const other of [agentOfA, member, support, viewer({ isGuru: true, userId: 'other-guru' })])
      expect(can(other, 'document.read', { namedBy: [guruDraft] }), other.userId).toBe(false);
    // Named by nothing: its uploader (the article form, before saving) and superadmins only.
    expect(can(guru, 'document.read', { namedBy: [], ownerId: guru.userId })).toBe(true);
    expect(can(superadmin, 'document.read', { namedBy: [], ownerId: null })).toBe(true);
    for (const other of [agentOfA, member, support, guru]) {
      expect(can(other, 'document.read', { namedBy: [], ownerId: null }), other.role).toBe(false);
      expect(can(other, 'document.read', { namedBy: [], ownerId: 'someone-else' }), other.role).toBe(false);
      expect(can(other, 'document.read', {}), other.role).toBe(false);
    }
  });

  it('lets the team behind Pillars and gurus host events, and nobody else', () => {
    expect(can(support, 'event.host')).toBe(true);
    expect(can(guru, 'event.host')).toBe(true);
    expect(can(superadmin, 'event.host')).toBe(true);
    for (const other of [agentOfA, member, viewer({ role: 'agent', isGuru: false })])
      expect(can(other, 'event.host'), other.role).toBe(false);
    // An agent who is also a guru hosts as a guru.
    expect(can(viewer({ role: 'agent', isGuru: true }), 'event.host')).toBe(true);
    // The definition the SQL is built from says the same, role by role.
    expect(eventHosts).toEqual({ roles: ['superadmin', 'support'], gurus: true });
    for (const role of roles) {
      expect(can(viewer({ role, isGuru: false }), 'event.host'), role).toBe(
        (eventHosts.roles as readonly string[]).includes(role),
      );
      expect(can(viewer({ role, isGuru: true }), 'event.host'), `${role} guru`).toBe(true);
    }
  });

  it("gives the gurus' own articles section to those who write their own articles only", () => {
    // The sidebar's Content Creation link: a guru's scope is their own articles; a
    // superadmin's (guru or not) every article, through the admin screen.
    expect(scopeFor(guru, 'article.create')).toEqual({ rows: 'own', userId: guru.userId });
    expect(scopeFor(superadmin, 'article.create')).toEqual({ rows: 'all' });
    expect(scopeFor({ ...superadmin, isGuru: true }, 'article.create')).toEqual({ rows: 'all' });
    for (const other of [agentOfA, member, support])
      expect(scopeFor(other, 'article.create'), other.role).toEqual({ rows: 'none' });
  });

  it("lets every member ask the library; a conversation is its asker's; the team's page is superadmins'", () => {
    for (const someone of [member, guru, agentOfA, support, superadmin])
      expect(can(someone, 'ask.question')).toBe(true);
    expect(can(member, 'ask.own', { ownerId: member.userId })).toBe(true);
    expect(can(member, 'ask.own', { ownerId: 'someone-else' })).toBe(false);
    expect(can(support, 'ask.own', { ownerId: 'someone-else' })).toBe(false);
    for (const other of [member, guru, agentOfA, support])
      expect(can(other, 'ask.manage'), other.role).toBe(false);
    expect(can(superadmin, 'ask.manage')).toBe(true);
  });

  describe('scopeFor: the rows a viewer may list', () => {
    const agentWithoutOrganization = viewer({ role: 'agent', organizationId: null });

    it('gives a superadmin every row of every action, and nobody nothing', () => {
      for (const action of actions) {
        expect(scopeFor(superadmin, action), action).toEqual({ rows: 'all' });
        expect(scopeFor(null, action), action).toEqual({ rows: 'none' });
      }
    });

    it("gives an agent their own organization's team, calls and audit rows, whatever they ask", () => {
      for (const action of ['team.view', 'team.manage', 'call.view', 'audit.view'] as const) {
        expect(scopeFor(agentOfA, action), action).toEqual({
          rows: 'organization',
          organizationId: organizationA,
        });
        for (const other of [member, support, guru, agentWithoutOrganization])
          expect(scopeFor(other, action), `${other.role} ${action}`).toEqual({ rows: 'none' });
      }
    });

    it('gives the live stream of every member to support only; others their own', () => {
      expect(scopeFor(support, 'realtime.everyMember')).toEqual({ rows: 'all' });
      for (const other of [agentOfA, member, guru, agentWithoutOrganization])
        expect(scopeFor(other, 'realtime.everyMember'), other.role).toEqual({ rows: 'none' });
      expect(scopeFor(member, 'ticket.reply')).toEqual({ rows: 'own', userId: member.userId });
      expect(scopeFor(support, 'ticket.reply')).toEqual({ rows: 'all' });
    });

    it('keeps the admin areas to superadmins in lists too', () => {
      for (const action of ['org.manage', 'content.manage', 'event.manage', 'registration.view'] as const)
        for (const other of [agentOfA, member, support, guru])
          expect(scopeFor(other, action), `${other.role} ${action}`).toEqual({ rows: 'none' });
    });

    it('agrees with can(): a viewer with rows to list may act, and one with none may not', () => {
      for (const action of actions)
        for (const other of [agentOfA, member, support, guru, agentWithoutOrganization]) {
          const scope = scopeFor(other, action);
          if (scope.rows === 'none') expect(can(other, action), `${other.role} ${action}`).toBe(false);
          else expect(can(other, action), `${other.role} ${action}`).toBe(true);
        }
    });
  });
});
