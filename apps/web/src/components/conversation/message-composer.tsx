import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { type KeyboardEvent, useId } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../button';
import { FieldError } from '../form-error';
import { Label } from '../label';
import { Textarea } from '../textarea';

/**
 * The box under a conversation: one text field checked by the endpoint's own zod body
 * schema (the same the server parses: trimmed, 1 to 5,000 characters), sent with the button
 * or Enter (Shift+Enter for a new line). The text stays when sending fails, so nothing
 * typed is lost; it clears when the server has the message.
 */
export interface MessageComposerProps<Name extends string> {
  /** The endpoint's body schema: `{ [fieldName]: string }`. */
  schema: Parameters<typeof zodResolver>[0];
  fieldName: Name;
  label: string;
  placeholder?: string;
  submitLabel?: string;
  /** Resolves when the server has it; rejects (the caller says why) when it fails. */
  onSend: (text: string) => Promise<unknown>;
}

export function MessageComposer<Name extends string>({
  schema,
  fieldName,
  label,
  placeholder,
  submitLabel = 'Send',
  onSend,
}: MessageComposerProps<Name>) {
  type Values = FieldValues & Record<Name, string>;
  const id = useId();
  const form = useForm<Values>({
    resolver: zodResolver(schema) as unknown as Resolver<Values>,
    defaultValues: { [fieldName]: '' } as DefaultValues<Values>,
  });
  const field = fieldName as unknown as Path<Values>;
  const error = form.formState.errors[fieldName]?.message;
  const errorId = `${id}-error`;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSend(values[fieldName]);
      form.reset({ [fieldName]: '' } as Values);
    } catch {
      // The caller told the user; the text stays for another try.
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void onSubmit();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-1.5">
      <Label htmlFor={id} className="sr-only">
        {label}
      </Label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          rows={2}
          placeholder={placeholder}
          className="min-h-12 resize-y"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={onKeyDown}
          {...form.register(field)}
        />
        <Button type="submit" disabled={form.formState.isSubmitting} className="h-12">
          <SendIcon aria-hidden />
          {form.formState.isSubmitting ? 'Sending...' : submitLabel}
        </Button>
      </div>
      <FieldError id={errorId} message={typeof error === 'string' ? error : undefined} />
    </form>
  );
}
