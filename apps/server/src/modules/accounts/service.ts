import { randomUUID } from 'node:crypto';
import { hasPortalAccess } from '@pillars/shared/access';
import {
  accountMessages,
  canonicalTimeZone,
  type MeResponse,
  type Profile,
  type SignUpBody,
  type SubscriptionSummary,
  type UpdateProfileBody,
} from '@pillars/shared/accounts/schemas';
import { policyViewerOf } from '@pillars/shared/policies';
import type { Role } from '@pillars/shared/roles';
import { slugify } from '@pillars/shared/slugify';
import { hashPassword } from 'better-auth/crypto';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Executor, preparedStatement, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import {
  account,
  organizations,
  type planPrices,
  type plans,
  profiles,
  type subscriptions,
  user,
} from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { type ContentVersions, contentVersionsColumn } from '../../lib/content-cache.ts';
import type { DatabaseContext, ServiceContext, Viewer, ViewerContext } from '../../lib/service-context.ts';

/** `accountSummaryColumns`: the profile, its e-mail, and its organization and subscription as JSON. */
interface ViewerRow
  extends Pick<
    SqlRow<typeof profiles>,
    | 'id'
    | 'first_name'
    | 'last_name'
    | 'phone'
    | 'avatar_url'
    | 'role'
    | 'is_guru'
    | 'organization_id'
    | 'created_at'
    | 'time_zone'
  > {
  email: SqlRow<typeof user>['email'];
  organization: Pick<SqlRow<typeof organizations>, 'id' | 'name' | 'slug' | 'has_free_access'> | null;
  subscription: SubscriptionSummaryRow | null;
}

/** `subscriptionSummaryJson`'s object: the subscription's columns, its plan's id and name. */
export type SubscriptionSummaryRow = Pick<
  SqlRow<typeof subscriptions>,
  | 'status'
  | 'current_period_end'
  | 'cancel_at_period_end'
  | 'payment_method_brand'
  | 'payment_method_last4'
  | 'trial_ends_at'
> & {
  plan_id: SqlRow<typeof plans>['id'] | null;
  plan_name: SqlRow<typeof plans>['name'] | null;
  plan_interval: SqlRow<typeof planPrices>['interval'] | null;
};

/**
 * An organization's current (newest) subscription as JSON, with the plan it is on (issue
 * 58): what the session statement and /subscription read. `organizationId` is a column.
 */
export const subscriptionSummaryJson = (organizationId: SQL) => sql`(select json_build_object(
        'status', s.status, 'current_period_end', s.current_period_end,
        'cancel_at_period_end', s.cancel_at_period_end,
        'payment_method_brand', s.payment_method_brand, 'payment_method_last4', s.payment_method_last4,
        'trial_ends_at', s.trial_ends_at, 'plan_id', pl.id, 'plan_name', pl.name, 'plan_interval', pp.interval)
       from subscriptions s
       left join plan_prices pp on pp.id = s.plan_price_id
       left join plans pl on pl.id = pp.plan_id
      where s.organization_id = ${organizationId}
      order by s.created_at desc limit 1)`;

/** Epoch seconds of a JSON timestamp (provider dates are epoch seconds, spec 01 section 9). */
const epochSeconds = (value: string | Date | null) =>
  value ? Math.floor(new Date(value).getTime() / 1000) : null;

export function toSubscriptionSummary(row: SubscriptionSummaryRow): SubscriptionSummary {
  return {
    status: row.status,
    currentPeriodEnd: epochSeconds(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    paymentMethodBrand: row.payment_method_brand,
    paymentMethodLast4: row.payment_method_last4,
    planId: row.plan_id,
    planName: row.plan_name,
    planInterval: row.plan_interval,
    trialEndsAt: row.status === 'trialing' ? epochSeconds(row.trial_ends_at) : null,
  };
}

/**
 * The columns of an account summary, over `profiles p`, `"user" u` (better-auth's row, the
 * one e-mail column) and `organizations o`.
 */
const accountSummaryColumns = sql`
    p.id, p.first_name, p.last_name, u.email, p.phone, p.avatar_url, p.role, p.is_guru,
    p.organization_id, p.created_at, p.time_zone,
    case when o.id is null then null else json_build_object(
      'id', o.id, 'name', o.name, 'slug', o.slug, 'has_free_access', o.has_free_access) end as organization,
    ${subscriptionSummaryJson(sql`p.organization_id`)} as subscription`;

/** Profile, organization and current subscription of one user, in one statement. */
export async function getAccountSummary(
  ctx: DatabaseContext,
  { userId }: { userId: string },
): Promise<MeResponse | null> {
  const [row] = await queryRows<ViewerRow>(
    ctx.db,
    sql`select ${accountSummaryColumns}
          from profiles p
          join "user" u on u.id = p.id
          left join organizations o on o.id = p.organization_id
         where p.id = ${userId}`,
  );
  return row ? toAccountSummary(row) : null;
}

/** The same, for an account that must exist (the viewer's own, one just signed in): 404 otherwise. */
export async function requireAccountSummary(
  ctx: DatabaseContext,
  input: { userId: string },
): Promise<MeResponse> {
  const summary = await getAccountSummary(ctx, input);
  if (!summary) throw notFound('Account not found');
  return summary;
}

/** The session statement, prepared: every signed-in request runs it. */
const selectSessionAccount = preparedStatement<
  ViewerRow & {
    session_expires_at: string | Date;
    session_created_at: string | Date;
    session_second_factor: 'code' | 'setup' | null;
    content_versions: ContentVersions | null;
    member_version: string | number | null;
  },
  { token: string }
>(
  'session_account',
  sql`select ${accountSummaryColumns}, session.expires_at as session_expires_at,
             session.created_at as session_created_at, session.second_factor as session_second_factor,
             ${contentVersionsColumn} as content_versions,
             (select mv.version from member_versions mv where mv.user_id = p.id) as member_version
        from session
        join profiles p on p.id = session.user_id
        join "user" u on u.id = p.id
        left join organizations o on o.id = p.organization_id
       where session.token = ${sql.placeholder('token')} and session.expires_at > now()`,
);

/**
 * The account behind a live session token, with the session's expiry, in one statement:
 * every request reads the session row, so a revoked or expired session fails at once. The
 * same statement reads the content counters (lib/content-cache.ts) and the member's own
 * counter (lib/member-cache.ts), so that what is held in memory is checked on every request
 * without a round trip of its own.
 */
export async function getSessionAccountSummary(
  ctx: DatabaseContext,
  { sessionToken }: { sessionToken: string },
): Promise<{
  summary: MeResponse;
  sessionExpiresAt: Date;
  sessionCreatedAt: Date;
  contentVersions: ContentVersions | null;
  /** The member's counter; 0 before the member's first write. */
  memberVersion: number;
} | null> {
  const [row] = await selectSessionAccount(ctx.db, { token: sessionToken });
  if (!row) return null;
  return {
    summary: { ...toAccountSummary(row), secondFactor: row.session_second_factor },
    sessionExpiresAt: new Date(row.session_expires_at),
    sessionCreatedAt: new Date(row.session_created_at),
    contentVersions: row.content_versions,
    memberVersion: Number(row.member_version ?? 0),
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
    timeZone: row.time_zone,
  };
  const subscription = row.subscription && toSubscriptionSummary(row.subscription);
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
  return { ...policyViewerOf(summary.profile, summary), hasAccess: summary.hasAccess };
}

/**
 * The first free slug for an organization: `acme`, then `acme-2`, `acme-3`, ... Call it in
 * the transaction that inserts the organization. A transaction-scoped advisory lock makes
 * concurrent sign-ups of the same family take turns between "read the taken slugs" and
 * "insert": the next one reads after the previous one committed (or rolled back), so
 * none of them needs a retry. The lock key is the slug without its numeric suffixes
 * (`acme-2-3` -> `acme`): agencies named "Acme" and "Acme 2" can both want `acme-2`, so
 * they share the lock. The unique key on `organizations.slug` stays the last guard.
 */
async function nextOrganizationSlug(db: Executor, name: string): Promise<string> {
  const base = slugify(name) || 'agency';
  const family = base.replace(/(-[0-9]+)+$/, '') || base;
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('organizations.slug'), hashtext(${family}))`);
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
  /** IANA zone (already checked); UTC when absent. */
  timeZone?: string;
}

/**
 * Inserts better-auth's user and credential account rows and our profile row. The e-mail
 * lives in `user.email` only; the profile's name is copied into `user.name` (updateProfile
 * keeps them equal).
 */
export async function insertUserWithPassword(ctx: DatabaseContext, input: NewUser): Promise<string> {
  const { password, ...person } = input;
  return insertUserRows(ctx, { ...person, passwordHash: await hashPassword(password) });
}

/** The same rows for a password already hashed (`hashPassword`, before the transaction). */
export async function insertUserRows(
  ctx: DatabaseContext,
  input: Omit<NewUser, 'password'> & { passwordHash: string },
): Promise<string> {
  const { db } = ctx;
  const userId = randomUUID();
  await db.insert(user).values({
    id: userId,
    email: input.email.trim().toLowerCase(),
    name: fullName(input.firstName, input.lastName),
  });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: 'credential',
    userId,
    password: input.passwordHash,
  });
  await db.insert(profiles).values({
    id: userId,
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    isGuru: input.isGuru ?? false,
    phone: input.phone ?? null,
    organizationId: input.organizationId,
    timeZone: input.timeZone ?? 'UTC',
  });
  return userId;
}

const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

const emailTaken = () =>
  new AppError('EMAIL_TAKEN', accountMessages.emailTaken, { email: accountMessages.emailTaken });

async function isEmailTaken(db: Executor, email: string): Promise<boolean> {
  const rows = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return rows.length > 0;
}

/**
 * Spec 01: sign-up creates the user, the profile and the agency's organization. All of it
 * happens in one transaction: a failure at any step leaves nothing behind. The person who
 * registers the agency is its agent (owner).
 */
export async function createAgencyAccount(
  { db }: ServiceContext,
  body: SignUpBody,
): Promise<{ userId: string }> {
  const email = body.email.trim().toLowerCase();
  if (await isEmailTaken(db, email)) throw emailTaken();
  // Hashing (scrypt) is the slow part: done before the transaction, so the slug lock is
  // held only for a few inserts.
  const passwordHash = await hashPassword(body.password);
  // A concurrent sign-up with the same address that commits first makes the insert fail on
  // user.email's unique key: the error handler answers it like the check above.
  return db.transaction(async (transaction) => {
    const slug = await nextOrganizationSlug(transaction, body.agencyName);
    const [organization] = await transaction
      .insert(organizations)
      .values({ name: body.agencyName.trim(), slug })
      .returning({ id: organizations.id });
    const userId = await insertUserRows(
      { db: transaction },
      {
        email,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        role: 'agent',
        organizationId: organization!.id,
        // The browser's zone; an unknown one falls back to UTC rather than refusing the sign-up.
        timeZone: canonicalTimeZone(body.timeZone) ?? 'UTC',
        passwordHash,
      },
    );
    return { userId };
  });
}

/** The profile's names and better-auth's `user.name` change together, in one transaction. */
export async function updateProfile(ctx: ViewerContext, body: UpdateProfileBody): Promise<Profile> {
  const { db, viewer } = ctx;
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  await db.transaction(async (transaction) => {
    await transaction
      .update(profiles)
      .set({ firstName, lastName, phone: body.phone.trim() || null })
      .where(eq(profiles.id, viewer.userId));
    await transaction
      .update(user)
      .set({ name: fullName(firstName, lastName), updatedAt: new Date() })
      .where(eq(user.id, viewer.userId));
  });
  return (await requireAccountSummary(ctx, { userId: viewer.userId })).profile;
}
