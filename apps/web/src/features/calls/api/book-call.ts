import { callEndpoints } from '@pillars/shared/calls/endpoints';
import type { BookCallBody, CallResponse } from '@pillars/shared/calls/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from './call-keys';

export function bookCall(body: BookCallBody): Promise<CallResponse> {
  return callEndpoint(callEndpoints.bookCall, { body });
}

/** Books a slot; every week's answer refetches (the slot is taken, my calls and the banner change). */
export function useBookCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: callKeys.bookings }),
  });
}
