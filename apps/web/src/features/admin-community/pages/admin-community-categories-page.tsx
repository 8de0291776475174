import { zodResolver } from '@hookform/resolvers/zod';
import { type CommunityCategory, categoryBody } from '@pillars/shared/community/schemas';
import { ArrowDownIcon, ArrowUpIcon, TagsIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BackLink } from '@/components/back-link';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { FieldError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SkeletonList } from '@/components/skeleton';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { paths } from '@/lib/paths';
import { toast } from '@/lib/toast';
import { useDeleteCategory, useReports, useSaveCategory } from '../api/admin-community';

type CategoryForm = z.input<typeof categoryBody>;

/** Name a new category, or rename one (its position kept). */
function CategoryNameForm({
  category,
  nextPosition,
  onDone,
}: {
  category?: CommunityCategory;
  nextPosition: number;
  onDone?: () => void;
}) {
  const id = useId();
  const save = useSaveCategory();
  const form = useForm<CategoryForm, unknown, z.output<typeof categoryBody>>({
    resolver: zodResolver(categoryBody),
    defaultValues: { name: category?.name ?? '', position: category?.position ?? nextPosition },
  });
  const error = form.formState.errors.name?.message;
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, ...(category ? { categoryId: category.id } : {}) },
      {
        onSuccess: () => {
          toast.success(category ? 'The category has been renamed.' : 'The category has been added.');
          form.reset({ name: '', position: nextPosition + 1 });
          onDone?.();
        },
        onError: (failure) => {
          if (applyServerFieldErrors(failure, ['name'], form.setError)) return;
          form.setError('name', {
            type: 'server',
            message: serverMessageOr(failure, 'Failed to save the category.'),
          });
        },
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:gap-2"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <Label htmlFor={id} className={category ? 'sr-only' : undefined}>
          {category ? `New name for ${category.name}` : 'New category'}
        </Label>
        <Input
          id={id}
          maxLength={60}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('name')}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <div className={`flex gap-2 ${category ? '' : 'sm:mt-7'}`}>
        <Button type="submit" disabled={save.isPending}>
          {category ? 'Save' : 'Add category'}
        </Button>
        {category ? (
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function CategoryRow({
  category,
  previous,
  next,
}: {
  category: CommunityCategory;
  previous?: CommunityCategory;
  next?: CommunityCategory;
}) {
  const [isRenaming, setRenaming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  // Reordering swaps positions with the neighbour (two writes, each audited).
  const swapWith = (other: CommunityCategory) => {
    const [mine, theirs] =
      other.position === category.position
        ? [other.position + (other === previous ? 1 : -1), other.position]
        : [other.position, category.position];
    save.mutate(
      { categoryId: category.id, name: category.name, position: Math.max(0, mine) },
      {
        onSuccess: () =>
          save.mutate(
            { categoryId: other.id, name: other.name, position: Math.max(0, theirs) },
            { onSuccess: () => toast.success('The order has been saved.') },
          ),
        onError: (failure) => toast.error(serverMessageOr(failure, 'Failed to reorder.')),
      },
    );
  };
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      {isRenaming ? (
        <div className="flex-1">
          <CategoryNameForm
            category={category}
            nextPosition={category.position}
            onDone={() => setRenaming(false)}
          />
        </div>
      ) : (
        <span className="font-medium text-slate-900">{category.name}</span>
      )}
      {!isRenaming ? (
        <div className="flex flex-wrap gap-1">
          <Button
            variant="ghost"
            size="sm"
            disabled={!previous || save.isPending}
            onClick={() => previous && swapWith(previous)}
          >
            <ArrowUpIcon aria-hidden />
            <span className="sr-only">Move {category.name} up</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={!next || save.isPending}
            onClick={() => next && swapWith(next)}
          >
            <ArrowDownIcon aria-hidden />
            <span className="sr-only">Move {category.name} down</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)}>
            Rename<span className="sr-only"> {category.name}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setDeleting(true)}
          >
            <Trash2Icon aria-hidden />
            Delete<span className="sr-only"> {category.name}</span>
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={isDeleting}
        onOpenChange={(open) => {
          setDeleting(open);
          if (!open) remove.reset();
        }}
        title={`Delete ${category.name}`}
        description="A category that still has discussions cannot be deleted: move them first."
        confirmLabel="Delete"
        isPending={remove.isPending}
        error={remove.error ? serverMessageOr(remove.error, 'Failed to delete the category.') : undefined}
        onConfirm={() =>
          remove.mutate(category.id, {
            onSuccess: () => {
              setDeleting(false);
              toast.success('The category has been deleted.');
            },
          })
        }
      />
    </li>
  );
}

/** /admin/community/categories (superadmins): add, rename, reorder and delete the Community's categories. */
export function AdminCommunityCategoriesPage() {
  const reports = useReports();
  return (
    <>
      <BackLink to={paths.adminCommunity} label="Community Moderation" />
      <PageHeader title="Community Categories" description="The categories members start discussions in." />
      <QueryState
        query={reports}
        errorTitle="Failed to load the categories. Please try again."
        skeleton={<SkeletonList label="Loading the categories..." count={4} rowClassName="h-10 rounded-lg" />}
      >
        {({ categories }) => (
          <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <CategoryNameForm
              nextPosition={Math.max(0, ...categories.map((category) => category.position)) + 1}
            />
            {categories.length === 0 ? (
              <EmptyState icon={TagsIcon} title="No categories yet" description="Add the first one above." />
            ) : (
              <ul aria-label="Categories" className="divide-y divide-slate-100">
                {categories.map((category, index) => (
                  <CategoryRow
                    key={category.id}
                    category={category}
                    previous={categories[index - 1]}
                    next={categories[index + 1]}
                  />
                ))}
              </ul>
            )}
          </div>
        )}
      </QueryState>
    </>
  );
}
