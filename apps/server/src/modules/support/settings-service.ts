import {
  type FaqItem,
  myTicketsLimit,
  type SupportConfigurationResponse,
  type SupportPageResponse,
  type SupportSettings,
  supportMessages,
} from '@pillars/shared/support/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { supportFaqItems, supportSettings } from '../../db/schema/index.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { auditText, changedFields } from '../../lib/audit-values.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { queueReindex } from '../ask/passage-index.ts';
import { selectTickets, toTicketSummary } from './rows.ts';

/*
 * The support page's settings and FAQ: what members read on /support, and the superadmin's
 * editor.
 */

async function loadSettingsAndFaq(
  db: Executor,
): Promise<{ settings: SupportSettings | null; faq: FaqItem[] }> {
  const [row] = await queryRows<{ settings: SupportSettings | null; faq: FaqItem[] | null }>(
    db,
    sql`select (select json_build_object('supportTitle', s.support_title, 'supportSubtitle', s.support_subtitle,
                                         'faqTitle', s.faq_title)
                  from support_settings s where s.id = 1) as settings,
               (select json_agg(json_build_object('id', f.id, 'question', f.question, 'answer', f.answer,
                                                  'orderPosition', f.order_position)
                                order by f.order_position, f.id)
                  from support_faq_items f) as faq`,
  );
  return { settings: row?.settings ?? null, faq: row?.faq ?? [] };
}

export async function getSupportPage(ctx: ViewerContext): Promise<SupportPageResponse> {
  const [shared, tickets] = await Promise.all([
    ctx.content.get('support', 'page', () => loadSettingsAndFaq(ctx.db)),
    ctx.viewerRows.get('tickets', async () =>
      (
        await selectTickets(ctx, {
          where: sql`t.user_id = ${ctx.viewer.userId}`,
          orderBy: sql`t.seq desc`,
          limit: myTicketsLimit,
        })
      ).map(toTicketSummary),
    ),
  ]);
  return { ...shared, tickets };
}

export function getSupportConfiguration(ctx: ViewerContext): Promise<SupportConfigurationResponse> {
  return loadSettingsAndFaq(ctx.db);
}

/*
 * The superadmin's writes here record their audit rows in their transactions (decision 023):
 * 'support.settings', 'faq.create', 'faq.update', 'faq.delete', 'faq.reorder'; and the team's
 * change of a ticket's status, 'ticket.status' (updateTicketStatus).
 */

export async function updateSupportSettings(
  ctx: ViewerContext,
  body: SupportSettings,
): Promise<SupportConfigurationResponse> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<
      Pick<SqlRow<typeof supportSettings>, 'support_title' | 'support_subtitle' | 'faq_title'>
    >(
      tx,
      sql`select support_title, support_subtitle, faq_title from support_settings where id = 1 for update`,
    );
    await tx.execute(
      sql`insert into support_settings (id, support_title, support_subtitle, faq_title, updated_at)
          values (1, ${body.supportTitle}, ${body.supportSubtitle}, ${body.faqTitle}, now())
          on conflict (id) do update set support_title = excluded.support_title,
            support_subtitle = excluded.support_subtitle, faq_title = excluded.faq_title, updated_at = now()`,
    );
    const after = {
      supportTitle: auditText(body.supportTitle),
      supportSubtitle: auditText(body.supportSubtitle),
      faqTitle: auditText(body.faqTitle),
    };
    // The first save creates the row: everything is new.
    const changes = before
      ? changedFields(
          {
            supportTitle: auditText(before.support_title),
            supportSubtitle: auditText(before.support_subtitle),
            faqTitle: auditText(before.faq_title),
          },
          after,
        )
      : { before: null, after };
    if (changes) {
      await ctx.audit.record(tx, {
        action: 'support.settings',
        target: { type: 'support_settings', id: '1', name: 'Support page' },
        ...changes,
      });
    }
    return loadSettingsAndFaq(tx);
  });
}

/** An FAQ item as its audit rows keep it. */
const auditedFaqItem = (item: { question: string; answer: string }) => ({
  question: auditText(item.question),
  answer: auditText(item.answer),
});

type FaqRow = Pick<SqlRow<typeof supportFaqItems>, 'id' | 'question' | 'answer' | 'order_position'>;
const toFaqItem = (row: FaqRow): FaqItem => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  orderPosition: Number(row.order_position),
});

export async function createFaqItem(
  ctx: ViewerContext,
  body: { question: string; answer: string },
): Promise<{ item: FaqItem }> {
  const item = await ctx.db.transaction(async (tx) => {
    // Items take turns at the end: two adds at once get different positions.
    await tx.execute(sql`lock table support_faq_items in share row exclusive mode`);
    const [row] = await queryRows<FaqRow>(
      tx,
      sql`insert into support_faq_items (question, answer, order_position)
          select ${body.question}, ${body.answer}, coalesce(max(order_position), 0) + 1 from support_faq_items
          returning id, question, answer, order_position`,
    );
    const item = toFaqItem(row!);
    await ctx.audit.record(tx, {
      action: 'faq.create',
      target: { type: 'faq_item', id: item.id, name: item.question },
      after: { ...auditedFaqItem(item), orderPosition: item.orderPosition },
    });
    await queueReindex({ db: tx, jobs: ctx.jobs }, { sourceType: 'faq', sourceId: item.id });
    return item;
  });
  return { item };
}

export async function updateFaqItem(
  ctx: ViewerContext,
  input: { faqItemId: string; question: string; answer: string },
): Promise<{ item: FaqItem }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await queryRows<{ question: string; answer: string }>(
      tx,
      sql`select question, answer from support_faq_items where id = ${input.faqItemId} for update`,
    );
    if (!before) throw notFound(supportMessages.faqNotFound);
    const [row] = await queryRows<FaqRow>(
      tx,
      sql`update support_faq_items set question = ${input.question}, answer = ${input.answer}
           where id = ${input.faqItemId} returning id, question, answer, order_position`,
    );
    const changes = changedFields(auditedFaqItem(before), auditedFaqItem(input));
    if (changes) {
      await ctx.audit.record(tx, {
        action: 'faq.update',
        target: { type: 'faq_item', id: input.faqItemId, name: before.question },
        ...changes,
      });
      await queueReindex({ db: tx, jobs: ctx.jobs }, { sourceType: 'faq', sourceId: input.faqItemId });
    }
    return { item: toFaqItem(row!) };
  });
}

/** Numbers the items 1..n in the given order (every id), or keeps their order closing gaps. */
function renumberFaq(tx: Executor, ids?: string[]): Promise<unknown> {
  const order: SQL = ids
    ? sql`select wanted.id::uuid as id, wanted.position as position
            from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as wanted(id, position)`
    : sql`select id, row_number() over (order by order_position, id) as position from support_faq_items`;
  return tx.execute(
    sql`update support_faq_items f set order_position = o.position
          from (${order}) o where o.id = f.id and f.order_position <> o.position`,
  );
}

export async function deleteFaqItem(
  ctx: ViewerContext,
  { faqItemId }: { faqItemId: string },
): Promise<{ faq: FaqItem[] }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`lock table support_faq_items in share row exclusive mode`);
    const [deleted] = await queryRows<FaqRow>(
      tx,
      sql`delete from support_faq_items where id = ${faqItemId} returning id, question, answer, order_position`,
    );
    if (!deleted) throw notFound(supportMessages.faqNotFound);
    await renumberFaq(tx);
    await ctx.audit.record(tx, {
      action: 'faq.delete',
      target: { type: 'faq_item', id: deleted.id, name: deleted.question },
      before: { ...auditedFaqItem(deleted), orderPosition: Number(deleted.order_position) },
    });
    await queueReindex({ db: tx, jobs: ctx.jobs }, { sourceType: 'faq', sourceId: deleted.id });
    return { faq: (await loadSettingsAndFaq(tx)).faq };
  });
}

export async function reorderFaq(
  ctx: ViewerContext,
  { ids }: { ids: string[] },
): Promise<{ faq: FaqItem[] }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`lock table support_faq_items in share row exclusive mode`);
    const existing = await queryRows<{ id: string }>(
      tx,
      sql`select id from support_faq_items order by order_position, id`,
    );
    const existingIds = new Set(existing.map((row) => row.id));
    const wanted = new Set(ids);
    if (
      wanted.size !== ids.length ||
      wanted.size !== existingIds.size ||
      ids.some((id) => !existingIds.has(id))
    ) {
      throw validationFailed(supportMessages.faqOrderMismatch, { ids: supportMessages.faqOrderMismatch });
    }
    await renumberFaq(tx, ids);
    const before = existing.map((row) => row.id);
    if (before.some((id, index) => id !== ids[index])) {
      await ctx.audit.record(tx, {
        action: 'faq.reorder',
        target: { type: 'faq', id: 'faq', name: 'FAQ' },
        before: { order: before },
        after: { order: ids },
      });
    }
    return { faq: (await loadSettingsAndFaq(tx)).faq };
  });
}
