import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, type LucideIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { AdminSearchField, matchesSearch, useSearchParam } from './admin-search';

/** What an admin list holds, in the singular and the plural ('key element', 'key elements'). */
export interface AdminListNoun {
  one: string;
  many: string;
}

const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const skeletonKeys = [1, 2, 3];

/**
 * The admin list of pillars, key elements or lessons: its search, its one query in its
 * states, the empty state (none yet, or none matching the search) and the list itself, in
 * the order the members see it. The noun names it all: 'Search lessons', the list's label
 * 'Lessons', 'No lessons yet', 'Add the first lesson.', 'No lessons match your search'.
 */
export function AdminList<Data, Item extends { id: string }>({
  noun,
  query,
  errorTitle,
  notFound,
  itemsOf,
  searchTextsOf,
  emptyIcon,
  isNumbered = false,
  listClassName = 'flex flex-col gap-3',
  skeletonClassName,
  renderItem,
}: {
  noun: AdminListNoun;
  query: UseQueryResult<Data>;
  errorTitle: string;
  notFound?: { title: string };
  itemsOf: (data: Data) => Item[];
  /** The texts the search looks in. */
  searchTextsOf: (item: Item) => string[];
  emptyIcon: LucideIcon;
  /** An ordered list (`<ol>`): the order is what the admin manages. */
  isNumbered?: boolean;
  /** The list's layout, which its skeleton takes too. */
  listClassName?: string;
  /** One placeholder item while the list loads. */
  skeletonClassName: string;
  /** One item; `isFirst` and `isLast` are its place in the whole list, not the searched one. */
  renderItem: (item: Item, place: { isFirst: boolean; isLast: boolean; data: Data }) => ReactNode;
}) {
  const [search, setSearch] = useSearchParam();
  const List = isNumbered ? 'ol' : 'ul';
  return (
    <>
      <AdminSearchField label={`Search ${noun.many}`} value={search} onChange={setSearch} />
      <QueryState
        query={query}
        errorTitle={errorTitle}
        notFound={notFound}
        skeleton={
          <SkeletonGroup label={`Loading ${noun.many}...`} className={listClassName}>
            {skeletonKeys.map((key) => (
              <Skeleton key={key} className={skeletonClassName} />
            ))}
          </SkeletonGroup>
        }
      >
        {(data) => {
          const items = itemsOf(data);
          const shown = items.filter((item) => matchesSearch(search, ...searchTextsOf(item)));
          if (items.length === 0)
            return (
              <EmptyState
                icon={emptyIcon}
                title={`No ${noun.many} yet`}
                description={`Add the first ${noun.one}.`}
              />
            );
          if (shown.length === 0)
            return <EmptyState icon={emptyIcon} title={`No ${noun.many} match your search`} />;
          return (
            <List aria-label={capitalized(noun.many)} className={listClassName}>
              {shown.map((item) => {
                const index = items.indexOf(item);
                return (
                  <Fragment key={item.id}>
                    {renderItem(item, { isFirst: index === 0, isLast: index === items.length - 1, data })}
                  </Fragment>
                );
              })}
            </List>
          );
        }}
      </QueryState>
    </>
  );
}

/** A row of the key element and lesson lists: its order number (lessons), what it is, its actions. */
export function AdminListRow({
  position,
  actions,
  children,
}: {
  position?: number;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      {position !== undefined ? (
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
          title="Order"
        >
          {position}
        </span>
      ) : null}
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 items-center gap-1">{actions}</div>
    </li>
  );
}

/**
 * An item's buttons, each named with the item's title ('Move up: Sales'): move up and down
 * where the admin orders the list (none at its ends, none while a move is saved), edit, delete.
 */
export function AdminItemActions({
  title,
  move,
  onEdit,
  onDelete,
}: {
  title: string;
  move?: {
    isFirst: boolean;
    isLast: boolean;
    isMoving: boolean;
    onMove: (direction: 'up' | 'down') => void;
  };
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      {move ? (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move up: ${title}`}
            disabled={move.isFirst || move.isMoving}
            onClick={() => move.onMove('up')}
          >
            <ArrowUpIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Move down: ${title}`}
            disabled={move.isLast || move.isMoving}
            onClick={() => move.onMove('down')}
          >
            <ArrowDownIcon aria-hidden />
          </Button>
        </>
      ) : null}
      <Button variant="ghost" size="icon" aria-label={`Edit: ${title}`} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete: ${title}`}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden />
      </Button>
    </>
  );
}

/**
 * Asks before deleting an item and says what goes with it; open while `item` is set. The
 * page resets `deletion` when it sets `item`, so an earlier failure is not shown again.
 */
export function AdminDeleteDialog<Item extends { id: string }>({
  item,
  onClose,
  title,
  describe,
  deletion,
  failureMessage,
  deletedMessage,
}: {
  item: Item | null;
  onClose: () => void;
  /** 'Delete Lesson': the title and the confirm button's label. */
  title: string;
  describe: (item: Item) => ReactNode;
  deletion: UseMutationResult<unknown, Error, string>;
  failureMessage: string;
  deletedMessage: string;
}) {
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={item ? describe(item) : null}
      confirmLabel={title}
      isPending={deletion.isPending}
      error={deletion.error ? serverMessageOr(deletion.error, failureMessage) : undefined}
      onConfirm={() =>
        item &&
        deletion.mutate(item.id, {
          onSuccess: () => {
            toast.success(deletedMessage);
            onClose();
          },
        })
      }
    />
  );
}
