import { sql } from 'drizzle-orm';
import type { Env } from '../../config/env.ts';
import { insertUserWithPassword } from '../../modules/accounts/service.ts';
import { type Database, queryRows } from '../client.ts';
import { organizations, subscriptions } from '../schema/index.ts';
import { type DemoRole, demoAccounts, demoOrganizations, demoPassword } from './demo-accounts.ts';
import { seedDemoContent } from './seed-content.ts';
import { seedDemoSupport } from './seed-support.ts';

/** Loads the demo accounts and content in one transaction; returns the user ids by demo role. */
export async function seedDemoData(db: Database): Promise<Record<DemoRole, string>> {
  return db.transaction(async (transaction) => {
    const insertedOrganizations = await transaction
      .insert(organizations)
      .values(demoOrganizations.map(({ name, slug, hasFreeAccess }) => ({ name, slug, hasFreeAccess })))
      .returning({ id: organizations.id, slug: organizations.slug });
    const organizationIdByKey = Object.fromEntries(
      demoOrganizations.map((organization) => [
        organization.key,
        insertedOrganizations.find((row) => row.slug === organization.slug)!.id,
      ]),
    );

    const userIds = {} as Record<DemoRole, string>;
    for (const demoAccount of demoAccounts) {
      userIds[demoAccount.key] = await insertUserWithPassword(transaction, {
        ...demoAccount,
        password: demoPassword,
        organizationId: organizationIdByKey[demoAccount.organization] ?? null,
      });
    }

    // Lapsed Studio paid once and canceled: no access until it subscribes again.
    await transaction.insert(subscriptions).values({
      organizationId: organizationIdByKey.lapsed!,
      userId: userIds.lapsed,
      status: 'canceled',
      currentPeriodEnd: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
      paymentMethodBrand: 'visa',
      paymentMethodLast4: '4242',
    });

    await seedDemoContent(transaction, { adminUserId: userIds.admin, guruUserId: userIds.guru });
    await seedDemoSupport(transaction, { memberUserId: userIds.member, supportUserId: userIds.support });
    return userIds;
  });
}

/**
 * Whether a start loads the demo data (public password `demo-pass-123`): only into the
 * embedded database, outside production, unless DEMO_DATA=false. A production start never
 * creates an account with a known password; its first superadmin comes from
 * `npm run admin:create` (superadmin.ts).
 */
export function shouldLoadDemoData(config: Pick<Env, 'DATABASE_URL' | 'NODE_ENV' | 'DEMO_DATA'>): boolean {
  return !config.DATABASE_URL && config.NODE_ENV !== 'production' && config.DEMO_DATA;
}

/** Whether the database has any account. */
export async function hasAnyUser(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ has_users: boolean }>(
    db,
    sql`select exists (select 1 from "user") as has_users`,
  );
  return Boolean(row?.has_users);
}

/** Demo data goes into an empty database only (no user yet): never over real data. */
export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  if (await hasAnyUser(db)) return false;
  await seedDemoData(db);
  return true;
}
