import { zodResolver } from '@hookform/resolvers/zod';
import { communityLimits, reportReasonLabels } from '@pillars/shared/community/messages';
import { type ReportBody, reportBody } from '@pillars/shared/community/schemas';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { SelectField } from '@/components/select-field';
import { TextareaField } from '@/components/textarea';
import { serverMessageOr } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useReport } from './api';

type ReportForm = z.input<typeof reportBody>;

/** Report a post or a reply to the moderators: a reason and a note (one report per person and target). */
export function ReportDialog({
  open,
  onOpenChange,
  target,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  target: { postId: string; replyId?: string; what: 'post' | 'reply' };
}) {
  const noteId = useId();
  const report = useReport();
  const form = useForm<ReportForm, unknown, z.output<typeof reportBody>>({
    resolver: zodResolver(reportBody),
    defaultValues: {
      postId: target.postId,
      ...(target.replyId ? { replyId: target.replyId } : {}),
      reason: 'spam',
      note: '',
    },
  });
  const reason = form.watch('reason') as ReportBody['reason'];
  const onSubmit = form.handleSubmit((values) => {
    report.mutate(values, {
      onSuccess: () => {
        toast.success('Thank you: the moderators will look at it.');
        onOpenChange(false);
        form.reset();
      },
      onError: (failure) =>
        form.setError('root', { message: serverMessageOr(failure, 'Failed to send your report.') }),
    });
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Report this {target.what}</DialogTitle>
          <DialogDescription>The moderators see your report; the author does not.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <SelectField
            label="Reason"
            value={reason}
            options={reportReasonLabels}
            onChange={(value) => form.setValue('reason', value)}
          />
          <TextareaField
            id={noteId}
            label="Note (optional)"
            rows={3}
            maxLength={communityLimits.reportNoteMax}
            error={form.formState.errors.note?.message}
            {...form.register('note')}
          />
          <FormError message={form.formState.errors.root?.message} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={report.isPending}>
              {report.isPending ? 'Sending…' : 'Send report'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
