import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminKeyElement,
  type KeyElementBody,
  keyElementBody,
  adminLearningMessages as messages,
} from '@pillars/shared/learning/admin-schemas';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useSaveKeyElement } from '../api/admin-key-elements';
import { AdminNamedFields } from './admin-named-fields';

/** Add or edit a key element of a pillar (spec 02 section 5). */
export function AdminKeyElementFormDialog({
  pillarId,
  keyElement,
  onClose,
}: {
  pillarId: string;
  /** null: a new key element. */
  keyElement: AdminKeyElement | null;
  onClose: () => void;
}) {
  const id = useId();
  const save = useSaveKeyElement(pillarId, keyElement?.id ?? null);
  const [formError, setFormError] = useState<string>();
  const form = useForm<KeyElementBody>({
    resolver: zodResolver(keyElementBody),
    defaultValues: {
      title: keyElement?.title ?? '',
      description: keyElement?.description ?? '',
      slug: keyElement?.slug ?? '',
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    save.mutate(values, {
      onSuccess: () => {
        toast.success(keyElement ? 'Key element saved.' : 'Key element created.');
        onClose();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['title', 'description', 'slug'], form.setError)) {
          setFormError(serverMessageOr(error, messages.saveKeyElementFailed));
        }
      },
    });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !save.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{keyElement ? 'Edit Key Element' : 'Add Key Element'}</DialogTitle>
          <DialogDescription>Fields marked * are required.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormError message={formError} />
          <AdminNamedFields idPrefix={id} form={form} savedTitle={keyElement?.title ?? ''} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Key Element'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
