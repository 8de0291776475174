import type { EventTypeFilter } from '@pillars/shared/events/schemas';

/** The events feature's query keys (no other feature reads or changes them). */
export const eventKeys = {
  all: ['events'] as const,
  list: (type: EventTypeFilter, includePast: boolean) => ['events', 'list', type, includePast] as const,
  lists: ['events', 'list'] as const,
  detail: (eventId: string) => ['events', 'detail', eventId] as const,
};
