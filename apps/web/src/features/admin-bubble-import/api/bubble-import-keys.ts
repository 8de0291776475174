/** The Bubble.io import feature's query keys (no other feature reads or changes them). */
export const bubbleImportKeys = {
  all: ['bubble-import'] as const,
  states: ['bubble-import', 'state'] as const,
  state: (scope: 'probe' | 'all') => ['bubble-import', 'state', scope] as const,
  job: (jobId: string) => ['bubble-import', 'job', jobId] as const,
  preview: (recordId: string, mapping: object) => ['bubble-import', 'preview', recordId, mapping] as const,
};
