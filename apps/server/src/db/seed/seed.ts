import { callSlotTime } from '@pillars/shared/calls/messages';
import { addDays, dateInZone, mondayOf } from '@pillars/shared/calls/schedule';
import { teamAnnualPriceId } from '@pillars/shared/plans/messages';
import { sql } from 'drizzle-orm';
import type { Env } from '../../config/env.ts';
import { insertUserWithPassword } from '../../modules/accounts/service.ts';
import { indexMissingSources } from '../../modules/ask/passage-index.ts';
import { type Database, queryRows } from '../client.ts';
import { eventRegistrations, events, organizations, scheduledCalls, subscriptions } from '../schema/index.ts';
import { type DemoRole, demoAccounts, demoOrganizations, demoPassword } from './demo-accounts.ts';
import { demoCalls, demoRegistrations } from './demo-content.ts';
import { seedDemoPlans } from './demo-plans.ts';
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
      userIds[demoAccount.key] = await insertUserWithPassword(
        { db: transaction },
        {
          ...demoAccount,
          password: demoPassword,
          organizationId: organizationIdByKey[demoAccount.organization] ?? null,
        },
      );
    }

    // Lapsed Studio paid once and canceled: no access until it subscribes again.
    await transaction.insert(subscriptions).values({
      organizationId: organizationIdByKey.lapsed!,
      userId: userIds.lapsed,
      status: 'canceled',
      planPriceId: teamAnnualPriceId,
      currentPeriodEnd: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000),
      paymentMethodBrand: 'visa',
      paymentMethodLast4: '4242',
    });

    await seedDemoContent(transaction, { adminUserId: userIds.admin, guruUserId: userIds.guru });
    await seedDemoPlans(transaction);
    await seedDemoActivity(transaction, userIds);
    await seedDemoSupport(transaction, { memberUserId: userIds.member, supportUserId: userIds.support });
    await indexMissingSources({ db: transaction });
    return userIds;
  });
}

/** The demo accounts' event registrations and scheduled calls (one insert each). */
async function seedDemoActivity(db: Database, userIds: Record<DemoRole, string>): Promise<void> {
  const eventRows = await db.select({ id: events.id, title: events.title }).from(events);
  const eventIdByTitle = new Map(eventRows.map((row) => [row.title, row.id]));
  await db.insert(eventRegistrations).values(
    demoRegistrations.map((registration) => {
      const eventId = eventIdByTitle.get(registration.eventTitle);
      if (!eventId) throw new Error(`Demo registration for an unknown event: '${registration.eventTitle}'.`);
      return { eventId, userId: userIds[registration.account], paymentStatus: registration.paymentStatus };
    }),
  );
  // Calls are calendar days in Los Angeles, counted from this week's Monday there.
  const thisMonday = mondayOf(dateInZone(new Date()));
  await db.insert(scheduledCalls).values(
    demoCalls.map((call) => ({
      userId: userIds[call.account],
      scheduledDate: addDays(thisMonday, call.weeksFromNow * 7 + call.weekday - 1),
      scheduledTime: callSlotTime,
      status: call.status,
      phoneNumber: call.phoneNumber,
      notes: call.notes,
    })),
  );
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
