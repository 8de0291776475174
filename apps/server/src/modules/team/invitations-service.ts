import { randomBytes } from 'node:crypto';
import { can, type PolicyResource, scopeFor } from '@pillars/shared/policies';
import {
  type CreateTeamMemberBody,
  type CreateTeamMemberResponse,
  invitationLifetimeDays,
  type TeamInvitation,
  teamMessages,
  teamRoleLabels,
} from '@pillars/shared/team/schemas';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { organizations, teamInvitations } from '../../db/schema/index.ts';
import { AppError, notFound, validationFailed } from '../../lib/app-error.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { insertUserRows } from '../accounts/service.ts';
import { takeSeats } from '../billing/seats.ts';
import { limitInvitationResend, limitNewInvitation } from './invitation-limits.ts';
import {
  emailTaken,
  ensureGuruRecord,
  type InvitationRow,
  invitationColumns,
  invitationTokenHash,
  isEmailTaken,
  pendingInvitation,
  readTeamMember,
  refuse,
  teamTarget,
  toInvitation,
} from './team-rows.ts';

/*
 * Team Management's invitations (decision 022): Add User, which invites (or, with a password
 * a superadmin sets, creates the account at once), resend, revoke, and the invitee's side of
 * the link. The link's token is random, stored only as its SHA-256, works once and for 7 days.
 */

/** What the team policy needs to know of an invitation: its organization. */
export async function loadInvitationResource(
  ctx: ViewerContext,
  { invitationId }: { invitationId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ organization_id: string }>(
    ctx.db,
    sql`select organization_id from team_invitations where id = ${invitationId}`,
  );
  return row ? { organizationId: row.organization_id } : null;
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

/** A new link: 32 random bytes (base64url), its hash, and when it stops working. */
function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: invitationTokenHash(token) };
}

const invitationExpiry = sql`now() + make_interval(days => ${invitationLifetimeDays})`;

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
  const [row] = await queryRows<
    Pick<SqlRow<typeof teamInvitations>, 'email' | 'first_name' | 'role'> & {
      organization_name: SqlRow<typeof organizations>['name'];
      /** The inviter's name put together; null when it is empty. */
      inviter: string | null;
    }
  >(
    tx,
    sql`select i.email, i.first_name, i.role, o.name as organization_name,
               (select ${displayName('p')} from profiles p
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
  // These stay here, not in the route's loadResource: they depend on the body (a password, the
  // guru flag), not on the organization, which 'team.manage' has passed.
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
  if (await isEmailTaken(ctx, { email })) throw emailTaken();

  // A request that takes the address meanwhile (an account or an open invitation) makes
  // the insert below fail on its unique key: the error handler answers it like the checks.
  if (body.password) {
    const passwordHash = await hashPassword(body.password);
    const member = await ctx.db.transaction(async (tx) => {
      // The plan's seats (issue 58): decided under the organization's row lock.
      await takeSeats({ db: tx }, { organizationId });
      const userId = await insertUserRows({ db: tx }, { email, ...person, organizationId, passwordHash });
      if (person.isGuru) {
        await ensureGuruRecord({ db: tx }, { userId, name: `${person.firstName} ${person.lastName}`.trim() });
      }
      const created = await readTeamMember({ db: tx }, { userId });
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
    // The plan's seats (issue 58): decided under the organization's row lock, so two
    // invitations at once cannot both take the last seat.
    await takeSeats({ db: tx }, { organizationId });
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
    const [row] = await queryRows<
      Pick<SqlRow<typeof teamInvitations>, 'email' | 'organization_id' | 'expires_at'>
    >(
      tx,
      sql`select i.email, i.organization_id, i.expires_at from team_invitations i
           where i.id = ${invitationId} and ${pendingInvitation}
             for update`,
    );
    if (!row) throw notFound(teamMessages.invitationNotFound);
    // An expired invitation holds no seat: sent again, it takes one (issue 58).
    if (new Date(row.expires_at).getTime() <= Date.now())
      await takeSeats({ db: tx }, { organizationId: row.organization_id });
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
    const [row] = await queryRows<Pick<SqlRow<typeof teamInvitations>, 'email' | 'organization_id' | 'role'>>(
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
