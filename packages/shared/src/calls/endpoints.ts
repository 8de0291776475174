import { defineEndpoints } from '../contract.ts';

const tag = 'calls';

/**
 * Book a Call (members, their own calls) and Manage Scheduled Calls (superadmins: every call;
 * agents: the calls of their organization's members), spec 02.
 */
export const callEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getBooking: {
    method: 'GET',
    path: '/api/calls/booking',
    access: 'member',
    action: 'call.book',
    tag,
    summary: "A week's Tuesday-Friday slots with the taken ones, the viewer's calls and upcoming call",
    query: 'bookingQuery',
    response: 'bookingResponse',
  },
  bookCall: {
    method: 'POST',
    path: '/api/calls',
    access: 'member',
    action: 'call.book',
    tag,
    errors: ['CONFLICT'],
    summary: 'Books the 7:00 AM PT slot of a Tuesday-Friday date; 409 when it was just taken',
    body: 'bookCallBody',
    response: 'callResponse',
    status: 201,
  },
  cancelCall: {
    method: 'POST',
    path: '/api/calls/:callId/cancel',
    access: 'member',
    action: 'call.cancel',
    tag,
    errors: ['CONFLICT'],
    summary: "Cancels the viewer's own upcoming pending or confirmed call",
    params: 'callParams',
    response: 'callResponse',
  },
  listAdminCalls: {
    method: 'GET',
    path: '/api/admin/calls',
    access: 'member',
    action: 'call.view',
    tag,
    summary: "Scheduled calls (agents: their organization's members' only), searched, filtered, sorted",
    query: 'adminCallsQuery',
    response: 'adminCallsResponse',
  },
  getAdminCall: {
    method: 'GET',
    path: '/api/admin/calls/:callId',
    access: 'member',
    action: 'call.view',
    tag,
    summary: 'One scheduled call with its member, organization and notes',
    params: 'callParams',
    response: 'adminCallResponse',
  },
  updateAdminCall: {
    method: 'PATCH',
    path: '/api/admin/calls/:callId',
    access: 'member',
    action: 'call.update',
    tag,
    summary: "Sets a call's status (any other one) or its notes",
    params: 'callParams',
    body: 'updateCallBody',
    response: 'adminCallResponse',
  },
});
