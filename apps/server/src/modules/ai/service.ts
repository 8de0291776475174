import {
  articleMagicPageSize,
  articleMagicMessages as messages,
} from '@pillars/shared/ai/article-magic-messages';
import type {
  ArticleMagicFilters,
  ArticleMagicResponse,
  ArticleMagicSavedResponse,
  ArticleMagicSaveValues,
  ArticleMagicStreamEvent,
  ArticleMagicTopic,
  ArticleMagicVersion,
} from '@pillars/shared/ai/article-magic-schemas';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import type { LeftJoined, SqlRow } from '../../db/row-types.ts';
import type { articles, profiles } from '../../db/schema/index.ts';
import { AiProviderError, aiSettings } from '../../integrations/ai/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';
import type { ViewerContext } from '../../lib/service-context.ts';
import { articleListTotal, prefixQuery } from '../articles/article-lists.ts';
import { updateArticle } from '../articles/article-writes.ts';
import { enhancementPrompt, matchTopics, normalizeImageUrl, parseEnhancement } from './enhancement-rules.ts';

/*
 * Article Magic (spec 02; issue 25; decision 028): superadmins (policy ai.enhance). The list
 * is one statement; an enhancement streams the AI's answer and ends with the normalised result
 * (nothing is written); saving writes the approved result and its topics through the one
 * article save (articles/article-writes.ts), as Manage Articles and a guru save theirs.
 */

const typeCondition: Record<ArticleMagicFilters['type'], SQL | null> = {
  all: null,
  post: sql`a.content_type = 'post'`,
  document: sql`a.content_type = 'document'`,
  video: sql`a.content_type = 'video'`,
  presentation: sql`a.content_type = 'presentation'`,
};
const order: Record<ArticleMagicFilters['sort'], SQL> = {
  newest: sql`a.created_at desc, a.id desc`,
  oldest: sql`a.created_at asc, a.id asc`,
  title: sql`a.title asc, a.id asc`,
};

/** The article's columns, its author (left-joined profile) and topics, and the list's size. */
interface ListRow
  extends Pick<
      SqlRow<typeof articles>,
      'id' | 'title' | 'subtitle' | 'slug' | 'content_type' | 'is_published' | 'updated_at'
    >,
    LeftJoined<Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name'>> {
  topics: ArticleMagicTopic[];
  total: number;
}

export async function listArticleMagic(
  ctx: ViewerContext,
  filters: ArticleMagicFilters,
): Promise<ArticleMagicResponse> {
  const ai = {
    isConfigured: ctx.ai !== null,
    model: ctx.ai?.model ?? null,
    settings: ctx.ai ? [] : [...aiSettings],
  };
  const conditions: SQL[] = [];
  const search = filters.q ? prefixQuery(filters.q) : null;
  if (filters.q && !search)
    return { articles: [], total: 0, page: filters.page, pageSize: articleMagicPageSize, ai };
  // Title (weight A) or subtitle (weight B) only, through the articles' full-text index.
  if (search) {
    conditions.push(sql`a.search_vector @@ to_tsquery('english', ${search.replaceAll(':*', ':*AB')})`);
  }
  const type = typeCondition[filters.type];
  if (type) conditions.push(type);
  if (filters.status === 'published') conditions.push(sql`a.is_published`);
  if (filters.status === 'drafts') conditions.push(sql`not a.is_published`);
  const hasTopics = sql`exists(select 1 from article_topic_mappings m where m.article_id = a.id)`;
  if (filters.topics === 'with') conditions.push(hasTopics);
  if (filters.topics === 'without') conditions.push(sql`not ${hasTopics}`);
  const where = conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``;
  const offset = (filters.page - 1) * articleMagicPageSize;

  const rows = await queryRows<ListRow>(
    ctx.db,
    sql`with page as (
          select a.id, a.title, a.subtitle, a.slug, a.content_type, a.is_published, a.author_id, a.updated_at,
                 a.created_at, (count(*) over ())::int as total
            from articles a
            ${where}
           order by ${order[filters.sort]}
           limit ${articleMagicPageSize} offset ${offset}
        )
        select a.id, a.title, a.subtitle, a.slug, a.content_type, a.is_published, a.updated_at, a.total,
               p.first_name, p.last_name,
               coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                           from article_topic_mappings m join article_topics t on t.id = m.topic_id
                          where m.article_id = a.id), '[]'::json) as topics
          from page a
          left join profiles p on p.id = a.author_id
         order by ${order[filters.sort]}`,
  );
  const total = await articleListTotal(ctx, { windowTotal: rows[0]?.total, page: filters.page, where });
  return {
    articles: rows.map((row) => ({
      id: row.id,
      title: row.title,
      subtitle: row.subtitle,
      slug: row.slug,
      contentType: row.content_type,
      isPublished: row.is_published,
      author: row.first_name !== null ? { firstName: row.first_name, lastName: row.last_name ?? '' } : null,
      topics: row.topics,
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
    total,
    page: filters.page,
    pageSize: articleMagicPageSize,
    ai,
  };
}

export interface EnhancementSourceArticle {
  original: ArticleMagicVersion;
  topics: ArticleMagicTopic[];
}

/**
 * What an enhancement starts from, in one statement: the article as the preview's left side,
 * and every topic (the AI chooses among their names). Refuses before any stream starts: no AI
 * provider (503 naming the variables), no article (404).
 */
export async function loadEnhancementSource(
  ctx: ViewerContext,
  { articleId }: { articleId: string },
): Promise<EnhancementSourceArticle> {
  if (!ctx.ai) throw new AppError('AI_NOT_CONFIGURED', messages.notConfigured);
  // The article's columns, and its topics and every topic as JSON.
  const [row] = await queryRows<
    Pick<SqlRow<typeof articles>, 'title' | 'subtitle' | 'featured_image_url' | 'pro_tip' | 'body'> & {
      article_topics: ArticleMagicTopic[];
      all_topics: ArticleMagicTopic[];
    }
  >(
    ctx.db,
    sql`select a.title, a.subtitle, a.featured_image_url, a.pro_tip, a.body,
               coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                           from article_topic_mappings m join article_topics t on t.id = m.topic_id
                          where m.article_id = a.id), '[]'::json) as article_topics,
               coalesce((select json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name)
                           from article_topics t), '[]'::json) as all_topics
          from articles a where a.id = ${articleId}`,
  );
  if (!row) throw notFound(messages.articleNotFound);
  return {
    original: {
      title: row.title,
      subtitle: row.subtitle,
      featuredImageUrl: row.featured_image_url,
      proTip: row.pro_tip,
      body: sanitizeHtml(row.body),
      topics: row.article_topics,
    },
    topics: row.all_topics,
  };
}

/** The screen's text for a failed call: the provider's (key-free) message, or the spec's fallback. */
function failureMessage(error: unknown): string {
  if (error instanceof AiProviderError && error.message) return error.message;
  return messages.enhanceFailed;
}

/**
 * Asks the AI for the rewrite and streams it: each piece as it arrives (`delta`), then the
 * result, normalised (topics matched, image URL per section 5, body sanitised). A malformed
 * answer is asked once more (`retry`), then it is the spec's error. Writes nothing.
 */
export async function streamEnhancement(
  ctx: ViewerContext,
  {
    source,
    signal,
    send,
  }: {
    source: EnhancementSourceArticle;
    signal: AbortSignal;
    send: (event: ArticleMagicStreamEvent) => void;
  },
): Promise<void> {
  const provider = ctx.ai!;
  const prompt = enhancementPrompt(
    source.original,
    source.topics.map((topic) => topic.name),
  );
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    let text: string;
    try {
      text = await provider.completeJson({
        messages: prompt,
        signal,
        onDelta: (piece) => send({ type: 'delta', text: piece }),
      });
    } catch (error) {
      if (signal.aborted) return;
      ctx.log.warn(
        {
          failure: error instanceof AiProviderError ? error.failure : 'unknown',
          status: error instanceof AiProviderError ? error.status : undefined,
          model: provider.model,
        },
        'Article Magic: the AI call failed',
      );
      send({ type: 'error', message: failureMessage(error) });
      return;
    }
    const result = parseEnhancement(text);
    if (result) {
      send({
        type: 'result',
        original: source.original,
        enhanced: {
          title: result.title,
          subtitle: result.subtitle?.trim() || null,
          featuredImageUrl: normalizeImageUrl(result.featuredImage) ?? source.original.featuredImageUrl,
          proTip: result.proTip?.trim() || null,
          body: sanitizeHtml(result.body),
          topics: matchTopics(result.suggestedTopics, source.topics),
        },
      });
      return;
    }
    ctx.log.warn(
      { attempt, model: provider.model, length: text.length },
      'Article Magic: malformed AI answer',
    );
    if (attempt === 1) send({ type: 'retry', message: messages.retrying });
  }
  send({ type: 'error', message: messages.enhanceFailed });
}

/**
 * Saves the approved rewrite (spec 02 section 7: title, subtitle, featured image, pro tip, body,
 * then the topic mappings) through the one article save (article-writes.ts): the previous
 * version kept (source 'ai.enhance') and the audit row ('article.ai_enhance', with the model)
 * when it changes anything, nothing written when it does not. The image URL is normalised
 * again and the body sanitised there (the browser is not trusted); the chosen topics replace
 * the article's (none chosen: its topics stay).
 */
export async function saveEnhancedArticle(
  ctx: ViewerContext,
  { articleId, values }: { articleId: string; values: ArticleMagicSaveValues },
): Promise<ArticleMagicSavedResponse> {
  const article = await updateArticle(ctx, {
    articleId,
    values: {
      title: values.title,
      subtitle: values.subtitle,
      featuredImageUrl: normalizeImageUrl(values.featuredImageUrl),
      proTip: values.proTip,
      body: values.body,
      // None chosen: the article's topics stay.
      ...(values.topicIds.length ? { topicIds: values.topicIds } : {}),
    },
    source: 'ai.enhance',
    action: 'article.ai_enhance',
    auditNote: { model: ctx.ai?.model ?? null },
  });
  return { article };
}
