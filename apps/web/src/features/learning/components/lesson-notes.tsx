import { notesMaxLength } from '@pillars/shared/learning/messages';
import { CircleAlertIcon, CircleCheckIcon, LoaderCircleIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Label } from '@/components/label';
import { Textarea } from '@/components/textarea';
import { type AutosaveStatus, createAutosave } from '../utils/autosave';

/** How long typing pauses before the notes are saved. */
export const notesSaveDelayMs = 600;

function SaveStatus({ status }: { status: AutosaveStatus }) {
  if (status === 'saving') {
    return (
      <>
        <LoaderCircleIcon className="size-3.5 animate-spin" aria-hidden />
        Saving...
      </>
    );
  }
  if (status === 'saved') {
    return (
      <>
        <CircleCheckIcon className="size-3.5 text-accent-600" aria-hidden />
        Saved
      </>
    );
  }
  if (status === 'failed') {
    return (
      <span className="flex items-center gap-1.5 text-red-600">
        <CircleAlertIcon className="size-3.5" aria-hidden />
        Not saved
      </span>
    );
  }
  return null;
}

/**
 * The lesson's notes, saved while the member types (one save at a time, the last text
 * wins) with a visible 'Saving...' / 'Saved'; bookmarked or not (issue 54). Mount one per
 * lesson (a `key`): leaving the lesson saves what waits.
 */
export function LessonNotes({
  initialNotes,
  onSave,
}: {
  initialNotes: string;
  onSave: (notes: string) => Promise<unknown>;
}) {
  const fieldId = useId();
  const [notes, setNotes] = useState(initialNotes);
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const onSaveRef = useRef(onSave);
  useEffect(() => {
    onSaveRef.current = onSave;
  }, [onSave]);
  const [autosave] = useState(() =>
    createAutosave({
      initialValue: initialNotes,
      delayMs: notesSaveDelayMs,
      save: (value) => onSaveRef.current(value),
      onStatusChange: setStatus,
    }),
  );

  useEffect(() => () => autosave.flush(), [autosave]);

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={fieldId}>Your Notes</Label>
        <p
          aria-live="polite"
          className="flex min-h-5 items-center gap-1.5 text-xs font-medium text-slate-500"
        >
          <SaveStatus status={status} />
        </p>
      </div>
      <Textarea
        id={fieldId}
        value={notes}
        maxLength={notesMaxLength}
        placeholder="Write down what you want to remember or try..."
        onChange={(event) => {
          setNotes(event.target.value);
          autosave.change(event.target.value);
        }}
        onBlur={() => autosave.flush()}
        className="min-h-32"
      />
    </div>
  );
}
