import { organizationMessages as messages } from '@pillars/shared/organizations/messages';
import type { AdminOrganization } from '@pillars/shared/organizations/schemas';
import { plural } from '@pillars/shared/plural';
import { TriangleAlertIcon } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FieldError, FormError } from '@/components/form-error';
import { Input } from '@/components/input';
import { Label } from '@/components/label';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteOrganization } from '../api/delete-organization';

type Step = 'confirm' | 'type-name';

/**
 * Delete Organization in two steps (spec 02 sections 2 and 4): step 1 asks and offers
 * Proceed; step 2 lists what goes and enables 'Permanently Delete Organization' only when
 * the exact name is typed; then the deleting state until the server answers. The dialog is
 * mounted per organization (its `key`), so each opening starts at step 1 with an empty field.
 */
export function DeleteOrganizationDialog({
  organization,
  onClose,
  onDeletedFocus,
}: {
  organization: AdminOrganization | null;
  onClose: () => void;
  /**
   * Where focus goes once the organization is deleted (its card and Delete button are gone):
   * the list's search field (decision 020).
   */
  onDeletedFocus: () => void;
}) {
  const remove = useDeleteOrganization();
  const hasDeletedRef = useRef(false);
  const [step, setStep] = useState<Step>('confirm');
  const [typedName, setTypedName] = useState('');
  const [error, setError] = useState<string>();
  const [isTouched, setIsTouched] = useState(false);
  const id = useId();
  const isOpen = organization !== null;
  const isExact = organization !== null && typedName === organization.name;
  const mismatch = isTouched && typedName !== '' && !isExact ? messages.confirmNameMismatch : undefined;

  const close = () => {
    if (remove.isPending) return;
    setStep('confirm');
    setTypedName('');
    setError(undefined);
    setIsTouched(false);
    onClose();
  };

  const onDelete = () => {
    if (!organization) return;
    if (!isExact) {
      setIsTouched(true);
      return;
    }
    setError(undefined);
    remove.mutate(
      { organizationId: organization.id, confirmName: typedName },
      {
        onSuccess: () => {
          hasDeletedRef.current = true;
          toast.success(messages.deleted);
          setStep('confirm');
          setTypedName('');
          setIsTouched(false);
          onClose();
        },
        onError: (failure) => setError(serverMessageOr(failure, messages.deleteFailed)),
      },
    );
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && close()}>
      {organization ? (
        <DialogContent
          aria-busy={remove.isPending || undefined}
          onEscapeKeyDown={(event) => remove.isPending && event.preventDefault()}
          onInteractOutside={(event) => remove.isPending && event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (!hasDeletedRef.current) return;
            hasDeletedRef.current = false;
            event.preventDefault();
            onDeletedFocus();
          }}
        >
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <TriangleAlertIcon className="size-5 text-red-600" aria-hidden />
              {messages.deleteOrganization}
            </DialogTitle>
            <DialogDescription>
              {step === 'confirm'
                ? `Are you sure you want to delete "${organization.name}"? This action cannot be undone.`
                : 'Step 2 of 2: confirm by typing the organization name.'}
            </DialogDescription>
          </DialogHeader>
          {step === 'confirm' ? (
            <>
              <p className="text-sm text-slate-600">{messages.warning}</p>
              <DialogFooter>
                <Button variant="outline" onClick={close}>
                  Cancel
                </Button>
                <Button variant="destructive" onClick={() => setStep('type-name')}>
                  {messages.proceed}
                </Button>
              </DialogFooter>
            </>
          ) : (
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                onDelete();
              }}
            >
              <div className="text-sm text-slate-700">
                <p className="font-medium">The following will be permanently deleted:</p>
                <ul aria-label="What will be deleted" className="mt-2 list-disc space-y-1 pl-5">
                  <li>The organization "{organization.name}" and its subscription</li>
                  <li>{plural(organization.counts.users, 'user')}, their sign-ins and sessions</li>
                  <li>Their lesson progress, bookmarks and event registrations</li>
                  <li>Their scheduled calls, support tickets and messages</li>
                </ul>
                <p className="mt-2 text-slate-600">
                  Articles and events its people wrote or host stay, without them.
                </p>
              </div>
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={`${id}-name`}>
                  Type <span className="font-semibold">{organization.name}</span> to confirm
                </Label>
                <Input
                  id={`${id}-name`}
                  autoComplete="off"
                  value={typedName}
                  disabled={remove.isPending}
                  aria-invalid={mismatch ? true : undefined}
                  aria-describedby={mismatch ? `${id}-name-error` : undefined}
                  onChange={(event) => setTypedName(event.target.value)}
                  onBlur={() => setIsTouched(true)}
                />
                <FieldError id={`${id}-name-error`} message={mismatch} />
              </div>
              <FormError message={error} />
              <DialogFooter>
                <Button variant="outline" onClick={close} disabled={remove.isPending}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={!isExact || remove.isPending}>
                  {remove.isPending ? messages.deleting : messages.permanentlyDelete}
                </Button>
              </DialogFooter>
            </form>
          )}
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
