import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AutosaveStatus, createAutosave } from './autosave.ts';

function setup(save: (value: string) => Promise<unknown>) {
  const statuses: AutosaveStatus[] = [];
  const autosave = createAutosave({
    initialValue: '',
    delayMs: 600,
    save,
    onStatusChange: (status) => statuses.push(status),
  });
  return { autosave, statuses };
}

describe('createAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves once typing pauses, with the last text', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { autosave, statuses } = setup(save);
    autosave.change('H');
    await vi.advanceTimersByTimeAsync(300);
    autosave.change('Hi');
    await vi.advanceTimersByTimeAsync(599);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('Hi');
    expect(statuses.at(-1)).toBe('saved');
    expect(statuses).toContain('saving');
  });

  it('runs one save at a time and then saves the newer text', async () => {
    const pending: Array<() => void> = [];
    const save = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
    const { autosave, statuses } = setup(save);
    autosave.change('first');
    await vi.advanceTimersByTimeAsync(600);
    autosave.change('second');
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenCalledTimes(1);
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith('second');
    expect(statuses.at(-1)).toBe('saving');
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(statuses.at(-1)).toBe('saved');
  });

  it('flushes a waiting change at once, and does nothing when nothing waits', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { autosave } = setup(save);
    autosave.flush();
    expect(save).not.toHaveBeenCalled();
    autosave.change('leaving');
    expect(autosave.hasPending).toBe(true);
    autosave.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith('leaving');
    expect(autosave.hasPending).toBe(false);
  });

  it('drops a cancelled change', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { autosave } = setup(save);
    autosave.change('never');
    autosave.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).not.toHaveBeenCalled();
  });

  it('reports a failed save and tries again on the next change', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const { autosave, statuses } = setup(save);
    autosave.change('note');
    await vi.advanceTimersByTimeAsync(600);
    expect(statuses.at(-1)).toBe('failed');
    autosave.change('note!');
    await vi.advanceTimersByTimeAsync(600);
    expect(save).toHaveBeenLastCalledWith('note!');
    expect(statuses.at(-1)).toBe('saved');
  });
});
