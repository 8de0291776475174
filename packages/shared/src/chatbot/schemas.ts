import { z } from 'zod';

/** The chatbot page's texts (spec 01 sidebar: Chatbot). */
export const chatbotMessages = {
  title: 'Chatbot',
  notConfigured: 'The chatbot is not available yet.',
  notConfiguredMember: 'Your Pillars team has not set up the chatbot. Please check back later.',
  /** Admins are told how to turn it on. */
  notConfiguredAdmin: (variable: string) =>
    `Set the ${variable} environment variable on the server to the chatbot's address, then restart it.`,
  frameTitle: 'Pillars chatbot',
  loadFailed: 'Failed to load the chatbot. Please try again.',
} as const;

/** The server setting that turns the chatbot on. */
export const chatbotUrlVariable = 'CHATBOT_URL';

/**
 * GET /api/chatbot: the address to embed, or null when the server has none; the setting's
 * name only for those who can set it (admins). The web learns the address here, never from
 * its bundle, so one build serves every deployment.
 */
export const chatbotResponse = z.object({
  url: z.string().nullable(),
  settingName: z.string().nullable(),
});
export type ChatbotResponse = z.infer<typeof chatbotResponse>;
