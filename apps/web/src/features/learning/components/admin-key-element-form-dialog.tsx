import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminKeyElement,
  keyElementBody,
  adminLearningMessages as messages,
} from '@pillars/shared/learning/admin-schemas';
import { useSaveKeyElement } from '../api/admin-key-elements';
import { AdminFormDialog } from './admin-form-dialog';
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
  const save = useSaveKeyElement(pillarId, keyElement?.id ?? null);
  return (
    <AdminFormDialog
      noun="Key Element"
      isNew={keyElement === null}
      failureMessage={messages.saveKeyElementFailed}
      resolver={zodResolver(keyElementBody)}
      defaultValues={{
        title: keyElement?.title ?? '',
        description: keyElement?.description ?? '',
        slug: keyElement?.slug ?? '',
      }}
      save={save}
      onClose={onClose}
    >
      {(form, idPrefix) => (
        <AdminNamedFields idPrefix={idPrefix} form={form} savedTitle={keyElement?.title ?? ''} />
      )}
    </AdminFormDialog>
  );
}
