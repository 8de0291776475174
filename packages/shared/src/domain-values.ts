/** Fixed value lists of both spec documents; the database CHECKs and the zod schemas use these. */
export const articleContentTypes = ['post', 'document', 'video', 'presentation'] as const;
export type ArticleContentType = (typeof articleContentTypes)[number];
export const articleContentTypeLabels: Record<ArticleContentType, string> = {
  post: 'Article',
  document: 'Document',
  video: 'Video',
  presentation: 'Presentation',
};
export const articleVisibilityScopes = ['all', 'agents_only'] as const;

export const eventTypes = ['live', 'virtual'] as const;
export const paymentStatuses = ['none', 'pending', 'completed', 'failed'] as const;

export const callStatuses = ['pending', 'confirmed', 'completed', 'missed', 'cancelled'] as const;
/** Statuses that hold a call slot (spec 02 section 5). */
export const activeCallStatuses = ['pending', 'confirmed'] as const;

export const ticketStatuses = ['open', 'in_progress', 'closed'] as const;

export const pillarIcons = [
  'BookOpen',
  'Brain',
  'Building',
  'DollarSign',
  'Cog',
  'ListChecks',
  'CheckSquare',
] as const;
export const defaultPillarColor = '#0F3460';
