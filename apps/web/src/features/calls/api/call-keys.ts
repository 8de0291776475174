import type { AdminCallsQuery } from '@pillars/shared/calls/schemas';

/** The calls feature's query keys (no other feature reads or changes them). */
export const callKeys = {
  bookings: ['calls', 'booking'] as const,
  booking: (weekStart: string | undefined) => ['calls', 'booking', weekStart ?? 'current'] as const,
  adminLists: ['calls', 'admin'] as const,
  adminList: (query: AdminCallsQuery) => ['calls', 'admin', query] as const,
};
