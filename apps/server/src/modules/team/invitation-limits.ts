import { teamMessages } from '@pillars/shared/team/schemas';
import { consumeRateLimits, type RateLimit } from '../../lib/rate-limiter.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * The limits on invitation e-mails (issue 38; decision 039). An invitation mail goes from our
 * sender with a name and an organization the inviter writes, so every attempt is counted,
 * refused ones too (an address that has an account, one already invited): that also limits
 * learning through this form which addresses have an account. Counted in the database
 * (lib/rate-limiter.ts), so they hold across instances.
 */
export const invitationLimits = {
  /** New invitations one person (agent or superadmin) may attempt per hour. */
  perInviterPerHour: 20,
  /** New invitations and resends per organization per hour, whoever sends them. */
  perOrganizationPerHour: 30,
  /** Invitation mails (new or resent, from any organization) to one address per day. */
  perAddressPerDay: 5,
  /** Resends of one invitation per day. */
  resendsPerInvitationPerDay: 3,
} as const;

const hour = 60 * 60;
const day = 24 * hour;

function addressLimit(email: string): RateLimit {
  return {
    key: `invite:address:${email}`,
    max: invitationLimits.perAddressPerDay,
    windowSeconds: day,
    message: teamMessages.tooManyInvitationsToAddress,
  };
}

function organizationLimit(organizationId: string): RateLimit {
  return {
    key: `invite:organization:${organizationId}`,
    max: invitationLimits.perOrganizationPerHour,
    windowSeconds: hour,
    message: teamMessages.tooManyOrganizationInvitations,
  };
}

/** Counts an attempt at a new invitation (before anything is looked up); 429 past a limit. */
export function limitNewInvitation(
  ctx: ViewerContext,
  { organizationId, email }: { organizationId: string; email: string },
): Promise<void> {
  return consumeRateLimits(ctx.db, [
    {
      key: `invite:inviter:${ctx.viewer.userId}`,
      max: invitationLimits.perInviterPerHour,
      windowSeconds: hour,
      message: teamMessages.tooManyInvitations,
    },
    organizationLimit(organizationId),
    addressLimit(email),
  ]);
}

/** Counts an attempt to send an invitation again; 429 past a limit. */
export function limitInvitationResend(
  ctx: ViewerContext,
  invitation: { id: string; organizationId: string; email: string },
): Promise<void> {
  return consumeRateLimits(ctx.db, [
    {
      key: `invite:resend:${invitation.id}`,
      max: invitationLimits.resendsPerInvitationPerDay,
      windowSeconds: day,
      message: teamMessages.tooManyResends,
    },
    organizationLimit(invitation.organizationId),
    addressLimit(invitation.email),
  ]);
}
