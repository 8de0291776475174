import { z } from 'zod';
import { articleContentTypes } from '../domain-values.ts';

/** What a list or card shows of an article (home scroller, recent resources, lists). */
export const articleCard = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  slug: z.string(),
  featuredImageUrl: z.string().nullable(),
  contentType: z.enum(articleContentTypes),
  publishedAt: z.string().nullable(),
  estimatedReadTimeMinutes: z.number().int().nullable(),
  author: z
    .object({ firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() })
    .nullable(),
});
export type ArticleCard = z.infer<typeof articleCard>;
