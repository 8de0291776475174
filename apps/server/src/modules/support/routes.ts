import { messagesEndpoints as messages } from '@pillars/shared/messages/endpoints';
import { supportEndpoints as support } from '@pillars/shared/support/endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';
import {
  getInbox,
  getMemberConversation,
  getMyConversation,
  markConversationRead,
  postMyMessage,
  replyToMember,
} from './conversations-service.ts';
import { getNotifications, markNotificationsRead } from './notifications-service.ts';
import {
  createFaqItem,
  deleteFaqItem,
  getSupportConfiguration,
  getSupportPage,
  reorderFaq,
  updateFaqItem,
  updateSupportSettings,
} from './settings-service.ts';
import {
  createTicket,
  getMyTicket,
  getTeamTicket,
  getTicketQueue,
  replyAsTeam,
  replyToMyTicket,
  updateTicketStatus,
} from './tickets-service.ts';

/** The chat, the bell, /support, the team's inbox and queue, the settings and FAQ editor. */
export const supportRoutes: FastifyPluginAsync = async (app) => {
  // The member's own conversation and bell.
  await registerEndpoint(app, messages.getConversation, (ctx, { query }) => getMyConversation(ctx, query));
  await registerEndpoint(app, messages.postMessage, (ctx, { body }) => postMyMessage(ctx, body));
  await registerEndpoint(app, messages.getNotifications, (ctx) => getNotifications(ctx));
  await registerEndpoint(app, messages.markNotificationsRead, (ctx, { body }) =>
    markNotificationsRead(ctx, body),
  );
  // The team's inbox.
  await registerEndpoint(app, messages.getInbox, (ctx, { query }) => getInbox(ctx, query));
  await registerEndpoint(app, messages.getMemberConversation, (ctx, { params, query }) =>
    getMemberConversation(ctx, { memberId: params.memberId, before: query.before }),
  );
  await registerEndpoint(app, messages.markConversationRead, async (ctx, { params }) => {
    await markConversationRead(ctx, params);
    return { ok: true as const };
  });
  await registerEndpoint(app, messages.replyToMember, (ctx, { params, body }) =>
    replyToMember(ctx, { memberId: params.memberId, content: body.content }),
  );

  // /support for members.
  await registerEndpoint(app, support.getSupportPage, (ctx) => getSupportPage(ctx));
  await registerEndpoint(app, support.createTicket, (ctx, { body }) => createTicket(ctx, body));
  await registerEndpoint(app, support.getTicket, (ctx, { params }) => getMyTicket(ctx, params));
  await registerEndpoint(app, support.replyToTicket, (ctx, { params, body }) =>
    replyToMyTicket(ctx, { ticketId: params.ticketId, responseText: body.responseText }),
  );
  // The team's queue.
  await registerEndpoint(app, support.getTicketQueue, (ctx, { query }) => getTicketQueue(ctx, query));
  await registerEndpoint(app, support.getTeamTicket, (ctx, { params }) => getTeamTicket(ctx, params));
  await registerEndpoint(app, support.replyAsTeam, (ctx, { params, body }) =>
    replyAsTeam(ctx, { ticketId: params.ticketId, responseText: body.responseText }),
  );
  await registerEndpoint(app, support.updateTicketStatus, (ctx, { params, body }) =>
    updateTicketStatus(ctx, { ticketId: params.ticketId, status: body.status }),
  );
  // Settings and FAQ (superadmin).
  await registerEndpoint(app, support.getSupportConfiguration, (ctx) => getSupportConfiguration(ctx));
  await registerEndpoint(app, support.updateSupportSettings, (ctx, { body }) =>
    updateSupportSettings(ctx, body),
  );
  await registerEndpoint(app, support.createFaqItem, (ctx, { body }) => createFaqItem(ctx, body));
  await registerEndpoint(app, support.updateFaqItem, (ctx, { params, body }) =>
    updateFaqItem(ctx, { faqItemId: params.faqItemId, ...body }),
  );
  await registerEndpoint(app, support.deleteFaqItem, (ctx, { params }) => deleteFaqItem(ctx, params));
  await registerEndpoint(app, support.reorderFaq, (ctx, { body }) => reorderFaq(ctx, body));
};
