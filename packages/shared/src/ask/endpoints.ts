import { defineEndpoints } from '../contract.ts';

const tag = 'ask';

/**
 * Ask the Library (issue 41): members ask questions answered from the portal's own content
 * (member access: lapsed members are refused like on every member route); the team's page is
 * superadmins'.
 */
export const askEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  askQuestion: {
    method: 'POST',
    path: '/api/ask',
    access: 'member',
    action: 'ask.question',
    tag,
    summary:
      'Asks a question (or a follow-up): streams the sources, the answer and the stored turn as server-sent events (start, delta, done, error)',
    body: 'askBody',
    response: 'askStreamEvent',
  },
  listAskConversations: {
    method: 'GET',
    path: '/api/ask/conversations',
    access: 'member',
    action: 'ask.question',
    tag,
    summary: "The viewer's past conversations, newest first, and whether answers are turned on",
    response: 'askConversationsResponse',
  },
  getAskConversation: {
    method: 'GET',
    path: '/api/ask/conversations/:conversationId',
    access: 'member',
    action: 'ask.own',
    tag,
    summary: "One of the viewer's conversations with its questions, answers and sources",
    params: 'askConversationParams',
    response: 'askConversationResponse',
  },
  deleteAskConversation: {
    method: 'DELETE',
    path: '/api/ask/conversations/:conversationId',
    access: 'member',
    action: 'ask.own',
    tag,
    summary: "Deletes one of the viewer's conversations",
    params: 'askConversationParams',
    response: 'okResponse',
  },
  rateAskTurn: {
    method: 'PUT',
    path: '/api/ask/turns/:turnId/rating',
    access: 'member',
    action: 'ask.own',
    tag,
    summary: 'Rates an answer (thumbs up or down, an optional comment)',
    params: 'askTurnParams',
    body: 'askRatingBody',
    response: 'okResponse',
  },
  getAskAdmin: {
    method: 'GET',
    path: '/api/admin/ask',
    access: 'member',
    action: 'ask.manage',
    tag,
    summary:
      "The index's status, the tokens used per month, and the questions the library could not answer, grouped",
    response: 'askAdminResponse',
  },
});
