import { randomUUID } from 'node:crypto';
import { hasPortalAccess, type SubscriptionStatus } from '@pillars/shared/access';
import {
  accountMessages,
  type MeResponse,
  type Profile,
  type SignUpBody,
  type UpdateProfileBody,
} from '@pillars/shared/accounts/schemas';
import type { Role } from '@pillars/shared/roles';
import { slugify } from '@pillars/shared/slugify';
import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../../db/client.ts';
import { account, organizations, profiles, user } from '../../db/schema/index.ts';
import { AppError, postgresErrorCode } from '../../lib/app-error.ts';

/** Who is making the request, as every service needs it. */
export interface Viewer {
  userId: string;
  role: Role;
  isGuru: boolean;
  organizationId: string | null;
  hasAccess: boolean;
}

interface ViewerRow {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  avatar_url: string | null;
  role: Role;
  is_guru: boolean;
  organization_id: string | null;
  created_at: string | Date;
  organization: { id: string; name: string; slug: string; has_free_access: boolean } | null;
  subscription: {
    status: SubscriptionStatus;
    current_period_end: string | null;
    cancel_at_period_end: boolean;
    payment_method_brand: string | null;
    payment_method_last4: string | null;
  } | null;
}

/** The columns of an account summary, over `profiles p` and `organizations o`. */
const accountSummaryColumns = sql`
    p.id, p.first_name, p.last_name, p.email, p.phone, p.avatar_url, p.role, p.is_guru,
    p.organization_id, p.created_at,
    case when o.id is null then null else json_build_object(
      'id', o.id, 'name', o.name, 'slug', o.slug, 'has_free_access', o.has_free_access) end as organization,
    (select json_build_object(
        'status', s.status, 'current_period_end', s.current_period_end,
        'cancel_at_period_end', s.cancel_at_period_end,
        'payment_method_brand', s.payment_method_brand, 'payment_method_last4', s.payment_method_last4)
       from subscriptions s where s.organization_id = p.organization_id
      order by s.created_at desc limit 1) as subscription`;

/** Profile, organization and current subscription of one user, in one statement. */
export async function getAccountSummary(db: Executor, userId: string): Promise<MeResponse | null> {
  const [row] = await queryRows<ViewerRow>(
    db,
    sql`select ${accountSummaryColumns}
          from profiles p left join organizations o on o.id = p.organization_id
         where p.id = ${userId}`,
  );
  return row ? toAccountSummary(row) : null;
}

/**
 * The account behind a live session token, with the session's expiry, in one statement:
 * every request reads the session row, so a revoked or expired session fails at once.
 */
export async function getSessionAccountSummary(
  db: Executor,
  sessionToken: string,
): Promise<{ summary: MeResponse; sessionExpiresAt: Date; sessionCreatedAt: Date } | null> {
  const [row] = await queryRows<
    ViewerRow & { session_expires_at: string | Date; session_created_at: string | Date }
  >(
    db,
    sql`select ${accountSummaryColumns}, session.expires_at as session_expires_at,
               session.created_at as session_created_at
          from session
          join profiles p on p.id = session.user_id
          left join organizations o on o.id = p.organization_id
         where session.token = ${sessionToken} and session.expires_at > now()`,
  );
  if (!row) return null;
  return {
    summary: toAccountSummary(row),
    sessionExpiresAt: new Date(row.session_expires_at),
    sessionCreatedAt: new Date(row.session_created_at),
  };
}

function toAccountSummary(row: ViewerRow): MeResponse {
  const profile: Profile = {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    avatarUrl: row.avatar_url,
    role: row.role,
    isGuru: row.is_guru,
    organizationId: row.organization_id,
    createdAt: new Date(row.created_at).toISOString(),
  };
  const subscription = row.subscription && {
    status: row.subscription.status,
    currentPeriodEnd: row.subscription.current_period_end
      ? Math.floor(new Date(row.subscription.current_period_end).getTime() / 1000)
      : null,
    cancelAtPeriodEnd: row.subscription.cancel_at_period_end,
    paymentMethodBrand: row.subscription.payment_method_brand,
    paymentMethodLast4: row.subscription.payment_method_last4,
  };
  return {
    profile,
    organization: row.organization && {
      id: row.organization.id,
      name: row.organization.name,
      slug: row.organization.slug,
      hasFreeAccess: row.organization.has_free_access,
    },
    subscription,
    hasAccess: hasPortalAccess({
      subscriptionStatus: subscription?.status,
      hasFreeAccess: row.organization?.has_free_access,
    }),
  };
}

export function toViewer(summary: MeResponse): Viewer {
  return {
    userId: summary.profile.id,
    role: summary.profile.role,
    isGuru: summary.profile.isGuru,
    organizationId: summary.profile.organizationId,
    hasAccess: summary.hasAccess,
  };
}

/**
 * The first free slug for an organization: `acme`, then `acme-2`, `acme-3`, ... One
 * query reads every taken variant; the unique key still guards a race (see signUp).
 */
async function nextOrganizationSlug(db: Executor, name: string): Promise<string> {
  const base = slugify(name) || 'agency';
  const taken = await queryRows<{ slug: string }>(
    db,
    sql`select slug from organizations where slug = ${base} or slug ~ ${`^${base}-[0-9]+$`}`,
  );
  const used = new Set(taken.map((row) => row.slug));
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
}

export interface NewUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  isGuru?: boolean;
  phone?: string | null;
  organizationId: string | null;
}

/** Inserts better-auth's user and credential account rows and our profile row. */
export async function insertUserWithPassword(db: Executor, input: NewUser): Promise<string> {
  const userId = randomUUID();
  const email = input.email.trim().toLowerCase();
  await db.insert(user).values({ id: userId, email, name: `${input.firstName} ${input.lastName}`.trim() });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: await hashPassword(input.password),
  });
  await db.insert(profiles).values({
    id: userId,
    email,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    isGuru: input.isGuru ?? false,
    phone: input.phone ?? null,
    organizationId: input.organizationId,
  });
  return userId;
}

/**
 * Spec 01: sign-up creates the user, the profile and the agency's organization. All of it
 * happens in one transaction: a failure at any step leaves nothing behind. The person who
 * registers the agency is its agent (owner).
 */
export async function signUp(db: Database, body: SignUpBody): Promise<{ userId: string }> {
  const email = body.email.trim().toLowerCase();
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  if (existing.length > 0)
    throw new AppError('EMAIL_TAKEN', accountMessages.emailTaken, { email: accountMessages.emailTaken });

  // A concurrent sign-up may take the same slug between our read and our insert; the
  // unique key refuses it and we try the next free slug.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      return await db.transaction(async (transaction) => {
        const slug = await nextOrganizationSlug(transaction, body.agencyName);
        const [organization] = await transaction
          .insert(organizations)
          .values({ name: body.agencyName.trim(), slug })
          .returning({ id: organizations.id });
        const userId = await insertUserWithPassword(transaction, {
          email,
          password: body.password,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          role: 'agent',
          organizationId: organization!.id,
        });
        return { userId };
      });
    } catch (error) {
      if (postgresErrorCode(error) !== '23505') throw error;
      const taken = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
      if (taken.length > 0) {
        throw new AppError('EMAIL_TAKEN', accountMessages.emailTaken, { email: accountMessages.emailTaken });
      }
    }
  }
  throw new AppError('CONFLICT', accountMessages.registerFailed);
}

export async function updateProfile(db: Database, userId: string, body: UpdateProfileBody): Promise<void> {
  await db
    .update(profiles)
    .set({
      firstName: body.firstName.trim(),
      lastName: body.lastName.trim(),
      phone: body.phone.trim() || null,
    })
    .where(eq(profiles.id, userId));
}
