import { zodResolver } from '@hookform/resolvers/zod';
import { supportMessages } from '@pillars/shared/support/messages';
import { createTicketBody } from '@pillars/shared/support/schemas';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import { FieldError, FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { TextField } from '@/components/text-field';
import { Textarea } from '@/components/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateTicket } from '../api/create-ticket';

/** A new ticket: subject and message both required and trimmed (spec 01 section 5). */
export function NewTicketForm({
  onCreated,
  onCancel,
  initialMessage = '',
}: {
  onCreated: (ticketId: string) => void;
  onCancel: () => void;
  /** The message filled in ("Ask our team" from Ask the Library). */
  initialMessage?: string;
}) {
  const createTicket = useCreateTicket();
  const messageId = useId();
  const form = useForm({
    resolver: zodResolver(createTicketBody),
    defaultValues: { subject: '', message: initialMessage },
  });
  const { errors } = form.formState;
  // The form opens from 'New Ticket', which it replaces: focus starts in it, not on the body.
  useEffect(() => form.setFocus('subject'), [form]);

  const onSubmit = form.handleSubmit((values) => {
    createTicket.mutate(values, {
      onSuccess: ({ ticket }) => {
        toast.success('Your support ticket has been submitted.');
        form.reset();
        onCreated(ticket.id);
      },
      onError: (error) => applyServerFieldErrors(error, ['subject', 'message'], form.setError),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        id="ticket-subject"
        label="Subject"
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea
          id={messageId}
          rows={5}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          {...form.register('message')}
        />
        <FieldError id={`${messageId}-error`} message={errors.message?.message} />
      </div>
      <FormError message={createTicket.isError ? supportMessages.submitFailed : undefined} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={createTicket.isPending}>
          {createTicket.isPending ? 'Submitting...' : 'Submit Ticket'}
        </Button>
      </div>
    </form>
  );
}
