import { type MoveBody, adminLearningMessages as messages } from '@pillars/shared/learning/admin-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { SqlRow } from '../../db/row-types.ts';
import type { lessons, pillars } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import {
  type ConstraintName,
  isConstraintViolation,
  isTransactionConflict,
} from '../../lib/database-errors.ts';
import type { ViewerContext } from '../../lib/service-context.ts';

/*
 * Order (docs/decisions/016-ordering-under-concurrency.md): pillars.display_order and each
 * key element's lessons.order_position are unique, checked at commit. A move locks the row
 * and its neighbour (FOR UPDATE, in id order), checks under the lock that they are still
 * neighbours, and swaps their positions: the set of positions never changes, so concurrent
 * moves keep it a gapless permutation. A new pillar goes last (max + 1, 0 if none) under a
 * transaction lock, a new lesson last (max + 1, 1 if none) under its key element's row lock;
 * a deletion closes the gap it leaves.
 */

export interface OrderedRows {
  table: SQL;
  position: SQL;
  /** The audit row's target type and position field ('pillar', 'displayOrder'). */
  targetType: 'pillar' | 'lesson';
  positionField: 'displayOrder' | 'orderPosition';
  /** The rows that share one order (lessons: of one key element); `sql\`true\`` for pillars. */
  scope: (row: { scope_id: string | null }) => SQL;
  scopeColumn: SQL;
  notFoundMessage: string;
  /** The unique key on the positions: a swap that collides with a concurrent one is tried again. */
  positionConstraint: ConstraintName;
}

export const pillarOrder: OrderedRows = {
  table: sql.raw('pillars'),
  position: sql.raw('display_order'),
  targetType: 'pillar',
  positionField: 'displayOrder',
  scopeColumn: sql.raw('null::uuid'),
  scope: () => sql`true`,
  notFoundMessage: messages.pillarNotFound,
  positionConstraint: 'pillars_display_order_key',
};

export const lessonOrder: OrderedRows = {
  table: sql.raw('lessons'),
  position: sql.raw('order_position'),
  targetType: 'lesson',
  positionField: 'orderPosition',
  scopeColumn: sql.raw('key_element_id'),
  scope: (row) => sql`key_element_id = ${row.scope_id}`,
  notFoundMessage: messages.lessonNotFound,
  positionConstraint: 'lessons_key_element_id_order_position_key',
};

/** Thrown inside the transaction to roll it back and try again (the neighbour changed). */
class NeighbourChanged extends Error {}

const moveAttempts = 10;

/** A pillar or a lesson (`OrderedRows`): its place in the order and its scope (a lesson's key element). */
interface Positioned {
  id: SqlRow<typeof pillars>['id'] | SqlRow<typeof lessons>['id'];
  position: SqlRow<typeof pillars>['display_order'] | SqlRow<typeof lessons>['order_position'];
  scope_id: SqlRow<typeof lessons>['key_element_id'] | null;
}

async function neighbourOf(
  db: Executor,
  order: OrderedRows,
  row: Positioned,
  direction: MoveBody['direction'],
): Promise<Positioned | undefined> {
  const [neighbour] = await queryRows<Positioned>(
    db,
    direction === 'up'
      ? sql`select id, ${order.position} as position, ${order.scopeColumn} as scope_id from ${order.table}
             where ${order.scope(row)} and ${order.position} < ${row.position}
             order by ${order.position} desc limit 1`
      : sql`select id, ${order.position} as position, ${order.scopeColumn} as scope_id from ${order.table}
             where ${order.scope(row)} and ${order.position} > ${row.position}
             order by ${order.position} asc limit 1`,
  );
  return neighbour;
}

/**
 * Swaps a row's position with its neighbour's, in one transaction. The first row moving up
 * and the last moving down stay where they are (200, nothing written). Returns the scope.
 */
export async function swapWithNeighbour(
  ctx: ViewerContext,
  { order, id, direction }: { order: OrderedRows; id: string; direction: MoveBody['direction'] },
): Promise<string | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await ctx.db.transaction(async (tx) => {
        const [row] = await queryRows<Positioned>(
          tx,
          sql`select id, ${order.position} as position, ${order.scopeColumn} as scope_id
                from ${order.table} where id = ${id}`,
        );
        if (!row) throw notFound(order.notFoundMessage);
        const neighbour = await neighbourOf(tx, order, row, direction);
        if (!neighbour) return row.scope_id;
        // Both rows, locked in one fixed order (by id), so two moves never wait on each other in a circle.
        const locked = await queryRows<Positioned & { title: string }>(
          tx,
          sql`select id, ${order.position} as position, ${order.scopeColumn} as scope_id, title from ${order.table}
               where id in (${row.id}, ${neighbour.id}) order by id for update`,
        );
        const lockedRow = locked.find((candidate) => candidate.id === row.id);
        const lockedNeighbour = locked.find((candidate) => candidate.id === neighbour.id);
        if (!lockedRow) throw notFound(order.notFoundMessage);
        if (!lockedNeighbour) throw new NeighbourChanged();
        // Under the locks, positions are the committed ones: are they still neighbours?
        const current = await neighbourOf(tx, order, lockedRow, direction);
        if (current?.id !== lockedNeighbour.id) throw new NeighbourChanged();
        await tx.execute(
          sql`update ${order.table}
                 set ${order.position} = case when id = ${lockedRow.id} then ${lockedNeighbour.position}::int
                                              else ${lockedRow.position}::int end
               where id in (${lockedRow.id}, ${lockedNeighbour.id})`,
        );
        // One row for the move the admin asked for (the neighbour's position follows from it).
        await ctx.audit.record(tx, {
          action: `${order.targetType}.move`,
          target: { type: order.targetType, id: lockedRow.id, name: lockedRow.title },
          before: { [order.positionField]: Number(lockedRow.position) },
          after: { [order.positionField]: Number(lockedNeighbour.position), direction },
        });
        return row.scope_id;
      });
    } catch (error) {
      const isRetryable =
        error instanceof NeighbourChanged ||
        isTransactionConflict(error) ||
        isConstraintViolation(error, order.positionConstraint);
      if (!isRetryable) throw error;
      if (attempt >= moveAttempts) {
        ctx.log.warn({ err: error, id }, 'move kept conflicting');
        throw new AppError('CONFLICT', messages.moveFailed);
      }
      // A random pause that grows with each attempt: moves that collided and all tried again at
      // once collided again (60 moves on one list used up the ten attempts of one of them).
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * attempt));
    }
  }
}
