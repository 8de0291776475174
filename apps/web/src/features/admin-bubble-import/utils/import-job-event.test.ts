import type { JobResponse } from '@pillars/shared/jobs/schemas';
import { describe, expect, it } from 'vitest';
import { importPhaseOf, withImportJobEvent } from './import-job-event';

const running: JobResponse = {
  id: '8f0e3a52-61d4-4c4e-9b1e-2d3c4b5a6f70',
  name: 'imports.bubble',
  status: 'running',
  progress: { done: 1, total: 2 },
  result: null,
  error: null,
  attempts: 1,
  maxAttempts: 3,
  createdAt: '2026-11-27T05:00:00.000Z',
  updatedAt: '2026-11-27T05:00:01.000Z',
  completedAt: null,
};

describe('the followed import job and its live events', () => {
  it('takes the progress of a running job', () => {
    const next = withImportJobEvent(running, { ...running, progress: { done: 2, total: 2 } });
    expect(next).toMatchObject({ status: 'running', progress: { done: 2, total: 2 } });
  });

  it('shows no completion before the result: the end waits for the job read with its result', () => {
    const ended = withImportJobEvent(running, {
      id: running.id,
      name: running.name,
      status: 'completed',
      progress: { done: 2, total: 2 },
    });
    expect(ended.status).toBe('running');
    expect(importPhaseOf(ended)).toBe('importing');
  });

  it('says a completed job without its result is still importing (never "0 articles imported")', () => {
    expect(importPhaseOf({ ...running, status: 'completed', result: null })).toBe('importing');
    expect(
      importPhaseOf({
        ...running,
        status: 'completed',
        result: { imported: 2, alreadyImported: 0, warnings: [], errors: [] },
      }),
    ).toBe('success');
  });
});
