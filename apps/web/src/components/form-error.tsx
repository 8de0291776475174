import { CircleAlertIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * A form's message (validation or server). The live region stays in the page so screen
 * readers announce a message as soon as it appears.
 */
export function FormError({ id, message, className }: { id?: string; message?: string; className?: string }) {
  return (
    <div id={id} aria-live="assertive" aria-atomic="true" className={cn(!message && 'sr-only')}>
      {message ? (
        <p
          className={cn(
            'flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700',
            className,
          )}
        >
          <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}

/** The error text under one field; point the input's aria-describedby at its id. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm text-red-600">
      {message}
    </p>
  );
}
