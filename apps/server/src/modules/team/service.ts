import { can, forbiddenMessage, type PolicyResource, scopeFor } from '@pillars/shared/policies';
import type { Role } from '@pillars/shared/roles';
import {
  type ListTeamMembersQuery,
  type TeamMember,
  type TeamMembersResponse,
  teamPageSize,
} from '@pillars/shared/team/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

export const teamMessages = { memberNotFound: 'User not found' } as const;

interface TeamMemberRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  avatar_url: string | null;
  role: Role;
  is_guru: boolean;
  organization_id: string | null;
  organization_name: string | null;
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

/**
 * The organization whose people the viewer sees: agents their own, whatever they ask for;
 * superadmins the one asked for, or everyone.
 */
function organizationScope(viewer: ViewerContext['viewer'], requested: string | undefined): string | null {
  if (requested !== undefined) {
    if (!can(viewer, 'team.view', { organizationId: requested })) {
      throw new AppError('FORBIDDEN', forbiddenMessage('team.view'));
    }
    return requested;
  }
  const scope = scopeFor(viewer, 'team.view');
  if (scope.rows === 'all') return null;
  if (scope.rows === 'organization') return scope.organizationId;
  throw new AppError('FORBIDDEN', forbiddenMessage('team.view'));
}

/** One page of people, by name, with the total (one statement). */
export async function listTeamMembers(
  { db, viewer }: ViewerContext,
  query: ListTeamMembersQuery & { page: number },
): Promise<TeamMembersResponse> {
  const organizationId = organizationScope(viewer, query.organizationId);
  const filters: SQL[] = [];
  if (organizationId !== null) filters.push(sql`p.organization_id = ${organizationId}`);
  if (query.role) filters.push(sql`p.role = ${query.role}`);
  const where = filters.length > 0 ? sql`where ${sql.join(filters, sql` and `)}` : sql``;
  const rows = await queryRows<TeamMemberRow>(
    db,
    sql`select ${teamMemberColumns}, count(*) over ()::int as total
          ${teamMemberFrom}
          ${where}
         order by p.first_name, p.last_name, p.id
         limit ${teamPageSize} offset ${(query.page - 1) * teamPageSize}`,
  );
  return {
    members: rows.map(toTeamMember),
    total: Number(rows[0]?.total ?? 0),
    page: query.page,
    pageSize: teamPageSize,
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

export async function getTeamMember({ db }: ViewerContext, userId: string): Promise<TeamMember> {
  const [row] = await queryRows<TeamMemberRow>(
    db,
    sql`select ${teamMemberColumns} ${teamMemberFrom} where p.id = ${userId}`,
  );
  if (!row) throw notFound(teamMessages.memberNotFound);
  return toTeamMember(row);
}
