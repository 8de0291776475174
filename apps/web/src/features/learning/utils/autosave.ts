export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'failed';

export interface Autosave {
  /** The text changed: save it once typing pauses for `delayMs`. */
  change(value: string): void;
  /** Save now what is waiting (leaving the lesson, for instance). */
  flush(): void;
  /** Forget what is waiting, unsaved (the bookmark is going away with its notes). */
  cancel(): void;
  /** Whether a change waits for its save to start. */
  readonly hasPending: boolean;
}

/**
 * Saves text while the user types: after a pause, one save at a time, and when a save
 * ends with newer text waiting, that text next; the last text typed is always the one
 * that ends up saved. Framework-free, so it is unit tested with fake timers.
 */
export function createAutosave({
  initialValue,
  delayMs,
  save,
  onStatusChange,
}: {
  initialValue: string;
  delayMs: number;
  save: (value: string) => Promise<unknown>;
  onStatusChange: (status: AutosaveStatus) => void;
}): Autosave {
  let latest = initialValue;
  let saved = initialValue;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isSaving = false;

  function clearTimer() {
    if (timer === undefined) return;
    clearTimeout(timer);
    timer = undefined;
  }

  function flush() {
    clearTimer();
    // The running save looks for newer text when it ends.
    if (isSaving) return;
    const value = latest;
    if (value === saved) {
      onStatusChange('saved');
      return;
    }
    isSaving = true;
    onStatusChange('saving');
    save(value).then(
      () => {
        isSaving = false;
        saved = value;
        if (latest === saved) onStatusChange('saved');
        else if (timer === undefined) flush();
        else onStatusChange('pending');
      },
      () => {
        isSaving = false;
        onStatusChange('failed');
      },
    );
  }

  return {
    change(value) {
      latest = value;
      clearTimer();
      timer = setTimeout(flush, delayMs);
      if (!isSaving) onStatusChange('pending');
    },
    flush() {
      if (timer !== undefined) flush();
    },
    cancel: clearTimer,
    get hasPending() {
      return timer !== undefined;
    },
  };
}
