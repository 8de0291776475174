/**
 * The query keys that more than one feature touches, in one place: completing a lesson
 * (learning) changes the home page's answer too, and a feature never imports another one.
 * Keys are disjoint, so invalidating one never refetches another by prefix.
 */
export const queryKeys = {
  home: ['home'] as const,
  /** The member's learning plan (learning-plans): completing a lesson moves it, as it moves Home. */
  myPlan: ['learning-plans', 'my-plan'] as const,
  /** The Community (issue 42): its lists and threads, refreshed after every write of one's own. */
  community: ['community'] as const,
  /** The member directory (issue 42) and the viewer's own listing; refreshed when they save it. */
  memberDirectory: ['member-directory'] as const,
  /** The member's certificates (certificates): completing a pillar's last lesson issues one. */
  myCertificates: ['certificates', 'mine'] as const,
  pillars: ['learning', 'pillars'] as const,
  pillar: (pillarSlug: string) => ['learning', 'pillar', pillarSlug] as const,
  keyElement: (pillarSlug: string, elementSlug: string) =>
    ['learning', 'key-element', pillarSlug, elementSlug] as const,
  /** The session check (accounts); the subscription success page reads it again until access arrives. */
  me: ['me'] as const,
  subscription: ['billing', 'subscription'] as const,
  testCheckout: (sessionId: string) => ['billing', 'test-checkout', sessionId] as const,
  /** The header bell (messages): the chat and a support ticket mark replies read too. */
  notifications: ['messages', 'notifications'] as const,
  /**
   * Every query of the member pages that show articles and gurus (the articles and gurus
   * features' keys start with these): a guru's write refreshes what the guru reads next.
   */
  articlesContent: ['articles'] as const,
  gurusContent: ['gurus'] as const,
};
