import { libraryFeatures } from '@pillars/shared/billing/messages';
import { teamAnnualPriceId, teamPlanId } from '@pillars/shared/plans/messages';
import { sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';

/*
 * The demo's plans (issue 58): Solo (3 seats), Team (15) and Agency (unlimited), each monthly
 * and annual. Team and its annual price ($400) come from migration 0046 (today's price); the
 * demo adds its monthly price, a 14-day trial without a card, and the two other plans. One
 * pillar and one event are offered on Team and Agency only.
 */

const soloPlanId = '5eed0058-0000-4000-8000-000000000001';
const agencyPlanId = '5eed0058-0000-4000-8000-000000000003';

const everything = libraryFeatures;

export const demoPlans = [
  {
    id: soloPlanId,
    name: 'Solo',
    slug: 'solo',
    description: 'For a founder on their own, or with a partner or two.',
    seats: 3,
    features: [...everything, 'Direct messages with the Pillars team'],
    trialDays: 7,
    trialRequiresCard: false,
    displayOrder: 1,
    prices: [
      { id: '5eed0058-0000-4000-8000-000000000111', interval: 'month', amountCents: 1_500 },
      { id: '5eed0058-0000-4000-8000-000000000112', interval: 'year', amountCents: 15_000 },
    ],
  },
  {
    id: teamPlanId,
    name: 'Team',
    slug: 'team',
    description: 'For a growing agency: the whole library for up to 15 people.',
    seats: 15,
    features: [
      ...everything,
      'Guru profiles and expert content',
      'Direct messages with the Pillars team',
      'Priority support',
    ],
    trialDays: 14,
    trialRequiresCard: false,
    displayOrder: 2,
    prices: [
      { id: '5eed0058-0000-4000-8000-000000000121', interval: 'month', amountCents: 4_000 },
      { id: teamAnnualPriceId, interval: 'year', amountCents: 40_000 },
    ],
  },
  {
    id: agencyPlanId,
    name: 'Agency',
    slug: 'agency',
    description: 'For established agencies: everyone on the team, and a call with us every quarter.',
    seats: null,
    features: [
      ...everything,
      'Guru profiles and expert content',
      'Priority support',
      'A strategy call with the Pillars team every quarter',
    ],
    trialDays: 14,
    trialRequiresCard: true,
    displayOrder: 3,
    prices: [
      { id: '5eed0058-0000-4000-8000-000000000131', interval: 'month', amountCents: 9_900 },
      { id: '5eed0058-0000-4000-8000-000000000132', interval: 'year', amountCents: 99_000 },
    ],
  },
] as const;

/** The plans on Team and Agency only: the last pillar and the first event of the demo. */
export const demoPlanOnlyPlanIds = [teamPlanId, agencyPlanId];

export async function seedDemoPlans(db: Executor): Promise<void> {
  for (const plan of demoPlans) {
    await db.execute(
      sql`insert into plans (id, name, slug, description, seats, features, trial_days, trial_requires_card,
                             display_order)
          values (${plan.id}, ${plan.name}, ${plan.slug}, ${plan.description}, ${plan.seats},
                  ${sql.param([...plan.features])}::text[], ${plan.trialDays}, ${plan.trialRequiresCard},
                  ${plan.displayOrder})
          on conflict (id) do update set description = excluded.description, seats = excluded.seats,
                 features = excluded.features, trial_days = excluded.trial_days,
                 trial_requires_card = excluded.trial_requires_card, display_order = excluded.display_order`,
    );
    for (const price of plan.prices) {
      await db.execute(
        sql`insert into plan_prices (id, plan_id, interval, amount_cents, currency)
            values (${price.id}, ${plan.id}, ${price.interval}, ${price.amountCents}, 'usd')
            on conflict (id) do nothing`,
      );
    }
  }
  await db.execute(
    sql`update pillars set plan_ids = ${sql.param(demoPlanOnlyPlanIds)}::uuid[]
         where id = (select id from pillars order by display_order desc limit 1)`,
  );
  await db.execute(
    sql`update events set plan_ids = ${sql.param(demoPlanOnlyPlanIds)}::uuid[]
         where id = (select id from events where is_active and date_time > now() order by date_time limit 1)`,
  );
}
