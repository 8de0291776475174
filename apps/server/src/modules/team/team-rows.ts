import { createHash } from 'node:crypto';
import type { TeamAuditTargetType } from '@pillars/shared/audit/schemas';
import { type Action, forbiddenMessage } from '@pillars/shared/policies';
import { slugify } from '@pillars/shared/slugify';
import { type TeamInvitation, type TeamMember, teamMessages } from '@pillars/shared/team/schemas';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { organizations, profiles, teamInvitations, user } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/*
 * What Team Management's members and invitations share: their rows as the screens show
 * them, the trail's target types, and the checks and writes both kinds of Add User make.
 */

/** The trail's target types of team changes: the ones an agent's audit trail shows. */
export const teamTarget = { user: 'user', invitation: 'invitation' } as const satisfies Record<
  TeamAuditTargetType,
  TeamAuditTargetType
>;

/** `teamMemberColumns`: the profile, its e-mail, its organization's name (left-joined). */
export interface TeamMemberRow
  extends Pick<
    SqlRow<typeof profiles>,
    'id' | 'first_name' | 'last_name' | 'phone' | 'avatar_url' | 'role' | 'is_guru' | 'organization_id'
  > {
  email: SqlRow<typeof user>['email'];
  organization_name: SqlRow<typeof organizations>['name'] | null;
  /** member_points.level, in the same statement (1 with no points yet). */
  level: number;
  /** `count(*) over ()`, on the list's rows. */
  total?: number;
}

export const teamMemberColumns = sql`
  p.id, p.first_name, p.last_name, u.email, p.phone, p.avatar_url, p.role, p.is_guru,
  p.organization_id, o.name as organization_name,
  coalesce((select mpts.level from member_points mpts where mpts.user_id = p.id), 1) as level`;
export const teamMemberFrom = sql`
  from profiles p
  join "user" u on u.id = p.id
  left join organizations o on o.id = p.organization_id`;

export function toTeamMember(row: TeamMemberRow): TeamMember {
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
    level: row.level,
  };
}

/** `invitationColumns`: the invitation, its organization's name, and whether it has expired. */
export interface InvitationRow
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

export const invitationColumns = sql`
  i.id, i.email, i.first_name, i.last_name, i.phone, i.role, i.is_guru, i.organization_id,
  o.name as organization_name, i.created_at, i.expires_at, i.expires_at <= now() as is_expired`;
export const pendingInvitation = sql`i.accepted_at is null and i.revoked_at is null`;

export function toInvitation(row: InvitationRow): TeamInvitation {
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

export const refuse = (action: Action) => new AppError('FORBIDDEN', forbiddenMessage(action));

export async function readTeamMember(
  ctx: Pick<ServiceContext, 'db'>,
  { userId }: { userId: string },
): Promise<TeamMember> {
  const [row] = await queryRows<TeamMemberRow>(
    ctx.db,
    sql`select ${teamMemberColumns} ${teamMemberFrom} where p.id = ${userId}`,
  );
  if (!row) throw notFound(teamMessages.memberNotFound);
  return toTeamMember(row);
}

export const emailTaken = () =>
  new AppError('EMAIL_TAKEN', teamMessages.emailTaken, { email: teamMessages.emailTaken });

export async function isEmailTaken(
  ctx: Pick<ServiceContext, 'db'>,
  { email }: { email: string },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    ctx.db,
    sql`select id from "user" where email = ${email} limit 1`,
  );
  return rows.length > 0;
}

/**
 * Gives a guru their guru record (the guru screens need one), linked to the user. It starts
 * inactive: it appears under Gurus once its profile is complete and it is switched on.
 */
export async function ensureGuruRecord(
  ctx: Pick<ServiceContext, 'db'>,
  { userId, name }: { userId: string; name: string },
): Promise<void> {
  const slug = `${slugify(name) || 'guru'}-${userId.slice(0, 8)}`;
  await ctx.db.execute(
    sql`insert into gurus (user_id, name, slug, is_active) values (${userId}, ${name}, ${slug}, false)
        on conflict (user_id) do nothing`,
  );
}

/** The stored form of an invitation token: only this is kept, never the token. */
export function invitationTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
