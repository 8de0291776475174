import { billingPagePaths } from '@pillars/shared/billing/messages';
import { type PlanInterval, planIntervalUnits } from '@pillars/shared/plans/messages';
import { organizationManagerRole } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import type { ServiceContext } from '../../lib/service-context.ts';

/*
 * A trial's end, told to its organization's agent 3 days and 1 day before (issue 58). Found
 * by the reminders' scan (modules/reminders: the `reminders.scan` job, one at a time across
 * instances) and sent like the other reminders: the `reminder_deliveries` row (unique per kind
 * and subscription) and the e-mail commit together, so each goes out once, whatever the
 * instances and scans.
 */

type TrialReminderKind = 'trial_3_days_before' | 'trial_1_day_before';

const windows: Record<TrialReminderKind, ReturnType<typeof sql>> = {
  trial_3_days_before: sql`s.trial_ends_at > now() + interval '1 day' and s.trial_ends_at <= now() + interval '3 days'`,
  trial_1_day_before: sql`s.trial_ends_at > now() and s.trial_ends_at <= now() + interval '1 day'`,
};

/** A trialing subscription (its organization's current one) whose reminder is due and not sent. */
async function findDue(db: Executor): Promise<Array<{ kind: TrialReminderKind; subscriptionId: string }>> {
  const due: Array<{ kind: TrialReminderKind; subscriptionId: string }> = [];
  for (const kind of Object.keys(windows) as TrialReminderKind[]) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select s.id from subscriptions s
           where s.status = 'trialing' and ${windows[kind]}
             and not exists (select 1 from reminder_deliveries d where d.kind = ${kind} and d.target_id = s.id)`,
    );
    due.push(...rows.map((row) => ({ kind, subscriptionId: row.id })));
  }
  return due;
}

interface TrialRow {
  user_id: string;
  email: string;
  first_name: string;
  organization_name: string;
  plan_name: string | null;
  amount_cents: number | null;
  interval: PlanInterval | null;
  has_card: boolean;
}

async function trialMessage(
  tx: Executor,
  ctx: Pick<ServiceContext, 'appUrl'>,
  kind: TrialReminderKind,
  subscriptionId: string,
): Promise<{ userId: string; mail: MailMessage } | null> {
  const [row] = await queryRows<TrialRow>(
    tx,
    sql`select owner.id as user_id, u.email, owner.first_name, o.name as organization_name, pl.name as plan_name,
               pp.amount_cents, pp.interval, s.payment_method_last4 is not null as has_card
          from subscriptions s
          join organizations o on o.id = s.organization_id
          join lateral (select p.id, p.first_name from profiles p
                         where p.organization_id = o.id and p.role = ${organizationManagerRole}
                         order by p.created_at, p.id limit 1) owner on true
          join "user" u on u.id = owner.id
          left join plan_prices pp on pp.id = s.plan_price_id
          left join plans pl on pl.id = pp.plan_id
         where s.id = ${subscriptionId} and s.status = 'trialing' and ${windows[kind]}
           for update of s`,
  );
  if (!row) return null;
  const when = kind === 'trial_1_day_before' ? 'tomorrow' : 'in 3 days';
  const planName = row.plan_name ?? 'your plan';
  const billingUrl = new URL(billingPagePaths.cancel, ctx.appUrl).toString();
  const price =
    row.amount_cents !== null && row.interval
      ? ` at $${(row.amount_cents / 100).toFixed(2).replace(/\.00$/, '')} per ${planIntervalUnits[row.interval]}`
      : '';
  const next = row.has_card
    ? `It then continues on the ${planName} plan${price}, charged to the card on file. To change or cancel, open: ${billingUrl}`
    : `To keep your team's access, choose a plan before it ends: ${billingUrl}\nWithout one, access stops; nothing is deleted.`;
  return {
    userId: row.user_id,
    mail: {
      to: row.email,
      subject: `Your Pillars free trial ends ${when}`,
      text: [
        `Hello ${row.first_name},`,
        '',
        `The free trial of ${row.organization_name} on the ${planName} plan ends ${when}.`,
        next,
      ].join('\n'),
    },
  };
}

/** One scan's trial reminders, each in its own transaction; answers how many were sent. */
export async function sendDueTrialReminders(
  ctx: Pick<ServiceContext, 'db' | 'mailer' | 'appUrl'>,
): Promise<number> {
  let sent = 0;
  for (const { kind, subscriptionId } of await findDue(ctx.db)) {
    const wasSent = await ctx.db.transaction(async (tx) => {
      const message = await trialMessage(tx, ctx, kind, subscriptionId);
      if (!message) return false;
      const [marked] = await queryRows<{ id: string }>(
        tx,
        sql`insert into reminder_deliveries (kind, target_id, user_id)
            values (${kind}, ${subscriptionId}, ${message.userId})
            on conflict (kind, target_id) do nothing returning id`,
      );
      // Another scan sent it first.
      if (!marked) return false;
      await ctx.mailer.send(message.mail, tx);
      return true;
    });
    if (wasSent) sent += 1;
  }
  return sent;
}
