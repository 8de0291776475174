import type { ComponentProps, ReactNode } from 'react';
import { FieldError } from './form-error';
import { Input } from './input';
import { Label } from './label';

interface TextFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  /** Beside the label, such as a "Forgot password?" link. */
  labelAside?: ReactNode;
  /** Help under the input. */
  hint?: string;
  /** This field's own error, shown under it. */
  error?: string;
  /** Invalid, with the message shown elsewhere (a form-level message named by aria-describedby). */
  isInvalid?: boolean;
}

/** A labelled input with its hint or error, wired for screen readers: the one way forms lay out a field. */
export function TextField({
  id,
  label,
  labelAside,
  hint,
  error,
  isInvalid,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const labelElement = <Label htmlFor={id}>{label}</Label>;
  return (
    <div className="flex flex-col gap-1.5">
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      <Input
        id={id}
        aria-invalid={error || isInvalid ? true : undefined}
        aria-describedby={[describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
