import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * The look of every text control (inputs and text areas): border, focus ring, invalid, disabled.
 * The border (the only sign of the field) and the placeholder use the contrast tokens of styles.css.
 */
export const textControlClasses = [
  'block w-full rounded-lg border border-control bg-white px-3 text-sm text-slate-900 shadow-sm',
  'placeholder:text-muted transition-colors',
  'outline-none focus-visible:border-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-1',
  'aria-invalid:border-red-500 aria-invalid:focus-visible:ring-red-500',
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500',
].join(' ');

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(textControlClasses, 'h-10', className)} {...props} />;
}
