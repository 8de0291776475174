import { askEndpoints } from '@pillars/shared/ask/endpoints';
import type { AskRatingBody } from '@pillars/shared/ask/schemas';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';

/** Rates an answer: thumbs up or down, with an optional comment. */
export function useRateAskTurn() {
  return useMutation({
    mutationFn: ({ turnId, ...body }: AskRatingBody & { turnId: string }) =>
      callEndpoint(askEndpoints.rateAskTurn, { params: { turnId }, body }),
  });
}
