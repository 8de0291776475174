import { bubbleImportEndpoints } from '@pillars/shared/imports/endpoints';
import type { BubbleCsvResponse } from '@pillars/shared/imports/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** The records of a CSV exported from the Bubble editor's Data tab (read by the server). */
export function readBubbleCsv(csv: string): Promise<BubbleCsvResponse> {
  return callEndpoint(bubbleImportEndpoints.readBubbleCsv, { body: { csv } });
}

export function useReadBubbleCsv() {
  return useMutation({ mutationFn: readBubbleCsv });
}
