import type { ArticleCard } from '@pillars/shared/articles/schemas';
import { can } from '@pillars/shared/policies';
import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import { articles, profiles } from '../../db/schema/index.ts';
import type { Viewer, ViewerContext } from '../../lib/service-context.ts';

/**
 * The articles a viewer may read, as SQL: 'agents_only' ones only where the policy lets
 * this viewer read them (spec 02 section 6). Every article list filters through this.
 */
export function visibleArticlesFor(viewer: Viewer): SQL | undefined {
  if (can(viewer, 'article.read', { visibilityScope: 'agents_only' })) return undefined;
  return ne(articles.visibilityScope, 'agents_only');
}

async function selectPublishedArticleCards(
  { db, viewer }: ViewerContext,
  options: { where?: SQL; limit: number },
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
      .where(and(eq(articles.isPublished, true), visibleArticlesFor(viewer), options.where))
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

/**
 * The cache key of what a viewer may read: every viewer of the same audience gets the same
 * article lists, so one entry serves them all.
 */
function audienceOf(viewer: Viewer): string {
  return visibleArticlesFor(viewer) === undefined ? 'with-agents-only' : 'members';
}

/** Featured and published, newest first (home scroller); from memory between article writes. */
export function listFeaturedArticleCards(ctx: ViewerContext, options: { limit: number }) {
  return ctx.content.get('articles', `featured:${audienceOf(ctx.viewer)}:${options.limit}`, () =>
    selectPublishedArticleCards(ctx, { ...options, where: eq(articles.isFeatured, true) }),
  );
}

/** The latest published (home's Recent Resources); from memory between article writes. */
export function listRecentArticleCards(ctx: ViewerContext, options: { limit: number }) {
  return ctx.content.get('articles', `recent:${audienceOf(ctx.viewer)}:${options.limit}`, () =>
    selectPublishedArticleCards(ctx, options),
  );
}
