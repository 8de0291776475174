import { chatbotEndpoints } from '@pillars/shared/chatbot/endpoints';
import { chatbotUrlVariable } from '@pillars/shared/chatbot/schemas';
import { can } from '@pillars/shared/policies';
import type { FastifyPluginAsync } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoints.ts';

/**
 * The chatbot page (decision 029): an outside chat embedded in a sandboxed frame. Its
 * address is the server's CHATBOT_URL; the CSP's frame-src allows that origin, and only
 * while it is set (app.ts).
 */
export const chatbotRoutes: FastifyPluginAsync<{ chatbotUrl: string | undefined }> = async (app, options) => {
  await registerEndpoint(app, chatbotEndpoints.getChatbot, async (ctx) => ({
    url: options.chatbotUrl ?? null,
    // Who can set it is told its name; a member just reads that it is not there yet.
    settingName: options.chatbotUrl || !can(ctx.viewer, 'admin.access') ? null : chatbotUrlVariable,
  }));
};
