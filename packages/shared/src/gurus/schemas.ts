import { z } from 'zod';
import { articleCard } from '../articles/schemas.ts';
import {
  guruCardSpecialties,
  guruProfileArticlesLimit,
  gurusMessages,
  guruViewAllThreshold,
} from './messages.ts';

export { guruCardSpecialties, guruProfileArticlesLimit, gurusMessages, guruViewAllThreshold };

/** A card on /gurus: every specialty (the card shows 3, then '+N more'). */
export const guruCard = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  businessName: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  specialties: z.array(z.string()),
});
export type GuruCard = z.infer<typeof guruCard>;

/** GET /api/gurus: active gurus ordered by name. */
export const gurusResponse = z.object({ gurus: z.array(guruCard) });
export type GurusResponse = z.infer<typeof gurusResponse>;

export const guruSlugParams = z.object({ slug: z.string().min(1).max(200) });

export const guruProfile = guruCard.extend({
  coverUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  bio: z.string().nullable(),
  experienceYears: z.number().int().nullable(),
  clientsCount: z.number().int().nullable(),
  rating: z.number().nullable(),
  reviewsCount: z.number().int(),
});
export type GuruProfile = z.infer<typeof guruProfile>;

/** GET /api/gurus/:slug: the profile and its linked published articles the viewer may read. */
export const guruProfileResponse = z.object({
  guru: guruProfile,
  /** The newest `guruProfileArticlesLimit` linked articles. */
  articles: z.array(articleCard),
  /** All linked articles the viewer may read: 'view all' shows at `guruViewAllThreshold` or more. */
  articleCount: z.number().int().min(0),
});
export type GuruProfileResponse = z.infer<typeof guruProfileResponse>;
