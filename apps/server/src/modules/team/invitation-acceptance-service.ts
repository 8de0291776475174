import { canonicalTimeZone, type MeResponse } from '@pillars/shared/accounts/schemas';
import {
  type AcceptInvitationBody,
  type InvitationPreview,
  teamMessages,
} from '@pillars/shared/team/schemas';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { organizations, teamInvitations } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthClient } from '../../lib/auth-client.ts';
import type { ServiceContext } from '../../lib/service-context.ts';
import { insertUserRows } from '../accounts/service.ts';
import { openSession } from '../accounts/sign-in-service.ts';
import { giveTeamPlans } from '../learning-plans/service.ts';
import {
  emailTaken,
  ensureGuruRecord,
  invitationTokenHash,
  isEmailTaken,
  pendingInvitation,
  teamTarget,
} from './team-rows.ts';

/*
 * The invitee's side of an invitation (decision 022): the link's token is the credential,
 * on public routes. Accepting creates the account and signs the person in.
 */

const invalidInvitation = () => new AppError('INVALID_TOKEN', teamMessages.invalidInvitation);

/** The accept page's heading: whose invitation the link is, while it works. */
export async function getInvitationPreview(
  ctx: ServiceContext,
  { token }: { token: string },
): Promise<InvitationPreview> {
  const [row] = await queryRows<
    Pick<SqlRow<typeof teamInvitations>, 'email' | 'first_name' | 'last_name'> & {
      organization_name: SqlRow<typeof organizations>['name'];
    }
  >(
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
    firstSignIn: true,
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
    const [invitation] = await queryRows<
      Pick<
        SqlRow<typeof teamInvitations>,
        'id' | 'organization_id' | 'email' | 'first_name' | 'last_name' | 'phone' | 'role' | 'is_guru'
      >
    >(
      tx,
      sql`select i.id, i.organization_id, i.email, i.first_name, i.last_name, i.phone, i.role, i.is_guru
              from team_invitations i
             where i.token_hash = ${invitationTokenHash(body.token)} and ${pendingInvitation}
               and i.expires_at > now()
               for update`,
    );
    if (!invitation) throw invalidInvitation();
    if (await isEmailTaken({ db: tx }, { email: invitation.email })) throw emailTaken();
    const userId = await insertUserRows(
      { db: tx },
      {
        email: invitation.email,
        firstName: invitation.first_name,
        lastName: invitation.last_name,
        phone: invitation.phone,
        role: invitation.role,
        isGuru: invitation.is_guru,
        organizationId: invitation.organization_id,
        timeZone: canonicalTimeZone(body.timeZone) ?? 'UTC',
        passwordHash,
      },
    );
    if (invitation.is_guru) {
      await ensureGuruRecord(
        { db: tx },
        { userId, name: `${invitation.first_name} ${invitation.last_name}`.trim() },
      );
    }
    await tx.execute(
      sql`update team_invitations set accepted_at = now(), accepted_user_id = ${userId}
             where id = ${invitation.id}`,
    );
    // Learning plans assigned to Everyone in the team cover whoever joins later (issue 40).
    // They are told of them as of any new assignment (decision 050).
    await giveTeamPlans({ ...ctx, db: tx }, { organizationId: invitation.organization_id, userId });
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
