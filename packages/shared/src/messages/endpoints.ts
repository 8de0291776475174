import { defineEndpoints } from '../contract.ts';

const tag = 'messages';

/**
 * The member's chat with the team, the header bell, and the team's inbox (support and
 * superadmin). Live updates come from the realtime stream (`realtime.ts`, GET /api/realtime).
 */
export const messagesEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getConversation: {
    method: 'GET',
    path: '/api/messages',
    access: 'member',
    tag,
    summary: "The viewer's own conversation with the team, newest last; `before` pages backwards",
    query: 'conversationQuery',
    response: 'conversationResponse',
  },
  postMessage: {
    method: 'POST',
    path: '/api/messages',
    access: 'member',
    action: 'conversation.post',
    tag,
    errors: ['RATE_LIMITED'],
    summary: "Posts into the viewer's own conversation (rate limited per member)",
    body: 'postMessageBody',
    response: 'postMessageResponse',
    status: 201,
  },
  getNotifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'member',
    tag,
    summary: 'The header bell: unread team replies (chat and tickets), count and list',
    response: 'notificationsResponse',
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    access: 'member',
    tag,
    summary: "Marks the chat's or one ticket's team replies read; answers the bell afterwards",
    body: 'markNotificationsReadBody',
    response: 'notificationsResponse',
  },
  getInbox: {
    method: 'GET',
    path: '/api/admin/inbox',
    access: 'member',
    action: 'conversation.answer',
    tag,
    summary: "The team's inbox: member conversations, unread first, then latest first",
    query: 'inboxQuery',
    response: 'inboxResponse',
  },
  getMemberConversation: {
    method: 'GET',
    path: '/api/admin/inbox/:memberId',
    access: 'member',
    action: 'conversation.answer',
    tag,
    summary: "A member's conversation for the team, newest last",
    params: 'memberParams',
    query: 'conversationQuery',
    response: 'teamConversationResponse',
  },
  markConversationRead: {
    method: 'POST',
    path: '/api/admin/inbox/:memberId/read',
    access: 'member',
    action: 'conversation.answer',
    tag,
    summary: "Marks a member's messages read by the team",
    params: 'memberParams',
    response: 'okResponse',
  },
  replyToMember: {
    method: 'POST',
    path: '/api/admin/inbox/:memberId/messages',
    access: 'member',
    action: 'conversation.answer',
    tag,
    summary: "A team reply in a member's conversation (also e-mailed to the member)",
    params: 'memberParams',
    body: 'postMessageBody',
    response: 'postMessageResponse',
    status: 201,
  },
});
