import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { textControlClasses } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(textControlClasses, 'min-h-28 py-2', className)} {...props} />;
}
