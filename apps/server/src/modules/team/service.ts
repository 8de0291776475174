import { createHash, randomBytes } from 'node:crypto';
import { canonicalTimeZone, type MeResponse } from '@pillars/shared/accounts/schemas';
import type { TeamAuditTargetType } from '@pillars/shared/audit/schemas';
import {
  type Action,
  can,
  forbiddenMessage,
  isManagedByTeam,
  type PolicyResource,
  scopeFor,
} from '@pillars/shared/policies';
import { slugify } from '@pillars/shared/slugify';
import {
  type AcceptInvitationBody,
  type CreateTeamMemberBody,
  type CreateTeamMemberResponse,
  type InvitationPreview,
  invitationLifetimeDays,
  type ListTeamMembersQuery,
  type TeamInvitation,
  type TeamMember,
  type TeamMembersResponse,
  teamMessages,
  teamPageSize,
  teamRoleLabels,
  type UpdateTeamMemberBody,
} from '@pillars/shared/team/schemas';
import { hashPassword } from 'better-auth/crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { organizations, profiles, teamInvitations, user } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { ServiceContext, ViewerContext } from '../../lib/service-context.ts';
import { giveTeamPlans } from '../learning-plans/service.ts';
import { insertUserRows } from '../accounts/service.ts';
import { type AuthClient, openSession } from '../accounts/sign-in-service.ts';
import { limitInvitationResend, limitNewInvitation } from './invitation-limits.ts';

/** The trail's target types of team changes: the ones an agent's audit trail shows. */
const teamTarget = { user: 'user', invitation: 'invitation' } as const satisfies Record<
  TeamAuditTargetType,
  TeamAuditTargetType
>;

export { teamMessages };

/*
 * Team Management (spec 02; issue 22). Every write runs in one transaction with its audit
 * row (organizationId: the team's organization, so an agent's audit view shows it). Who may
 * act on which row is the policy's ('team.manage' with the row's organization, checked by
 * the route's loadResource); what stays true whatever the policy allows is checked here:
 * nobody is raised above agent, nobody deletes themselves, and an organization keeps an
 * agent. Adding someone invites them (decision 022): the link's token is random, stored
 * only as its SHA-256, works once and for 7 days.
 */

/** `teamMemberColumns`: the profile, its e-mail, its organization's name (left-joined). */
interface TeamMemberRow
  extends Pick<
    SqlRow<typeof profiles>,
    'id' | 'first_name' | 'last_name' | 'phone' | 'avatar_url' | 'role' | 'is_guru' | 'organization_id'
  > {
  email: SqlRow<typeof user>['email'];
  organization_name: SqlRow<typeof organizations>['name'] | null;
  /** `count(*) over ()`, on the list's rows. */
  total?: number;
}

const teamMemberColumns = sql`
  p.id, p.first_name, p.last_name, u.email, p.phone, p.avatar_url, p.role, p.is_guru,
  p.organization_id, o.name as organization_name`;
const teamMemberFrom = sql`
  from profiles p
  join "user" u on u.id = p.id
  left join organizations o on o.id = p.organization_id`;

function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    role: row.role,
    isGuru: row.is_guru,
    organization:
      row.organization_id && row.organization_name !== null
        ? { id: row.organization_id, name: row.organization_name }
        : null,
  };
}

/** `invitationColumns`: the invitation, its organization's name, and whether it has expired. */
interface InvitationRow
  extends Pick<
    SqlRow<typeof teamInvitations>,
    | 'id'
    | 'email'
    | 'first_name'
    | 'last_name'
    | 'phone'
    | 'role'
    | 'is_guru'
    | 'organization_id'
    | 'created_at'
    | 'expires_at'
  > {
  organization_name: SqlRow<typeof organizations>['name'];
  is_expired: boolean;
}

const invitationColumns = sql`
  i.id, i.email, i.first_name, i.last_name, i.phone, i.role, i.is_guru, i.organization_id,
  o.name as organization_name, i.created_at, i.expires_at, i.expires_at <= now() as is_expired`;
const pendingInvitation = sql`i.accepted_at is null and i.revoked_at is null`;

function toInvitation(row: InvitationRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    role: row.role,
    isGuru: row.is_guru,
    organization: { id: row.organization_id, name: row.organization_name },
    invitedAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
    isExpired: row.is_expired,
  };
}

const refuse = (action: Action) => new AppError('FORBIDDEN', forbiddenMessage(action));

/**
 * The organization whose people the viewer sees: agents their own, whatever they ask for;
 * superadmins the one asked for, or everyone.
 */
function organizationScope(viewer: ViewerContext['viewer'], requested: string | undefined): string | null {
  if (requested !== undefined) {
    if (!can(viewer, 'team.view', { organizationId: requested })) throw refuse('team.view');
    return requested;
  }
  const scope = scopeFor(viewer, 'team.view');
  if (scope.rows === 'all') return null;
  if (scope.rows === 'organization') return scope.organizationId;
  throw refuse('team.view');
}

/**
 * One page of people, by name, with the total, and the pending invitations under the same
 * filters (two statements, whatever the size).
 */
export async function listTeamMembers(
  { db, viewer }: ViewerContext,
  query: ListTeamMembersQuery & { page: number },
): Promise<TeamMembersResponse> {
  const organizationId = organizationScope(viewer, query.organizationId);
  const filters: SQL[] = [];
  const invitationFilters: SQL[] = [pendingInvitation];
  if (organizationId !== null) {
    filters.push(sql`p.organization_id = ${organizationId}`);
    invitationFilters.push(sql`i.organization_id = ${organizationId}`);
  }
  if (query.role) {
    filters.push(sql`p.role = ${query.role}`);
    invitationFilters.push(sql`i.role = ${query.role}`);
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(
      sql`(concat_ws(' ', p.first_name, p.last_name) ilike ${pattern} or u.email ilike ${pattern})`,
    );
    invitationFilters.push(
      sql`(concat_ws(' ', i.first_name, i.last_name) ilike ${pattern} or i.email ilike ${pattern})`,
    );
  }
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const rows = await queryRows<TeamMemberRow>(
    db,
    sql`select ${teamMemberColumns}, count(*) over ()::int as total
          ${teamMemberFrom}
          ${where}
         order by p.first_name, p.last_name, p.id
         limit ${teamPageSize} offset ${(query.page - 1) * teamPageSize}`,
  );
  const invitations = await queryRows<InvitationRow>(
    db,
    sql`select ${invitationColumns}
          from team_invitations i join organizations o on o.id = i.organization_id
         where ${sql.join(invitationFilters, sql` and `)}
         order by i.created_at desc, i.id
         limit 200`,
  );
  const organizations =
    scopeFor(viewer, 'team.manage').rows === 'all'
      ? await queryRows<{ id: string; name: string }>(
          db,
          sql`select id, name from organizations order by name, id`,
        )
      : [];
  return {
    members: rows.map(toTeamMember),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: teamPageSize,
    invitations: invitations.map(toInvitation),
    organizations,
  };
}

/** What the team policy needs to know of a person: their organization. */
export async function loadTeamMemberResource(
  { db }: ViewerContext,
  userId: string,
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ organization_id: string | null }>(
    db,
    sql`select organization_id from profiles where id = ${userId}`,
  );
  return row ? { organizationId: row.organization_id } : null;
}

/** What the team policy needs to know of an invitation: its organization. */
export async function loadInvitationResource(
  { db }: ViewerContext,
  invitationId: string,
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ organization_id: string }>(
    db,
    sql`select organization_id from team_invitations where id = ${invitationId}`,
  );
  return row ? { organizationId: row.organization_id } : null;
}

async function readTeamMember(db: Executor, userId: string): Promise<TeamMember> {
  const [row] = await queryRows<TeamMemberRow>(
    db,
    sql`select ${teamMemberColumns} ${teamMemberFrom} where p.id = ${userId}`,
  );
  if (!row) throw notFound(teamMessages.memberNotFound);
  return toTeamMember(row);
}

export async function getTeamMember(
  { db }: ViewerContext,
  { userId }: { userId: string },
): Promise<TeamMember> {
  return readTeamMember(db, userId);
}

async function readInvitation(db: Executor, invitationId: string): Promise<TeamInvitation> {
  const [row] = await queryRows<InvitationRow>(
    db,
    sql`select ${invitationColumns}
          from team_invitations i join organizations o on o.id = i.organization_id
         where i.id = ${invitationId}`,
  );
  if (!row) throw notFound(teamMessages.invitationNotFound);
  return toInvitation(row);
}

/** The stored form of an invitation token: only this is kept, never the token. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A new link: 32 random bytes (base64url), its hash, and when it stops working. */
function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: invitationTokenHash(token) };
}

const invitationExpiry = sql`now() + make_interval(days => ${invitationLifetimeDays})`;

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', teamMessages.emailTaken, { email: teamMessages.emailTaken });

async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from "user" where email = ${email} limit 1`);
  return rows.length > 0;
}

/**
 * The invitation e-mail, queued in the caller's transaction (outbox + job). The token
 * travels in the link's hash so it never reaches server logs or Referer headers.
 */
async function sendInvitationMail(
  ctx: ViewerContext,
  tx: Executor,
  invitationId: string,
  token: string,
): Promise<void> {
  const [row] = await queryRows<{
    email: string;
    first_name: string;
    role: 'team_member' | 'agent';
    organization_name: string;
    inviter: string | null;
  }>(
    tx,
    sql`select i.email, i.first_name, i.role, o.name as organization_name,
               (select nullif(trim(concat_ws(' ', p.first_name, p.last_name)), '') from profiles p
                 where p.id = ${ctx.viewer.userId}) as inviter
          from team_invitations i join organizations o on o.id = i.organization_id
         where i.id = ${invitationId}`,
  );
  if (!row) throw notFound(teamMessages.invitationNotFound);
  const link = `${ctx.appUrl}/auth/accept-invitation#token=${encodeURIComponent(token)}`;
  const inviter = row.inviter ?? 'Your team';
  const as = teamRoleLabels[row.role].toLowerCase();
  const intro = `${inviter} invited you to join ${row.organization_name} on Pillars as a ${as}.`;
  const how = `Open this link to choose your password and sign in (it works once, for ${invitationLifetimeDays} days):`;
  await ctx.mailer.send(
    {
      to: row.email,
      subject: `You are invited to join ${row.organization_name} on Pillars`,
      text: `Hello ${row.first_name},\n\n${intro} ${how}\n\n${link}\n\nIf you did not expect this invitation, you can ignore this e-mail.`,
      html: `<p>Hello ${escapeHtml(row.first_name)},</p><p>${escapeHtml(intro)} ${escapeHtml(how)}</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>If you did not expect this invitation, you can ignore this e-mail.</p>`,
    },
    tx,
  );
}

/**
 * Gives a guru their guru record (the guru screens need one), linked to the user. It starts
 * inactive: it appears under Gurus once its profile is complete and it is switched on.
 */
async function ensureGuruRecord(tx: Executor, userId: string, name: string): Promise<void> {
  const slug = `${slugify(name) || 'guru'}-${userId.slice(0, 8)}`;
  await tx.execute(
    sql`insert into gurus (user_id, name, slug, is_active) values (${userId}, ${name}, ${slug}, false)
        on conflict (user_id) do nothing`,
  );
}

/** The organization a new person joins: the agent's own; the one a superadmin names. */
function organizationForNewMember(viewer: ViewerContext['viewer'], requested: string | undefined): string {
  const scope = scopeFor(viewer, 'team.manage');
  if (scope.rows === 'organization') return scope.organizationId;
  if (scope.rows !== 'all') throw refuse('team.manage');
  if (!requested) {
    throw validationFailed(teamMessages.organizationRequired, {
      organizationId: teamMessages.organizationRequired,
    });
  }
  return requested;
}

/**
 * Add User. Without a password: an invitation (one pending per address) and its e-mail.
 * With one (superadmins only): the account, at once. An address that already has an
 * account is refused either way.
 */
export async function createTeamMember(
  ctx: ViewerContext,
  body: CreateTeamMemberBody & {
    password: string;
    role: 'team_member' | 'agent';
    phone: string;
    isGuru: boolean;
  },
): Promise<CreateTeamMemberResponse> {
  const organizationId = organizationForNewMember(ctx.viewer, body.organizationId);
  if (body.password && !can(ctx.viewer, 'team.setPassword', { organizationId }))
    throw refuse('team.setPassword');
  if (body.isGuru && !can(ctx.viewer, 'team.grantGuru', { organizationId })) throw refuse('team.grantGuru');
  const email = body.email.trim().toLowerCase();
  const person = {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    phone: body.phone.trim() || null,
    role: body.role,
    isGuru: body.isGuru,
  };
  // An invitation sends a mail: counted before anything is looked up, refused attempts too
  // (invitation-limits.ts). A superadmin's account with a password sends none.
  if (!body.password) await limitNewInvitation(ctx, { organizationId, email });
  const [organization] = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from organizations where id = ${organizationId}`,
  );
  if (!organization) throw notFound('Organization not found');
  if (await isEmailTaken(ctx.db, email)) throw emailTaken();

  // A request that takes the address meanwhile (an account or an open invitation) makes
  // the insert below fail on its unique key: the error handler answers it like the checks.
  if (body.password) {
    const passwordHash = await hashPassword(body.password);
    const member = await ctx.db.transaction(async (tx) => {
      const userId = await insertUserRows(tx, { email, ...person, organizationId }, passwordHash);
      if (person.isGuru) await ensureGuruRecord(tx, userId, `${person.firstName} ${person.lastName}`.trim());
      const created = await readTeamMember(tx, userId);
      await ctx.audit.record(tx, {
        action: 'team.member.create',
        target: { type: teamTarget.user, id: userId, name: email },
        organizationId,
        after: { email, ...person, passwordSetBy: 'superadmin' },
      });
      return created;
    });
    ctx.log.info({ userId: member.id, organizationId }, 'team member created');
    return { member, invitation: null };
  }

  const { token, tokenHash } = newInvitationToken();
  const invitation = await ctx.db.transaction(async (tx) => {
    const [open] = await queryRows<{ id: string }>(
      tx,
      sql`select id from team_invitations i where i.email = ${email} and ${pendingInvitation}`,
    );
    if (open)
      throw new AppError('CONFLICT', teamMessages.invitationPending, {
        email: teamMessages.invitationPending,
      });
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`insert into team_invitations (organization_id, email, first_name, last_name, phone, role, is_guru,
                                          token_hash, expires_at, invited_by)
            values (${organizationId}, ${email}, ${person.firstName}, ${person.lastName}, ${person.phone},
                    ${person.role}, ${person.isGuru}, ${tokenHash}, ${invitationExpiry}, ${ctx.viewer.userId})
            returning id`,
    );
    const invitationId = inserted!.id;
    await sendInvitationMail(ctx, tx, invitationId, token);
    await ctx.audit.record(tx, {
      action: 'team.invitation.create',
      target: { type: teamTarget.invitation, id: invitationId, name: email },
      organizationId,
      after: { email, ...person },
    });
    return readInvitation(tx, invitationId);
  });
  ctx.log.info({ invitationId: invitation.id, organizationId }, 'team invitation sent');
  return { member: null, invitation };
}

type LockedPerson = Pick<
  SqlRow<typeof profiles>,
  'id' | 'first_name' | 'last_name' | 'phone' | 'role' | 'is_guru' | 'organization_id'
> &
  Pick<SqlRow<typeof user>, 'email'>;

/**
 * Locks the person's organization, then the person: two writes that could each remove an
 * organization's last agent (two demotions, a demotion and a deletion) take turns, and the
 * second one counts what the first left.
 */
async function lockPerson(tx: Executor, userId: string): Promise<LockedPerson> {
  await tx.execute(
    sql`select o.id from organizations o where o.id = (select organization_id from profiles where id = ${userId})
        for update`,
  );
  const [person] = await queryRows<LockedPerson>(
    tx,
    sql`select p.id, u.email, p.first_name, p.last_name, p.phone, p.role, p.is_guru, p.organization_id
          from profiles p join "user" u on u.id = p.id
         where p.id = ${userId}
           for update of p`,
  );
  if (!person) throw notFound(teamMessages.memberNotFound);
  return person;
}

/** Refuses a change that would leave the person's organization without an agent. */
async function keepAnAgent(tx: Executor, person: LockedPerson): Promise<void> {
  if (person.role !== 'agent' || person.organization_id === null) return;
  const [others] = await queryRows<{ count: number }>(
    tx,
    sql`select count(*)::int as count from profiles
         where organization_id = ${person.organization_id} and role = 'agent' and id <> ${person.id}`,
  );
  if (Number(others?.count ?? 0) === 0) throw new AppError('CONFLICT', teamMessages.lastAgent);
}

const snapshot = (person: LockedPerson) => ({
  email: person.email,
  firstName: person.first_name,
  lastName: person.last_name,
  phone: person.phone,
  role: person.role,
  isGuru: person.is_guru,
});

/** Edit User: names, role (team member or agent), phone; guru flag and password for superadmins. */
export async function updateTeamMember(
  ctx: ViewerContext,
  { userId, ...body }: UpdateTeamMemberBody & { userId: string; phone: string; password: string },
): Promise<TeamMember> {
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const result = await ctx.db.transaction(async (tx) => {
    const person = await lockPerson(tx, userId);
    const resource = { organizationId: person.organization_id };
    if (passwordHash && !can(ctx.viewer, 'team.setPassword', resource)) throw refuse('team.setPassword');
    const isGuru = body.isGuru ?? person.is_guru;
    if (isGuru !== person.is_guru && !can(ctx.viewer, 'team.grantGuru', resource))
      throw refuse('team.grantGuru');
    const role = body.role ?? person.role;
    if (role !== person.role) {
      if (!isManagedByTeam(person)) throw new AppError('FORBIDDEN', teamMessages.staffNotManaged);
      await keepAnAgent(tx, person);
    }
    const after = {
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone: body.phone.trim() || null,
      role,
      isGuru,
    };
    await tx.execute(
      sql`update profiles set first_name = ${after.firstName}, last_name = ${after.lastName},
                              phone = ${after.phone}, role = ${role}, is_guru = ${isGuru}
           where id = ${userId}`,
    );
    await tx.execute(
      sql`update "user" set name = ${`${after.firstName} ${after.lastName}`.trim()}, updated_at = now()
           where id = ${userId}`,
    );
    if (isGuru && !person.is_guru) {
      await ensureGuruRecord(tx, userId, `${after.firstName} ${after.lastName}`.trim());
    }
    if (passwordHash) {
      await tx.execute(
        sql`update account set password = ${passwordHash}, updated_at = now()
             where user_id = ${userId} and provider_id = 'credential'`,
      );
      // A password set for someone ends their sessions elsewhere (not the viewer's own).
      if (userId !== ctx.viewer.userId) await tx.execute(sql`delete from session where user_id = ${userId}`);
    }
    const { email: _email, ...before } = snapshot(person);
    await ctx.audit.record(tx, {
      action: 'team.member.update',
      target: { type: teamTarget.user, id: userId, name: person.email },
      organizationId: person.organization_id,
      before,
      after: { ...after, ...(passwordHash ? { passwordChanged: true } : {}) },
    });
    return readTeamMember(tx, userId);
  });
  ctx.log.info({ userId }, 'team member updated');
  return result;
}

/**
 * Deletes the person with their sign-in (the user row: its account, sessions and profile
 * go by the foreign keys' cascades) and their reset links, in one transaction. Never the
 * viewer themselves, a superadmin or support account, or an organization's last agent.
 */
export async function deleteTeamMember(
  ctx: ViewerContext,
  { userId }: { userId: string },
): Promise<{ deleted: { id: string } }> {
  if (userId === ctx.viewer.userId) throw new AppError('FORBIDDEN', teamMessages.cannotDeleteSelf);
  await ctx.db.transaction(async (tx) => {
    const person = await lockPerson(tx, userId);
    if (!isManagedByTeam(person)) throw new AppError('FORBIDDEN', teamMessages.staffNotManaged);
    await keepAnAgent(tx, person);
    await tx.execute(sql`delete from verification where value = ${userId}`);
    await tx.execute(sql`delete from "user" where id = ${userId}`);
    await ctx.audit.record(tx, {
      action: 'team.member.delete',
      target: { type: teamTarget.user, id: userId, name: person.email },
      organizationId: person.organization_id,
      before: snapshot(person),
    });
  });
  ctx.log.info({ userId }, 'team member deleted');
  return { deleted: { id: userId } };
}

/**
 * Resend: a new token and 7 more days; the previous link stops working at once. Counted
 * (invitation-limits.ts) once the invitation is known to be pending.
 */
export async function resendInvitation(
  ctx: ViewerContext,
  { invitationId }: { invitationId: string },
): Promise<{ invitation: TeamInvitation }> {
  const [pending] = await queryRows<{ email: string; organization_id: string }>(
    ctx.db,
    sql`select i.email, i.organization_id from team_invitations i where i.id = ${invitationId} and ${pendingInvitation}`,
  );
  if (!pending) throw notFound(teamMessages.invitationNotFound);
  await limitInvitationResend(ctx, {
    id: invitationId,
    organizationId: pending.organization_id,
    email: pending.email,
  });
  const { token, tokenHash } = newInvitationToken();
  const invitation = await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ email: string; organization_id: string; expires_at: string | Date }>(
      tx,
      sql`select i.email, i.organization_id, i.expires_at from team_invitations i
           where i.id = ${invitationId} and ${pendingInvitation}
             for update`,
    );
    if (!row) throw notFound(teamMessages.invitationNotFound);
    await tx.execute(
      sql`update team_invitations set token_hash = ${tokenHash}, expires_at = ${invitationExpiry}
           where id = ${invitationId}`,
    );
    await sendInvitationMail(ctx, tx, invitationId, token);
    const resent = await readInvitation(tx, invitationId);
    await ctx.audit.record(tx, {
      action: 'team.invitation.resend',
      target: { type: teamTarget.invitation, id: invitationId, name: row.email },
      organizationId: row.organization_id,
      before: { expiresAt: new Date(row.expires_at).toISOString() },
      after: { expiresAt: resent.expiresAt },
    });
    return resent;
  });
  return { invitation };
}

/** Revoke: the invitation stays on record (revoked), its link stops working. */
export async function revokeInvitation(
  ctx: ViewerContext,
  { invitationId }: { invitationId: string },
): Promise<{ revoked: { id: string } }> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<{ email: string; organization_id: string; role: string }>(
      tx,
      sql`update team_invitations i set revoked_at = now()
           where i.id = ${invitationId} and ${pendingInvitation}
       returning i.email, i.organization_id, i.role`,
    );
    if (!row) throw notFound(teamMessages.invitationNotFound);
    await ctx.audit.record(tx, {
      action: 'team.invitation.revoke',
      target: { type: teamTarget.invitation, id: invitationId, name: row.email },
      organizationId: row.organization_id,
      before: { email: row.email, role: row.role },
    });
  });
  return { revoked: { id: invitationId } };
}

const invalidInvitation = () => new AppError('INVALID_TOKEN', teamMessages.invalidInvitation);

/** The accept page's heading: whose invitation the link is, while it works. */
export async function getInvitationPreview(
  ctx: ServiceContext,
  { token }: { token: string },
): Promise<InvitationPreview> {
  const [row] = await queryRows<{
    email: string;
    first_name: string;
    last_name: string;
    organization_name: string;
  }>(
    ctx.db,
    sql`select i.email, i.first_name, i.last_name, o.name as organization_name
          from team_invitations i join organizations o on o.id = i.organization_id
         where i.token_hash = ${invitationTokenHash(token)} and ${pendingInvitation} and i.expires_at > now()`,
  );
  if (!row) throw invalidInvitation();
  return {
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    organizationName: row.organization_name,
  };
}

/** Accepts an invitation, then signs the invitee in as sign-in does (better-auth's session and cookie). */
export async function acceptInvitation(
  ctx: ServiceContext,
  { client, ...body }: AcceptInvitationBody & { client: AuthClient },
): Promise<MeResponse> {
  const { email } = await createInvitedAccount(ctx, body);
  return openSession(ctx, {
    email,
    password: body.password,
    rememberMe: true,
    recordsSuccess: false,
    client,
  });
}

/**
 * Checks the token (its hash), that it is pending and not expired, creates the account in
 * the invitation's organization with its role, and marks the invitation used, in one
 * transaction.
 */
async function createInvitedAccount(
  ctx: ServiceContext,
  body: AcceptInvitationBody,
): Promise<{ userId: string; email: string }> {
  // Hashing (scrypt) is the slow part: before the transaction.
  const passwordHash = await hashPassword(body.password);
  // Another request that creates an account with the address meanwhile makes the insert
  // fail on user.email's unique key: the error handler answers it like the check.
  return ctx.db.transaction(async (tx) => {
    const [invitation] = await queryRows<{
      id: string;
      organization_id: string;
      email: string;
      first_name: string;
      last_name: string;
      phone: string | null;
      role: 'team_member' | 'agent';
      is_guru: boolean;
    }>(
      tx,
      sql`select i.id, i.organization_id, i.email, i.first_name, i.last_name, i.phone, i.role, i.is_guru
              from team_invitations i
             where i.token_hash = ${invitationTokenHash(body.token)} and ${pendingInvitation}
               and i.expires_at > now()
               for update`,
    );
    if (!invitation) throw invalidInvitation();
    if (await isEmailTaken(tx, invitation.email)) throw emailTaken();
    const userId = await insertUserRows(
      tx,
      {
        email: invitation.email,
        firstName: invitation.first_name,
        lastName: invitation.last_name,
        phone: invitation.phone,
        role: invitation.role,
        isGuru: invitation.is_guru,
        organizationId: invitation.organization_id,
        timeZone: canonicalTimeZone(body.timeZone) ?? 'UTC',
      },
      passwordHash,
    );
    if (invitation.is_guru) {
      await ensureGuruRecord(tx, userId, `${invitation.first_name} ${invitation.last_name}`.trim());
    }
    await tx.execute(
      sql`update team_invitations set accepted_at = now(), accepted_user_id = ${userId}
             where id = ${invitation.id}`,
    );
    // Learning plans assigned to Everyone in the team cover whoever joins later (issue 40).
    await giveTeamPlans({ db: tx }, { organizationId: invitation.organization_id, userId });
    // The request is signed out: its actor is the person who accepted (the row just written).
    await ctx.audit.as(userId).record(tx, {
      action: 'team.invitation.accept',
      target: { type: teamTarget.invitation, id: invitation.id, name: invitation.email },
      organizationId: invitation.organization_id,
      after: { userId, email: invitation.email, role: invitation.role, isGuru: invitation.is_guru },
    });
    return { userId, email: invitation.email };
  });
}
