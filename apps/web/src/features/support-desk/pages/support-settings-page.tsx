import { zodResolver } from '@hookform/resolvers/zod';
import { supportMessages } from '@pillars/shared/support/messages';
import {
  createFaqItemBody,
  type FaqItem,
  type SupportSettings,
  updateSupportSettingsBody,
} from '@pillars/shared/support/schemas';
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Card } from '@/components/card';
import { FieldError } from '@/components/form-error';
import { Label } from '@/components/label';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { Textarea } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import {
  useCreateFaqItem,
  useDeleteFaqItem,
  useReorderFaq,
  useSupportConfiguration,
  useUpdateFaqItem,
  useUpdateSupportSettings,
} from '../api/support-configuration';

const loadFailed = supportMessages.loadFailed;

function SettingsForm({ settings }: { settings: SupportSettings | null }) {
  const update = useUpdateSupportSettings();
  const form = useForm({
    resolver: zodResolver(updateSupportSettingsBody),
    defaultValues: settings ?? { supportTitle: '', supportSubtitle: '', faqTitle: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: ({ settings: saved }) => {
        toast.success('Support settings saved.');
        if (saved) form.reset(saved);
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['supportTitle', 'supportSubtitle', 'faqTitle'], form.setError)) {
          toast.error(serverMessageOr(error, 'Failed to save support settings. Please try again.'));
        }
      },
    }),
  );
  return (
    <Card className="p-5 sm:p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Headings</h2>
      {settings ? null : <p className="mb-4 text-sm text-amber-800">{supportMessages.notConfigured}</p>}
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id="support-title"
          label="Support Title"
          error={errors.supportTitle?.message}
          {...form.register('supportTitle')}
        />
        <TextField
          id="support-subtitle"
          label="Support Subtitle"
          error={errors.supportSubtitle?.message}
          {...form.register('supportSubtitle')}
        />
        <TextField
          id="faq-title"
          label="FAQ Title"
          error={errors.faqTitle?.message}
          {...form.register('faqTitle')}
        />
        <Button type="submit" className="self-end" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Settings'}
        </Button>
      </form>
    </Card>
  );
}

/** Question and answer of an FAQ item, new or edited. */
function FaqItemForm({
  item,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  item?: FaqItem;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (values: { question: string; answer: string }) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const id = useId();
  const form = useForm({
    resolver: zodResolver(createFaqItemBody),
    defaultValues: { question: item?.question ?? '', answer: item?.answer ?? '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      if (!item) form.reset({ question: '', answer: '' });
    } catch (error) {
      applyServerFieldErrors(error, ['question', 'answer'], form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <TextField
        id={`${id}-question`}
        label="Question"
        error={errors.question?.message}
        {...form.register('question')}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-answer`}>Answer</Label>
        <Textarea
          id={`${id}-answer`}
          rows={4}
          aria-invalid={errors.answer ? true : undefined}
          aria-describedby={errors.answer ? `${id}-answer-error` : undefined}
          {...form.register('answer')}
        />
        <FieldError id={`${id}-answer-error`} message={errors.answer?.message} />
      </div>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" disabled={isPending}>
          {isPending ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}

function FaqEditor({ faq }: { faq: FaqItem[] }) {
  const createItem = useCreateFaqItem();
  const updateItem = useUpdateFaqItem();
  const deleteItem = useDeleteFaqItem();
  const reorder = useReorderFaq();
  const [editingId, setEditingId] = useState<string | null>(null);

  const move = (index: number, offset: -1 | 1) => {
    const next = [...faq];
    const [moved] = next.splice(index, 1);
    if (!moved) return;
    next.splice(index + offset, 0, moved);
    reorder.mutate(next, {
      onError: (error) => toast.error(serverMessageOr(error, 'Failed to reorder the FAQ. Please try again.')),
    });
  };

  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">FAQ</h2>
      {faq.length === 0 ? (
        <p className="text-sm text-slate-600">{supportMessages.noFaq}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {faq.map((item, index) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-3">
              {editingId === item.id ? (
                <FaqItemForm
                  item={item}
                  submitLabel="Save"
                  isPending={updateItem.isPending}
                  onCancel={() => setEditingId(null)}
                  onSubmit={(values) =>
                    updateItem.mutateAsync(
                      { faqItemId: item.id, ...values },
                      {
                        onSuccess: () => {
                          toast.success('FAQ item saved.');
                          setEditingId(null);
                        },
                        onError: (error) =>
                          toast.error(
                            serverMessageOr(error, 'Failed to save the FAQ item. Please try again.'),
                          ),
                      },
                    )
                  }
                />
              ) : (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium break-words text-slate-900">
                      {index + 1}. {item.question}
                    </p>
                    <p className="mt-1 line-clamp-3 text-sm whitespace-pre-wrap text-slate-600">
                      {item.answer}
                    </p>
                  </div>
                  <div className="flex shrink-0 gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move up: ${item.question}`}
                      disabled={index === 0 || reorder.isPending}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpIcon aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Move down: ${item.question}`}
                      disabled={index === faq.length - 1 || reorder.isPending}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownIcon aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit: ${item.question}`}
                      onClick={() => setEditingId(item.id)}
                    >
                      <PencilIcon aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete: ${item.question}`}
                      className="text-red-700 hover:bg-red-50 hover:text-red-800"
                      disabled={deleteItem.isPending}
                      onClick={() => {
                        if (!window.confirm(`Delete "${item.question}"?`)) return;
                        deleteItem.mutate(item.id, {
                          onSuccess: () => toast.success('FAQ item deleted.'),
                          onError: (error) =>
                            toast.error(
                              serverMessageOr(error, 'Failed to delete the FAQ item. Please try again.'),
                            ),
                        });
                      }}
                    >
                      <Trash2Icon aria-hidden />
                    </Button>
                  </div>
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <div className="border-t border-slate-200 pt-4">
        <h3 className="mb-3 flex items-center gap-2 text-base font-semibold text-slate-900">
          <PlusIcon className="size-4" aria-hidden />
          Add a question
        </h3>
        <FaqItemForm
          submitLabel="Add Question"
          isPending={createItem.isPending}
          onSubmit={(values) =>
            createItem.mutateAsync(values, {
              onSuccess: () => toast.success('FAQ item added.'),
              onError: (error) =>
                toast.error(serverMessageOr(error, 'Failed to add the FAQ item. Please try again.')),
            })
          }
        />
      </div>
    </Card>
  );
}

/** /admin/support (superadmin): the support page's headings and its FAQ (add, edit, delete, reorder). */
export function SupportSettingsPage() {
  const query = useSupportConfiguration();
  return (
    <>
      <PageHeader
        title="Support Settings"
        description="The headings and the FAQ members see on the Support page."
      />
      <QueryState
        query={query}
        skeleton={
          <SkeletonGroup
            label="Loading support settings..."
            className="grid grid-cols-1 gap-6 lg:grid-cols-2"
          >
            <Skeleton className="h-72 w-full rounded-card" />
            <Skeleton className="h-72 w-full rounded-card" />
          </SkeletonGroup>
        }
        errorTitle={loadFailed}
      >
        {({ settings, faq }) => (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <SettingsForm settings={settings} />
            <FaqEditor faq={faq} />
          </div>
        )}
      </QueryState>
    </>
  );
}
