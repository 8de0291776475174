import { callEndpoints } from '@pillars/shared/calls/endpoints';
import type { CallResponse } from '@pillars/shared/calls/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from './call-keys';

export function cancelCall(callId: string): Promise<CallResponse> {
  return callEndpoint(callEndpoints.cancelCall, { params: { callId } });
}

/** Cancels one of the viewer's calls; the slot frees and the list and banner refetch. */
export function useCancelCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.bookings }),
  });
}
