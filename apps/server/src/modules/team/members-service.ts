import { can, isManagedByTeam, type PolicyResource, scopeFor } from '@pillars/shared/policies';
import {
  type ListTeamMembersQuery,
  type TeamMember,
  type TeamMembersResponse,
  teamMessages,
  teamPageSize,
  type UpdateTeamMemberBody,
} from '@pillars/shared/team/schemas';
import { hashPassword } from 'better-auth/crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import { displayName } from '../../db/display-name.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { profiles, user } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { readSeatUsage } from '../billing/seats.ts';
import {
  ensureGuruRecord,
  type InvitationRow,
  invitationColumns,
  pendingInvitation,
  readTeamMember,
  refuse,
  type TeamMemberRow,
  teamMemberColumns,
  teamMemberFrom,
  teamTarget,
  toInvitation,
  toTeamMember,
} from './team-rows.ts';

/*
 * Team Management (spec 02; issue 22). Every write runs in one transaction with its audit
 * row (organizationId: the team's organization, so an agent's audit view shows it). Who may
 * act on which row is the policy's ('team.manage' with the row's organization, checked by
 * the route's loadResource); what stays true whatever the policy allows is checked here:
 * nobody is raised above agent, nobody deletes themselves, and an organization keeps an
 * agent. The people here; adding someone and the invitations in invitations-service.ts,
 * the invitee's side in invitation-acceptance-service.ts.
 */

/**
 * The organization whose people the viewer sees: the one asked for (the route's loadResource
 * has checked 'team.view' on it: agents may ask only for their own), else the viewer's scope,
 * superadmins everyone.
 */
function organizationScope(viewer: ViewerContext['viewer'], requested: string | undefined): string | null {
  if (requested !== undefined) return requested;
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
  ctx: ViewerContext,
  query: ListTeamMembersQuery & { page: number },
): Promise<TeamMembersResponse> {
  const { db, viewer } = ctx;
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
    filters.push(sql`(${displayName('p', sql`''`)} ilike ${pattern} or u.email ilike ${pattern})`);
    invitationFilters.push(sql`(${displayName('i', sql`''`)} ilike ${pattern} or i.email ilike ${pattern})`);
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
    seats: organizationId === null ? null : await readSeatUsage({ db }, { organizationId }),
  };
}

/** What the team policy needs to know of a person: their organization. */
export async function loadTeamMemberResource(
  ctx: ViewerContext,
  { userId }: { userId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ organization_id: string | null }>(
    ctx.db,
    sql`select organization_id from profiles where id = ${userId}`,
  );
  return row ? { organizationId: row.organization_id } : null;
}

export async function getTeamMember(ctx: ViewerContext, input: { userId: string }): Promise<TeamMember> {
  return readTeamMember(ctx, input);
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
    // These stay here, not in the route's loadResource: they depend on what the body changes
    // (a password set, the guru flag turned), not on the row, which 'team.manage' has passed.
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
      await ensureGuruRecord({ db: tx }, { userId, name: `${after.firstName} ${after.lastName}`.trim() });
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
    return readTeamMember({ db: tx }, { userId });
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
