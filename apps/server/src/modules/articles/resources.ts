import type { ArticleTag, ResourceItem, ResourcesResponse } from '@pillars/shared/articles/schemas';
import { articlesMessages, resourcesPageSize } from '@pillars/shared/articles/schemas';
import type { ArticleContentType } from '@pillars/shared/domain-values';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { LeftJoined, SqlRow } from '../../db/row-types.ts';
import type { articles, profiles } from '../../db/schema/index.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { headlineOptions, toSegments } from '../../lib/highlight-segments.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { shareAnswer } from '../../lib/shared-answer.ts';
import { listActiveGurus } from './active-gurus.ts';
import type { ArticleCardColumns } from './article-columns.ts';
import { audienceOf, getArticleFilters, readViewerArticleRows, visibleArticlesFor } from './service.ts';

/*
 * The resources list (/resources): published articles the viewer may read, newest first
 * or, with a search, by rank; 24 a page with a keyset cursor; filters by category, topic,
 * type, guru and the viewer's bookmarks. One statement per page whatever the data size:
 * the filter lists and the gurus come from memory, the viewer's bookmarks too while they
 * have not changed.
 */

export interface ResourcesInput {
  q?: string | undefined;
  category?: string | undefined;
  topic?: string | undefined;
  type?: ArticleContentType | undefined;
  saved: boolean;
  guru?: string | undefined;
  cursor?: string | undefined;
}

/**
 * Where the previous page stopped. Newest first: (published_at, id); by rank: (rank,
 * published_at, id). Times travel as PostgreSQL text with microseconds (a JS Date would
 * drop them and skip articles published in the same millisecond); ranks as PostgreSQL's
 * shortest exact text of a `real`.
 */
interface Cursor {
  publishedAt: string;
  id: string;
  rank?: string;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const timestampPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const rankPattern = /^-?\d+(\.\d+)?(e-?\d+)?$/i;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** A cursor is only ever read back from our own answer; anything else is a 400, never SQL. */
export function decodeCursor(text: string, isSearch: boolean): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw validationFailed(articlesMessages.invalidCursor, { cursor: articlesMessages.invalidCursor });
  }
  const cursor = value as Partial<Cursor> | null;
  const isValid =
    typeof cursor === 'object' &&
    cursor !== null &&
    typeof cursor.publishedAt === 'string' &&
    timestampPattern.test(cursor.publishedAt) &&
    typeof cursor.id === 'string' &&
    uuidPattern.test(cursor.id) &&
    (isSearch ? typeof cursor.rank === 'string' && rankPattern.test(cursor.rank) : cursor.rank === undefined);
  if (!isValid) {
    throw validationFailed(articlesMessages.invalidCursor, { cursor: articlesMessages.invalidCursor });
  }
  return { publishedAt: cursor.publishedAt!, id: cursor.id!, ...(isSearch ? { rank: cursor.rank! } : {}) };
}

/** The article's columns and its author (left-joined profile), with what the page computes. */
interface PageRow
  extends ArticleCardColumns,
    Pick<SqlRow<typeof articles>, 'estimated_read_time_minutes'>,
    LeftJoined<Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name' | 'avatar_url'>> {
  /** Listed articles are published: never null here. */
  published_at: NonNullable<SqlRow<typeof articles>['published_at']>;
  /** `published_at` to the microsecond (the cursor's key). */
  published_at_text: string;
  /** Cast to `text[]`. */
  topic_ids: string[];
  rank_text: string | null;
  title_headline: string | null;
  snippet_headline: string | null;
}

/** Control characters out of the text before ts_headline adds its own marks. */
const withoutMarks = (expression: SQL) => sql`translate(${expression}, chr(2) || chr(3), '')`;

function selectPage(
  ctx: ViewerContext,
  conditions: SQL[],
  search: string | undefined,
  cursor: Cursor | undefined,
): Promise<PageRow[]> {
  const query = sql`websearch_to_tsquery('english', ${search ?? ''})`;
  const rank = sql`ts_rank(articles.search_vector, ${query})`;
  const where = [
    sql`articles.is_published`,
    sql`articles.published_at is not null`,
    ...conditions,
    ...(search ? [sql`articles.search_vector @@ ${query}`] : []),
  ];
  if (cursor) {
    where.push(
      search
        ? sql`(${rank}, articles.published_at, articles.id) < (${cursor.rank}::real, ${cursor.publishedAt}::timestamptz, ${cursor.id}::uuid)`
        : sql`(articles.published_at, articles.id) < (${cursor.publishedAt}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const visibility = visibleArticlesFor(ctx.viewer);
  if (visibility) where.push(visibility);
  const order = search ? sql`rank desc, published_at desc, id desc` : sql`published_at desc, id desc`;
  // The page first (an index range that stops at the limit), then its authors, tags and
  // highlights for those rows only.
  return queryRows<PageRow>(
    ctx.db,
    sql`with page as (
          select articles.id, articles.title, articles.subtitle, articles.slug,
                 articles.featured_image_url, articles.content_type, articles.published_at,
                 articles.estimated_read_time_minutes, articles.author_id,
                 ${search ? rank : sql`null::real`} as rank
            from articles
           where ${sql.join(where, sql` and `)}
           order by ${order}
           limit ${resourcesPageSize + 1}
        )
        select page.id, page.title, page.subtitle, page.slug, page.featured_image_url,
               page.content_type, page.published_at,
               to_char(page.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as published_at_text,
               page.estimated_read_time_minutes, profiles.first_name, profiles.last_name,
               profiles.avatar_url, page.rank::text as rank_text,
               array(select topic_id from article_topic_mappings where article_id = page.id)::text[] as topic_ids,
               ${
                 search
                   ? sql`ts_headline('english', ${withoutMarks(sql`page.title`)}, ${query}, ${headlineOptions('HighlightAll=true')}) as title_headline,
                         ts_headline('english',
                           ${withoutMarks(sql`coalesce(page.subtitle, '') || ' ' || regexp_replace((select body from articles where id = page.id), '<[^>]*>', ' ', 'g')`)},
                           ${query}, ${headlineOptions('MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "')}) as snippet_headline`
                   : sql`null as title_headline, null as snippet_headline`
               }
          from page
          left join profiles on profiles.id = page.author_id
         order by ${order}`,
  );
}

/** Newest first, or by rank with a search; the filters, the viewer's audience and bookmarks applied. */
export async function listResources(ctx: ViewerContext, input: ResourcesInput): Promise<ResourcesResponse> {
  const search = input.q?.trim() || undefined;
  const cursor = input.cursor ? decodeCursor(input.cursor, search !== undefined) : undefined;
  const [filters, gurus, viewerRows] = await Promise.all([
    getArticleFilters(ctx),
    input.guru ? listActiveGurus(ctx) : Promise.resolve(null),
    input.saved ? readViewerArticleRows(ctx) : Promise.resolve(null),
  ]);
  const guru = input.guru ? (gurus?.find((candidate) => candidate.slug === input.guru) ?? null) : null;
  const answer = (items: ResourceItem[], nextCursor: string | null): ResourcesResponse => ({
    items,
    nextCursor,
    categories: filters.categories,
    topics: filters.topics,
    guru: guru ? { name: guru.name, slug: guru.slug } : null,
  });

  // Slugs resolve from memory: an unknown one matches nothing (no statement at all).
  const category = input.category ? filters.categoriesBySlug.get(input.category) : undefined;
  const topic = input.topic ? filters.topicsBySlug.get(input.topic) : undefined;
  if ((input.category && !category) || (input.topic && !topic) || (input.guru && !guru)) {
    return answer([], null);
  }
  const conditions: SQL[] = [];
  if (input.type) conditions.push(sql`articles.content_type = ${input.type}`);
  if (category) {
    conditions.push(
      sql`exists (select 1 from article_category_mappings m where m.category_id = ${category.id} and m.article_id = articles.id)`,
    );
  }
  if (topic) {
    conditions.push(
      sql`exists (select 1 from article_topic_mappings m where m.topic_id = ${topic.id} and m.article_id = articles.id)`,
    );
  }
  if (guru) {
    conditions.push(
      sql`exists (select 1 from guru_content gc where gc.guru_id = ${guru.id} and gc.article_id = articles.id)`,
    );
  }
  if (viewerRows) {
    if (viewerRows.bookmarkedIds.size === 0) return answer([], null);
    // One array parameter (ids read from our own rows), not one parameter per id.
    conditions.push(sql`articles.id = any(${`{${[...viewerRows.bookmarkedIds].join(',')}}`}::uuid[])`);
  }

  // The page as answered: one statement, then the rows mapped once.
  const load = async (): Promise<{ items: ResourceItem[]; nextCursor: string | null }> => {
    const rows = await selectPage(ctx, conditions, search, cursor);
    const pageRows = rows.slice(0, resourcesPageSize);
    const lastRow = pageRows.at(-1);
    const nextCursor =
      rows.length > resourcesPageSize && lastRow
        ? encodeCursor({
            publishedAt: lastRow.published_at_text,
            id: lastRow.id,
            ...(search ? { rank: lastRow.rank_text ?? '0' } : {}),
          })
        : null;
    const tagsOf = (ids: string[], byId: Map<string, ArticleTag>) =>
      ids
        .map((id) => byId.get(id))
        .filter((tag): tag is ArticleTag => tag !== undefined)
        .sort((a, b) => a.name.localeCompare(b.name));
    const items = pageRows.map((row) => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      slug: row.slug,
      featuredImageUrl: row.featured_image_url,
      contentType: row.content_type,
      publishedAt: new Date(row.published_at).toISOString(),
      estimatedReadTimeMinutes: row.estimated_read_time_minutes,
      author:
        row.first_name === null
          ? null
          : { firstName: row.first_name, lastName: row.last_name ?? '', avatarUrl: row.avatar_url },
      topics: tagsOf(row.topic_ids, filters.topicsById),
      highlight:
        search && row.title_headline !== null
          ? {
              title: toSegments(row.title_headline, { isHtml: false }),
              snippet: toSegments(row.snippet_headline ?? '', { isHtml: true }),
            }
          : null,
    }));
    return { items, nextCursor };
  };
  // A first page without bookmarks is the same for every member of an audience: from
  // memory until the next article write. Filter keys are ids resolved above (bounded by
  // the data); searches are many, the cache forgets the least used (ContentCache.maxEntries).
  // Later pages and "Saved" are read each time.
  if (cursor || viewerRows) {
    const page = await load();
    return answer(page.items, page.nextCursor);
  }
  const filterKey = `${audienceOf(ctx.viewer)}:${input.type ?? ''}:${category?.id ?? ''}:${topic?.id ?? ''}:${guru?.id ?? ''}`;
  const pageKey = search ? `search:${filterKey}:${search.replace(/\s+/g, ' ')}` : `resources:${filterKey}`;
  // Without a guru the whole answer is the audience's (the filters are the same scope's
  // memory): one shared object, its JSON written once (lib/shared-answer.ts). With a guru
  // it names the guru, whose cards are another scope's, so it is put together per request.
  if (guru) {
    const page = await ctx.content.get('articles', pageKey, load);
    return answer(page.items, page.nextCursor);
  }
  return ctx.content.get('articles', `answer:${pageKey}`, async () => {
    const page = await load();
    return shareAnswer(answer(page.items, page.nextCursor));
  });
}
