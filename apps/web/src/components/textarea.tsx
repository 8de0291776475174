import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './form-error';
import { textControlClasses } from './input';
import { Label } from './label';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(textControlClasses, 'min-h-28 py-2', className)} {...props} />;
}

/** A labelled textarea with its error, wired as TextField wires an input. */
export function TextareaField({
  id,
  label,
  error,
  ...textareaProps
}: ComponentProps<'textarea'> & { id: string; label: string; error?: string }) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...textareaProps}
      />
      {errorId ? <FieldError id={errorId} message={error} /> : null}
    </div>
  );
}
