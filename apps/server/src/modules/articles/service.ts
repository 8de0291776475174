import type { ArticleCard } from '@pillars/shared/articles/schemas';
import type { Role } from '@pillars/shared/roles';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { articles, profiles } from '../../db/schema/index.ts';

/** Spec 02 section 6: 'agents_only' articles are for agents (and the superadmins who run them). */
export function visibleArticlesFor(role: Role): SQL | undefined {
  if (role === 'agent' || role === 'superadmin') return undefined;
  return ne(articles.visibilityScope, 'agents_only');
}

async function selectPublishedArticleCards(
  db: Executor,
  options: { role: Role; where?: SQL; limit: number },
): Promise<ArticleCard[]> {
  // The page of articles first (a partial index scan that stops at `limit`), then the
  // authors: joining before the limit makes the planner read every published article.
  const page = db.$with('page').as(
    db
      .select({
        id: articles.id,
        title: articles.title,
        subtitle: articles.subtitle,
        slug: articles.slug,
        featuredImageUrl: articles.featuredImageUrl,
        contentType: articles.contentType,
        publishedAt: articles.publishedAt,
        estimatedReadTimeMinutes: articles.estimatedReadTimeMinutes,
        authorId: articles.authorId,
      })
      .from(articles)
      .where(and(eq(articles.isPublished, true), visibleArticlesFor(options.role), options.where))
      .orderBy(desc(articles.publishedAt))
      .limit(options.limit),
  );
  const rows = await db
    .with(page)
    .select({
      id: page.id,
      title: page.title,
      subtitle: page.subtitle,
      slug: page.slug,
      featuredImageUrl: page.featuredImageUrl,
      contentType: page.contentType,
      publishedAt: page.publishedAt,
      estimatedReadTimeMinutes: page.estimatedReadTimeMinutes,
      authorFirstName: profiles.firstName,
      authorLastName: profiles.lastName,
      authorAvatarUrl: profiles.avatarUrl,
    })
    .from(page)
    .leftJoin(profiles, eq(profiles.id, page.authorId))
    .orderBy(desc(page.publishedAt));
  return rows.map(({ authorFirstName, authorLastName, authorAvatarUrl, publishedAt, ...card }) => ({
    ...card,
    publishedAt: publishedAt?.toISOString() ?? null,
    author:
      authorFirstName === null
        ? null
        : { firstName: authorFirstName, lastName: authorLastName ?? '', avatarUrl: authorAvatarUrl },
  }));
}

/** Featured and published, newest first (home scroller). */
export function listFeaturedArticleCards(db: Executor, options: { role: Role; limit: number }) {
  return selectPublishedArticleCards(db, { ...options, where: eq(articles.isFeatured, true) });
}

/** The latest published (home's Recent Resources). */
export function listRecentArticleCards(db: Executor, options: { role: Role; limit: number }) {
  return selectPublishedArticleCards(db, options);
}
