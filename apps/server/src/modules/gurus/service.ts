import type { ArticleCard } from '@pillars/shared/articles/schemas';
import {
  type GuruCard,
  type GuruProfileResponse,
  guruProfileArticlesLimit,
  gurusMessages,
} from '@pillars/shared/gurus/schemas';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { articles, guruContent } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { type GuruRow, listActiveGurus } from '../articles/active-gurus.ts';
import { audienceOf, selectPublishedArticleCards, visibleArticlesFor } from '../articles/service.ts';

/*
 * Gurus (spec 01 section 2): active gurus by name, and a profile with its linked published
 * articles. Everything here is the same for every member of an audience: from memory
 * between writes to gurus, their specialties, links or articles (scope 'gurus'); the list of
 * active gurus is read by articles/active-gurus.ts, which the resources filter shares.
 */

const toCard = (row: GuruRow): GuruCard => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  businessName: row.business_name,
  description: row.description,
  imageUrl: row.image_url,
  location: row.location,
  specialties: row.specialties,
});

/** Active gurus ordered by name, with every specialty (cards show 3, then '+N more'). */
export async function listGuruCards(ctx: ViewerContext): Promise<GuruCard[]> {
  return (await listActiveGurus(ctx)).map(toCard);
}

/** The articles linked to a guru (guru_content), as SQL over `articles`. */
const linkedTo = (guruId: string): SQL =>
  inArray(
    articles.id,
    // A subquery: the planner reads the guru's links first, not every article.
    sql`(select ${guruContent.articleId} from ${guruContent} where ${guruContent.guruId} = ${guruId})`,
  );

/** A guru profile: the guru, and its newest linked published articles the viewer may read. */
export async function getGuruProfile(
  ctx: ViewerContext,
  { slug }: { slug: string },
): Promise<GuruProfileResponse> {
  const row = (await listActiveGurus(ctx)).find((candidate) => candidate.slug === slug);
  if (!row) throw notFound(gurusMessages.guruNotFound);
  const { cards, count } = await ctx.content.get(
    'gurus',
    `articles:${audienceOf(ctx.viewer)}:${row.id}`,
    async (): Promise<{ cards: ArticleCard[]; count: number }> => {
      const [cards, [counted]] = await Promise.all([
        selectPublishedArticleCards(ctx, { where: linkedTo(row.id), limit: guruProfileArticlesLimit }),
        queryRows<{ count: number }>(
          ctx.db,
          sql`select count(*)::int as count from articles
               where ${and(eq(articles.isPublished, true), visibleArticlesFor(ctx.viewer), linkedTo(row.id))}`,
        ),
      ]);
      return { cards, count: counted?.count ?? 0 };
    },
  );
  return {
    guru: {
      ...toCard(row),
      coverUrl: row.cover_url,
      websiteUrl: row.website_url,
      bio: row.bio,
      experienceYears: row.experience_years,
      clientsCount: row.clients_count,
      rating: row.rating === null ? null : Number(row.rating),
      reviewsCount: row.reviews_count,
    },
    articles: cards,
    articleCount: count,
  };
}
