import type { AdminEventsQuery } from '@pillars/shared/events/admin-schemas';
import type { EventTypeFilter } from '@pillars/shared/events/schemas';

/** The events feature's query keys (no other feature reads or changes them). */
export const eventKeys = {
  all: ['events'] as const,
  list: (type: EventTypeFilter, includePast: boolean) => ['events', 'list', type, includePast] as const,
  lists: ['events', 'list'] as const,
  detail: (eventId: string) => ['events', 'detail', eventId] as const,
  /** The admin screens (their own prefix: a member list never refetches for them, nor they for it). */
  admin: ['admin-events'] as const,
  adminLists: ['admin-events', 'list'] as const,
  adminList: (query: AdminEventsQuery) => ['admin-events', 'list', query] as const,
  adminHosts: ['admin-events', 'hosts'] as const,
  adminEvent: (eventId: string) => ['admin-events', 'event', eventId] as const,
  registrations: (eventId: string) => ['admin-events', 'registrations', eventId] as const,
  registrationList: (eventId: string, search: string) =>
    ['admin-events', 'registrations', eventId, search] as const,
};
