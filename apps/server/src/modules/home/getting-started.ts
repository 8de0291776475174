import {
  type GettingStarted,
  type GettingStartedStep,
  gettingStartedSteps,
} from '@pillars/shared/home/schemas';
import { scopeFor } from '@pillars/shared/policies';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * A new owner's first steps on Home (issue 54): invite the team, assign a first learning
 * plan, turn on two-factor sign-in, ask the library. Nothing is stored per step: each is done
 * when the data says so, read in Home's one call (one statement, for owners only); the list
 * ends once all are done, or for good when the owner dismisses it
 * (`profiles.getting_started_dismissed_at`).
 */

/** Who gets the list: an organization's owner (the agent who pays, 'billing.manage'), not staff nor members. */
function isOwner(ctx: ViewerContext): boolean {
  return scopeFor(ctx.viewer, 'billing.manage').rows === 'organization';
}

/**
 * The list as Home answers it, one object per combination of steps done (interned), so Home
 * can still tell by identity that its answer has not changed (modules/home/service.ts).
 */
const lists = new Map<string, GettingStarted>();
function listOf(done: Record<GettingStartedStep, boolean>): GettingStarted {
  const key = gettingStartedSteps.map((step) => (done[step] ? '1' : '0')).join('');
  let list = lists.get(key);
  if (!list) {
    list = Object.freeze({ steps: gettingStartedSteps.map((step) => ({ key: step, isDone: done[step] })) });
    lists.set(key, list);
  }
  return list;
}

/** The viewer's checklist, or null: not an owner, dismissed, or every step done. */
export async function readGettingStarted(ctx: ViewerContext): Promise<GettingStarted | null> {
  if (!isOwner(ctx)) return null;
  const [row] = await queryRows<{
    dismissed: boolean;
    invite_team: boolean;
    assign_plan: boolean;
    turn_on_two_factor: boolean;
    ask_library: boolean;
  }>(
    ctx.db,
    // Each test an index lookup: invitations and assignments by organization, the factors and
    // the conversations by person.
    sql`select p.getting_started_dismissed_at is not null as dismissed,
               exists (select 1 from team_invitations i where i.organization_id = p.organization_id)
                 or exists (select 1 from profiles o where o.organization_id = p.organization_id and o.id <> p.id)
                 as invite_team,
               exists (select 1 from learning_assignments a where a.organization_id = p.organization_id) as assign_plan,
               exists (select 1 from user_two_factor t where t.user_id = p.id and t.enabled_at is not null)
                 or exists (select 1 from passkeys k where k.user_id = p.id) as turn_on_two_factor,
               exists (select 1 from ask_conversations c where c.user_id = p.id) as ask_library
          from profiles p
         where p.id = ${ctx.viewer.userId}`,
  );
  if (!row || row.dismissed) return null;
  const done = {
    inviteTeam: row.invite_team,
    assignPlan: row.assign_plan,
    turnOnTwoFactor: row.turn_on_two_factor,
    askLibrary: row.ask_library,
  };
  return Object.values(done).every(Boolean) ? null : listOf(done);
}

/**
 * Closes the viewer's checklist for good (again: nothing changes). An owner's write, so it
 * leaves its audit row, in its transaction, when it changes something.
 */
export async function dismissGettingStarted(ctx: ViewerContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const changed = await queryRows<{ email: string }>(
      tx,
      sql`update profiles p set getting_started_dismissed_at = now()
            from "user" u
           where p.id = ${ctx.viewer.userId} and u.id = p.id and p.getting_started_dismissed_at is null
          returning u.email`,
    );
    if (changed.length === 0) return;
    await ctx.audit.record(tx, {
      action: 'home.getting_started_dismiss',
      target: { type: 'user', id: ctx.viewer.userId, name: changed[0]!.email },
      organizationId: ctx.viewer.organizationId,
      after: { gettingStartedDismissed: true },
    });
  });
}
