import { zodResolver } from '@hookform/resolvers/zod';
import { type Passkey, removePasskeyBody, renamePasskeyBody } from '@pillars/shared/two-factor/schemas';
import { FingerprintIcon, KeyRoundIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { EmptyState } from '@/components/empty-state';
import { FormError } from '@/components/form-error';
import { QueryState } from '@/components/query-state';
import { Skeleton, SkeletonGroup } from '@/components/skeleton';
import { TextField } from '@/components/text-field';
import { serverMessageOr } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatDate } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import {
  PasskeyCancelledError,
  useAddPasskey,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
} from '../api/passkeys';

/**
 * Settings > Security: the account's passkeys (issue 44): add, rename, remove. Removing one
 * asks for the password, and a code when the authenticator app is on (`authenticator`).
 */
export function PasskeysPanel({ authenticator }: { authenticator: boolean }) {
  const passkeys = usePasskeys();
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <KeyRoundIcon aria-hidden className="size-5 text-slate-500" />
          <h3 className="font-medium text-slate-900">Passkeys</h3>
        </div>
        {/* One dialog for the empty and the filled list: it stays mounted while the list changes under it. */}
        <AddPasskeyDialog />
      </div>
      <QueryState
        query={passkeys}
        skeleton={
          <SkeletonGroup label="Loading passkeys..." className="flex flex-col gap-2">
            <Skeleton className="h-14 w-full" />
          </SkeletonGroup>
        }
        errorTitle="Failed to load your passkeys. Please try again."
      >
        {({ passkeys: list }) =>
          list.length === 0 ? (
            <EmptyState
              icon={FingerprintIcon}
              className="py-8"
              title="No passkeys yet"
              description="A passkey signs you in with your fingerprint, face or device PIN: no password, no code. It also counts as your second factor."
            />
          ) : (
            <ul className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
              {list.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} authenticator={authenticator} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </div>
  );
}

function PasskeyRow({ passkey, authenticator }: { passkey: Passkey; authenticator: boolean }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" title={passkey.name}>
          {passkey.name}
        </p>
        <p className="text-sm text-slate-500">
          Added {formatDate(passkey.createdAt)} ·{' '}
          {passkey.lastUsedAt ? `Last used ${formatDate(passkey.lastUsedAt)}` : 'Never used'}
          {passkey.synced ? ' · Synced' : ''}
        </p>
      </div>
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setRenaming(true)}
          aria-label={`Rename ${passkey.name}`}
        >
          <PencilIcon aria-hidden />
          Rename
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setRemoving(true)}
          aria-label={`Remove ${passkey.name}`}
        >
          <Trash2Icon aria-hidden />
          Remove
        </Button>
      </div>
      {renaming ? <RenameDialog passkey={passkey} onClose={() => setRenaming(false)} /> : null}
      {removing ? (
        <RemoveDialog passkey={passkey} authenticator={authenticator} onClose={() => setRemoving(false)} />
      ) : null}
    </li>
  );
}

/** The name first; then the browser asks for the fingerprint, face or PIN that makes the passkey. */
export function AddPasskeyDialog({
  onAdded,
  variant = 'primary',
}: {
  onAdded?: () => void;
  variant?: 'primary' | 'outline';
}) {
  const [open, setOpen] = useState(false);
  const add = useAddPasskey();
  const [formMessage, setFormMessage] = useState<string | undefined>();
  const form = useForm({ resolver: zodResolver(renamePasskeyBody), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit((values) => {
    setFormMessage(undefined);
    add.mutate(values, {
      onSuccess: (passkey) => {
        setOpen(false);
        form.reset();
        toast.success(`Passkey “${passkey.name}” added.`);
        onAdded?.();
      },
      onError: (error) => {
        if (!applyServerFieldErrors(error, ['name'], form.setError)) {
          // The browser's own refusal says what happened (cancelled, already on this device).
          const fallback =
            error instanceof PasskeyCancelledError
              ? error.message
              : 'Failed to add the passkey. Please try again.';
          setFormMessage(serverMessageOr(error, fallback));
        }
      },
    });
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setFormMessage(undefined);
      }}
    >
      <Button variant={variant} onClick={() => setOpen(true)}>
        Add a passkey
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add a passkey</DialogTitle>
          <DialogDescription>
            Name it after the device that keeps it. Your browser then asks for your fingerprint, face or PIN.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            id="passkey-name"
            label="Name"
            placeholder="MacBook"
            autoComplete="off"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <FormError message={formMessage} />
          <div className="flex justify-end">
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Waiting for your device...' : 'Continue'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function RenameDialog({ passkey, onClose }: { passkey: Passkey; onClose: () => void }) {
  const rename = useRenamePasskey();
  const form = useForm({ resolver: zodResolver(renamePasskeyBody), defaultValues: { name: passkey.name } });
  const onSubmit = form.handleSubmit((values) => {
    rename.mutate(
      { passkeyId: passkey.id, ...values },
      {
        onSuccess: () => {
          onClose();
          toast.success('Passkey renamed.');
        },
        onError: (error) => {
          if (!applyServerFieldErrors(error, ['name'], form.setError)) {
            toast.error(serverMessageOr(error, 'Failed to rename the passkey.'));
          }
        },
      },
    );
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename passkey</DialogTitle>
          <DialogDescription>A name that tells you which device keeps it.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            id="passkey-rename"
            label="Name"
            autoComplete="off"
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <div className="flex justify-end">
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? 'Saving...' : 'Save'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Asks for the person again before a passkey goes (decision 052): the password, and a code
 * from the authenticator app (or a backup code) when it is on. Mounted per opening, so the
 * fields start empty.
 */
function RemoveDialog({
  passkey,
  authenticator,
  onClose,
}: {
  passkey: Passkey;
  authenticator: boolean;
  onClose: () => void;
}) {
  const remove = useRemovePasskey();
  const [formMessage, setFormMessage] = useState<string | undefined>();
  const form = useForm({
    resolver: zodResolver(removePasskeyBody),
    // Without the app, no code field: `code` stays unset.
    defaultValues: authenticator ? { password: '', code: '' } : { password: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    setFormMessage(undefined);
    // The row leaves the list on success, and a mutate callback of an unmounted row never
    // runs: the promise still settles.
    remove.mutateAsync({ passkeyId: passkey.id, ...values }).then(
      () => {
        onClose();
        toast.success('Passkey removed.');
      },
      (error: unknown) => {
        if (!applyServerFieldErrors(error, ['password', 'code'], form.setError)) {
          setFormMessage(serverMessageOr(error, 'Failed to remove the passkey.'));
        }
      },
    );
  });
  return (
    <Dialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Remove “{passkey.name}”?</DialogTitle>
          <DialogDescription>
            You will no longer be able to sign in with this passkey. The device may still list it: remove it
            there too.{' '}
            {authenticator ? 'Enter your password, and a code, to go on.' : 'Enter your password to go on.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            id="remove-passkey-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          {authenticator ? (
            <TextField
              id="remove-passkey-code"
              label="Code from the app, or a backup code"
              autoComplete="one-time-code"
              error={errors.code?.message}
              {...form.register('code')}
            />
          ) : null}
          <FormError message={formMessage} />
          <div className="flex justify-end">
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending ? 'Removing…' : 'Remove passkey'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
