import { callEndpoints } from '@pillars/shared/calls/endpoints';
import type { BookingResponse } from '@pillars/shared/calls/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { callKeys } from './call-keys';

/** A week's Tuesday-Friday slots (taken ones marked), the viewer's calls and upcoming call. */
export function getBooking(weekStart: string | undefined): Promise<BookingResponse> {
  return callEndpoint(callEndpoints.getBooking, { query: { weekStart } });
}

export function bookingQueryOptions(weekStart?: string) {
  return queryOptions({ queryKey: callKeys.booking(weekStart), queryFn: () => getBooking(weekStart) });
}

/** Moving between weeks keeps the last week on screen until the next one arrives. */
export function useBooking(weekStart: string | undefined) {
  return useQuery({ ...bookingQueryOptions(weekStart), placeholderData: keepPreviousData });
}
