import { defineEndpoints } from '../contract.ts';

const tag = 'events';

/** Events for members (spec 01 section 2): the list, an event, registration, the calendar file. */
export const eventEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  listEvents: {
    method: 'GET',
    path: '/api/events',
    access: 'member',
    tag,
    summary: 'Active events, upcoming first; past ones only when asked; filtered by type',
    query: 'listEventsQuery',
    response: 'eventsResponse',
  },
  getEvent: {
    method: 'GET',
    path: '/api/events/:eventId',
    access: 'member',
    tag,
    summary: "An event with its host, seats, the viewer's registration and 3 related events",
    params: 'eventParams',
    response: 'eventDetailResponse',
  },
  registerForEvent: {
    method: 'POST',
    path: '/api/events/:eventId/registration',
    access: 'member',
    tag,
    errors: ['CONFLICT', 'PAYMENTS_UNAVAILABLE'],
    summary: 'Registers the viewer: free events at once, paid ones through checkout',
    params: 'eventParams',
    response: 'registerForEventResponse',
    status: 201,
  },
  cancelRegistration: {
    method: 'DELETE',
    path: '/api/events/:eventId/registration',
    access: 'member',
    tag,
    errors: ['CONFLICT'],
    summary: "Cancels the viewer's registration before the event starts (frees the seat)",
    params: 'eventParams',
    response: 'cancelRegistrationResponse',
  },
  downloadCalendar: {
    method: 'GET',
    path: '/api/events/:eventId/calendar.ics',
    access: 'member',
    tag,
    summary: 'The event as an iCalendar file (text/calendar)',
    params: 'eventParams',
    response: 'calendarFileResponse',
  },
});
