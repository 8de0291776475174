import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';
import { FormError } from './form-error';

/**
 * Asks before a destructive step (delete a pillar, a key element, a lesson, an article, an
 * event) and says what else goes with it. Radix's alert dialog: focus starts on Cancel,
 * Escape cancels, the page behind is inert. The dialog stays open while `isPending` and
 * shows `error` (the server's message) if the step fails, so the admin can retry.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  pendingLabel = 'Deleting…',
  cancelLabel = 'Cancel',
  returnFocusTo,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What happens, including what else is deleted with it. */
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  /** The confirm button's text while the step runs. */
  pendingLabel?: string;
  /** The dismiss button's text ('Keep Call' where 'Cancel' would read as the step itself). */
  cancelLabel?: string;
  /**
   * Where focus goes when the dialog closes, when that is not the control that had it before
   * (a tap does not focus a button on a phone; a deleted row's button is gone).
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
  error?: string;
}) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-slate-950/50" />
        <AlertDialogPrimitive.Content
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo?.();
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in flex-col gap-4 overflow-y-auto rounded-card bg-white p-6 shadow-xl outline-none"
        >
          <AlertDialogPrimitive.Title className="text-lg font-semibold text-slate-900">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description asChild>
            <div className="text-sm text-slate-600">{description}</div>
          </AlertDialogPrimitive.Description>
          <FormError message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={isPending}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            <Button
              variant="destructive"
              disabled={isPending}
              onClick={(event) => {
                // Stays open until the step succeeds; the caller closes it.
                event.preventDefault();
                onConfirm();
              }}
            >
              {isPending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
