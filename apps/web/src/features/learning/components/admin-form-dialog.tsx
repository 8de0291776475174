import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { ViewTabs } from '@/components/view-tabs';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';

/**
 * The add and edit dialog of a pillar, key element or lesson (spec 02 section 5), mounted per
 * opening so it starts fresh. The shared schema checks it here (`resolver`) and again on the
 * server; a refused save keeps what was typed and shows the server's message beside the
 * field it names, else above the buttons.
 */
export function AdminFormDialog<Values extends FieldValues>({
  noun,
  isNew,
  failureMessage,
  className,
  resolver,
  defaultValues,
  save,
  onClose,
  children,
  extraTab,
}: {
  /**
   * What it adds or edits, in title case: 'Key Element' makes the titles 'Add Key Element'
   * and 'Edit Key Element', the button 'Save Key Element' and the toasts 'Key element
   * created.' and 'Key element saved.'.
   */
  noun: string;
  isNew: boolean;
  failureMessage: string;
  className?: string;
  resolver: Resolver<Values>;
  /** Every field of the form: the server's messages may name any of them. */
  defaultValues: Values;
  save: UseMutationResult<unknown, Error, Values>;
  onClose: () => void;
  /** The fields; `idPrefix` makes their ids unique on the page. */
  children: (form: UseFormReturn<Values>, idPrefix: string) => ReactNode;
  /**
   * A second tab beside the form (the lesson's Quiz, issue 57), with its own saving: the
   * form stays mounted while it shows, so nothing typed is lost.
   */
  extraTab?: { label: string; content: ReactNode };
}) {
  const idPrefix = useId();
  const [formError, setFormError] = useState<string>();
  const [tab, setTab] = useState<'form' | 'extra'>('form');
  const form = useForm<Values>({ resolver, defaultValues: defaultValues as DefaultValues<Values> });
  const fieldNames = Object.keys(defaultValues) as Array<Path<Values>>;
  const sentenceNoun = `${noun.charAt(0)}${noun.slice(1).toLowerCase()}`;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(values, {
      onSuccess: () => {
        toast.success(`${sentenceNoun} ${isNew ? 'created' : 'saved'}.`);
        onClose();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, fieldNames, form.setError)) {
          setFormError(serverMessageOr(error, failureMessage));
        }
      },
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{`${isNew ? 'Add' : 'Edit'} ${noun}`}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        {extraTab ? (
          <ViewTabs
            label={`${noun} editor`}
            views={{ form: noun, extra: extraTab.label }}
            value={tab}
            onChange={setTab}
          />
        ) : null}
        {extraTab && tab === 'extra' ? extraTab.content : null}
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" hidden={tab === 'extra'}>
          <FormError message={formError} />
          {children(form, idPrefix)}
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : `Save ${noun}`}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
