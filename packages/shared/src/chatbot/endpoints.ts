import { defineEndpoints } from '../contract.ts';

export const chatbotEndpoints = defineEndpoints(() => import('./schemas.ts'), {
  getChatbot: {
    method: 'GET',
    path: '/api/chatbot',
    access: 'member',
    tag: 'chatbot',
    summary: 'The chatbot to embed (CHATBOT_URL), or null when none is configured',
    response: 'chatbotResponse',
  },
});
