import { type CallStatus, callMessages, callStatusActions } from '@pillars/shared/calls/messages';
import type { AdminCall } from '@pillars/shared/calls/schemas';
import { callStatuses } from '@pillars/shared/domain-values';
import { useState } from 'react';
import { Button } from '@/components/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/dialog';
import { FormError } from '@/components/form-error';
import { Label } from '@/components/label';
import { Textarea } from '@/components/textarea';
import { UserAvatar } from '@/components/user-avatar';
import { serverMessageOr } from '@/lib/api-client';
import { timeZoneLabel, useViewerTimeZone } from '@/lib/time-zone';
import { toast } from '@/lib/toast';
import { useUpdateAdminCall } from '../api/update-admin-call';
import { formatCallDate, localClockTime } from '../utils/booking-week';
import { CallStatusBadge } from './call-status-badge';
import { memberName } from './member-name';

/**
 * The Call Details modal (spec 02 section 2): status buttons and Save Notes; closes after a
 * save. The member's call topics are shown as they wrote them; Save Notes writes the staff's
 * own notes, a separate field the member never sees.
 */
export function CallDetailsDialog({ call, onClose }: { call: AdminCall | null; onClose: () => void }) {
  return (
    <Dialog open={call !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      {call ? (
        <DialogContent className="max-w-xl">
          {/* Keyed so each call opens with its own saved notes. */}
          <CallDetails key={call.id} call={call} onSaved={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function CallDetails({ call, onSaved }: { call: AdminCall; onSaved: () => void }) {
  const timeZone = useViewerTimeZone();
  const update = useUpdateAdminCall(call.id);
  const [staffNotes, setStaffNotes] = useState(call.staffNotes ?? '');
  const [pendingAction, setPendingAction] = useState<CallStatus | 'notes' | null>(null);

  const save = (body: { status?: CallStatus; staffNotes?: string }, action: CallStatus | 'notes') => {
    setPendingAction(action);
    update.mutate(body, {
      onSuccess: () => {
        toast.success(action === 'notes' ? 'Notes saved.' : 'Call status updated.');
        onSaved();
      },
      onSettled: () => setPendingAction(null),
    });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Call Details</DialogTitle>
        <DialogDescription>
          {formatCallDate(call.date)} at {call.time}
        </DialogDescription>
      </DialogHeader>
      <div className="flex items-center gap-3 text-sm">
        <UserAvatar
          firstName={call.member.firstName}
          lastName={call.member.lastName}
          avatarUrl={call.member.avatarUrl}
        />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{memberName(call.member)}</p>
          <p className="break-all text-slate-600">{call.member.email}</p>
        </div>
      </div>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">Date</dt>
          <dd className="font-medium text-slate-900">{formatCallDate(call.date)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">Time</dt>
          <dd className="font-medium text-slate-900">
            {call.time} ({localClockTime(call.startsAt, timeZone)} {timeZoneLabel(timeZone)})
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">Phone</dt>
          <dd className="font-medium text-slate-900">{call.phoneNumber || callMessages.noPhone}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500 uppercase">Status</dt>
          <dd>
            <CallStatusBadge status={call.status} />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-2">
        {callStatuses.map((status) => (
          <Button
            key={status}
            size="sm"
            variant={status === 'cancelled' ? 'outline' : 'secondary'}
            disabled={status === call.status || update.isPending}
            onClick={() => save({ status }, status)}
          >
            {pendingAction === status ? 'Saving...' : callStatusActions[status]}
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-1.5 text-sm">
        <h3 className="text-xs font-medium text-slate-500 uppercase">{callMessages.callTopicsLabel}</h3>
        <p className="break-words whitespace-pre-line text-slate-900">
          {call.notes || <span className="text-slate-500">{callMessages.noCallTopics}</span>}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor="call-notes">{callMessages.staffNotesLabel}</Label>
        <Textarea
          id="call-notes"
          rows={4}
          value={staffNotes}
          placeholder={callMessages.notesPlaceholder}
          aria-describedby="call-notes-hint"
          onChange={(event) => setStaffNotes(event.target.value)}
        />
        <p id="call-notes-hint" className="text-xs text-slate-600">
          {callMessages.staffNotesHint}
        </p>
      </div>
      <FormError
        message={update.isError ? serverMessageOr(update.error, callMessages.updateFailed) : undefined}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
        <Button disabled={update.isPending} onClick={() => save({ staffNotes }, 'notes')}>
          {pendingAction === 'notes' ? 'Saving...' : 'Save Notes'}
        </Button>
      </DialogFooter>
    </>
  );
}
