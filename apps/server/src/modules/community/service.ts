import {
  type CommunityCategory,
  type CommunityListInput,
  type CommunityListResponse,
  type CommunityMention,
  type CommunityPlace,
  type CommunityPost,
  type CommunityPostRow,
  type CommunityReply,
  type CommunityWriter,
  communityLimits,
  communityMessages,
  type PlaceDiscussionResponse,
  type ThreadResponse,
} from '@pillars/shared/community/schemas';
import { can, type PolicyResource } from '@pillars/shared/policies';
import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.ts';
import type { LeftJoined, SqlRow } from '../../db/row-types.ts';
import type {
  articles,
  communityCategories,
  communityPosts,
  communityReplies,
  keyElements,
  lessons,
  organizations,
  pillars,
  profiles,
} from '../../db/schema/index.ts';
import { AppError, notFound, RateLimitedError, validationFailed } from '../../lib/app-error.ts';
import { formatBody } from '../../lib/format-body.ts';
import { toSegments } from '../../lib/highlight-segments.ts';
import { shownInDirectorySql } from '../../lib/organization-access.ts';
import { consumeRateLimits } from '../../lib/rate-limiter.ts';
import { communityNotice } from '../../lib/realtime.ts';
import type { Viewer, ViewerContext } from '../../lib/service-context.ts';
import { shareAnswer } from '../../lib/shared-answer.ts';
import { awardPoints, takeBackPoints } from '../engagement/points.ts';
import { notifyCommunityWrite } from './notifications.ts';

/*
 * The Community (issue 42, decision 055): posts under a lesson, an article or a category;
 * replies one level deep. Every list and read is one statement whatever the data size; each
 * write one transaction. The counts a row shows (replies, likes) are kept on the row by the
 * writes that change them, in the same statement.
 */

// ---------------------------------------------------------------- reading

type AuthorColumns = LeftJoined<Pick<SqlRow<typeof profiles>, 'first_name' | 'last_name' | 'avatar_url'>> & {
  agency_name: SqlRow<typeof organizations>['name'] | null;
  /** The writer's level (member_points, read in the same statement; 1 with no points yet). */
  author_level: number;
};

type PlaceColumns = {
  category_name: SqlRow<typeof communityCategories>['name'] | null;
  lesson_title: SqlRow<typeof lessons>['title'] | null;
  article_title: SqlRow<typeof articles>['title'] | null;
  article_slug: SqlRow<typeof articles>['slug'] | null;
  pillar_slug: SqlRow<typeof pillars>['slug'] | null;
  element_slug: SqlRow<typeof keyElements>['slug'] | null;
};

type PostRow = Pick<
  SqlRow<typeof communityPosts>,
  | 'id'
  | 'title'
  | 'body'
  | 'body_html'
  | 'created_at'
  | 'edited_at'
  | 'last_activity_at'
  | 'reply_count'
  | 'like_count'
  | 'answer_reply_id'
  | 'hidden_at'
  | 'locked_at'
  | 'pinned_at'
  | 'author_id'
  | 'category_id'
  | 'lesson_id'
  | 'article_id'
> &
  AuthorColumns &
  PlaceColumns & { is_liked: boolean; is_following: boolean; mentions: CommunityMention[] | null };

type ReplyRow = Pick<
  SqlRow<typeof communityReplies>,
  | 'id'
  | 'post_id'
  | 'body'
  | 'body_html'
  | 'created_at'
  | 'edited_at'
  | 'like_count'
  | 'hidden_at'
  | 'author_id'
> &
  AuthorColumns & {
    is_liked: boolean;
    mentions: CommunityMention[] | null;
    quoted_id: string | null;
    quoted_author: string | null;
    quoted_body: string | null;
    quoted_hidden: boolean | null;
  };

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Which posts a viewer may see: all but those of articles they may not read (drafts, agents-only). */
function visiblePosts(viewer: Viewer): SQL {
  const agentsOnly = can(viewer, 'article.read', { visibilityScope: 'agents_only' })
    ? sql`true`
    : sql`a.visibility_scope <> 'agents_only'`;
  return sql`(p.article_id is null or (a.is_published and ${agentsOnly}))`;
}

const postJoins = sql`
  left join profiles au on au.id = p.author_id
  left join organizations org on org.id = au.organization_id
  left join member_points apts on apts.user_id = p.author_id
  left join community_categories c on c.id = p.category_id
  left join lessons l on l.id = p.lesson_id
  left join key_elements ke on ke.id = l.key_element_id
  left join pillars pl on pl.id = ke.pillar_id
  left join articles a on a.id = p.article_id`;

/**
 * The people a post or reply (`alias`) @mentions whose page the reader can open: those shown
 * in the member directory now (decision 055). The same for every reader, so kept with the
 * thread's page; `getThread` reads it again when the directory changes.
 */
const mentionsColumn = (alias: string) =>
  sql`(select coalesce(json_agg(json_build_object('id', mp.id, 'name', btrim(mp.first_name || ' ' || mp.last_name)) order by mp.id), '[]'::json)
         from profiles mp join member_directory_profiles md on md.user_id = mp.id
        where mp.id = any(${sql.raw(alias)}.mention_ids) and ${shownInDirectorySql('md', 'mp')}) as mentions`;

const placeColumns = sql`c.name as category_name, l.title as lesson_title, a.title as article_title,
  a.slug as article_slug, pl.slug as pillar_slug, ke.slug as element_slug`;

/**
 * A post's columns; with `viewer`, whether they like and follow it. Without one (what is the
 * same for everyone of an audience, kept in the content cache) both read false, and the
 * caller reads the viewer's own marks apart (`viewerMarks`).
 */
function postColumns(viewer: Viewer | null): SQL {
  const marks = viewer
    ? sql`exists(select 1 from community_likes lk where lk.post_id = p.id and lk.user_id = ${viewer.userId}) as is_liked,
    exists(select 1 from community_follows f where f.post_id = p.id and f.user_id = ${viewer.userId}) as is_following`
    : sql`false as is_liked, false as is_following`;
  return sql`p.id, p.title, p.body, p.body_html, p.created_at, p.edited_at, p.last_activity_at,
    p.reply_count, p.like_count, p.answer_reply_id, p.hidden_at, p.locked_at, p.pinned_at,
    p.author_id, p.category_id, p.lesson_id, p.article_id,
    au.first_name, au.last_name, au.avatar_url, org.name as agency_name, coalesce(apts.level, 1) as author_level, ${placeColumns},
    ${mentionsColumn('p')}, ${marks}`;
}

/**
 * Who sees which posts: those who may read agents-only articles, and the others. What the
 * Community shows everyone of one audience is kept in memory under the content cache's
 * 'community' scope, whose counter every write to the posts, replies, likes and categories
 * (and to the titles, names and slugs shown with them) moves, on any instance (migration 0041).
 */
const audienceOf = (viewer: Viewer) =>
  can(viewer, 'article.read', { visibilityScope: 'agents_only' }) ? 'agents' : 'members';

function toAuthor(id: string, row: AuthorColumns): CommunityWriter {
  return {
    id,
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    avatarUrl: row.avatar_url,
    agencyName: row.agency_name,
    level: row.author_level,
  };
}

function toPlace(
  row: PlaceColumns & Pick<PostRow, 'category_id' | 'lesson_id' | 'article_id'>,
): CommunityPlace {
  if (row.lesson_id)
    return {
      kind: 'lesson',
      id: row.lesson_id,
      name: row.lesson_title ?? '',
      slug: null,
      pillarSlug: row.pillar_slug,
      elementSlug: row.element_slug,
    };
  if (row.article_id)
    return {
      kind: 'article',
      id: row.article_id,
      name: row.article_title ?? '',
      slug: row.article_slug,
      pillarSlug: null,
      elementSlug: null,
    };
  return {
    kind: 'category',
    id: row.category_id!,
    name: row.category_name ?? '',
    slug: null,
    pillarSlug: null,
    elementSlug: null,
  };
}

/**
 * What of a post depends on who reads it. Everything else is the same for everyone of an
 * audience, so two viewers with the same view get the same answer (`getThread` keeps it).
 */
function postView(
  viewer: Viewer,
  row: Pick<PostRow, 'author_id' | 'hidden_at' | 'is_liked' | 'is_following'>,
) {
  const isHidden = row.hidden_at !== null;
  const canModerate = can(viewer, 'community.moderate');
  return {
    showsContent: showsContent(viewer, row, canModerate),
    isLiked: row.is_liked,
    isFollowing: row.is_following,
    // Hidden means read-only for its author (decision 055); the service refuses it too.
    canEdit: can(viewer, 'community.edit', { ownerId: row.author_id }) && !isHidden,
    canDelete: can(viewer, 'community.delete', { ownerId: row.author_id }),
    canMarkAnswer: can(viewer, 'community.markAnswer', { ownerId: row.author_id }),
    canModerate,
  };
}

/**
 * Whether the viewer reads a post's or reply's words (and a post's title): everyone until
 * moderators hide it; then its author and those who moderate (to restore it) only. The others
 * read "Hidden by a moderator" in place of the title and the words.
 */
function showsContent(
  viewer: Viewer,
  row: { author_id: string; hidden_at: string | Date | null },
  canModerate: boolean,
) {
  return row.hidden_at === null || row.author_id === viewer.userId || canModerate;
}

/** A title as the viewer may read it (a lesson's or an article's post has none). */
const titleFor = (title: string | null, shows: boolean) =>
  shows || title === null ? title : communityMessages.hidden;

function toPost(viewer: Viewer, row: PostRow, view = postView(viewer, row)): CommunityPost {
  const isHidden = row.hidden_at !== null;
  return {
    id: row.id,
    title: titleFor(row.title, view.showsContent),
    bodyHtml: view.showsContent ? row.body_html : null,
    body: view.showsContent ? row.body : null,
    mentions: view.showsContent ? (row.mentions ?? []) : [],
    place: toPlace(row),
    author: toAuthor(row.author_id, row),
    createdAt: iso(row.created_at)!,
    editedAt: iso(row.edited_at),
    lastActivityAt: iso(row.last_activity_at)!,
    replyCount: row.reply_count,
    likeCount: row.like_count,
    answerReplyId: row.answer_reply_id,
    isHidden,
    isLocked: row.locked_at !== null,
    isPinned: row.pinned_at !== null,
    isLiked: view.isLiked,
    isFollowing: view.isFollowing,
    canEdit: view.canEdit,
    canDelete: view.canDelete,
    canMarkAnswer: view.canMarkAnswer,
    canModerate: view.canModerate,
  };
}

const excerptOf = (text: string, length = 160) =>
  text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;

/** What of a reply depends on who reads it (as `postView`). */
function replyView(viewer: Viewer, row: Pick<ReplyRow, 'author_id' | 'hidden_at' | 'is_liked'>) {
  const isHidden = row.hidden_at !== null;
  return {
    showsContent: showsContent(viewer, row, can(viewer, 'community.moderate')),
    isLiked: row.is_liked,
    canEdit: can(viewer, 'community.edit', { ownerId: row.author_id }) && !isHidden,
    canDelete: can(viewer, 'community.delete', { ownerId: row.author_id }),
  };
}

function toReply(
  viewer: Viewer,
  row: ReplyRow,
  answerReplyId: string | null,
  view = replyView(viewer, row),
): CommunityReply {
  const isHidden = row.hidden_at !== null;
  return {
    id: row.id,
    postId: row.post_id,
    bodyHtml: view.showsContent ? row.body_html : null,
    body: view.showsContent ? row.body : null,
    mentions: view.showsContent ? (row.mentions ?? []) : [],
    author: toAuthor(row.author_id, row),
    createdAt: iso(row.created_at)!,
    editedAt: iso(row.edited_at),
    likeCount: row.like_count,
    isLiked: view.isLiked,
    isHidden,
    isAnswer: answerReplyId === row.id,
    quoted: row.quoted_id
      ? {
          id: row.quoted_id,
          authorName: row.quoted_author ?? '',
          excerpt: row.quoted_hidden || row.quoted_body === null ? null : excerptOf(row.quoted_body),
        }
      : null,
    canEdit: view.canEdit,
    canDelete: view.canDelete,
  };
}

/** A reply's columns; with `viewer`, whether they like it (without: false, as `postColumns`). */
function replyColumns(viewer: Viewer | null): SQL {
  const liked = viewer
    ? sql`exists(select 1 from community_likes lk where lk.reply_id = r.id and lk.user_id = ${viewer.userId})`
    : sql`false`;
  return sql`r.id, r.post_id, r.body, r.body_html, r.created_at, r.edited_at, r.like_count, r.hidden_at, r.author_id,
    au.first_name, au.last_name, au.avatar_url, org.name as agency_name, coalesce(apts.level, 1) as author_level, ${mentionsColumn('r')},
    ${liked} as is_liked,
    q.id as quoted_id, q.body as quoted_body, q.hidden_at is not null as quoted_hidden,
    (select btrim(qp.first_name || ' ' || qp.last_name) from profiles qp where qp.id = q.author_id) as quoted_author`;
}

const replyJoins = sql`
  left join profiles au on au.id = r.author_id
  left join organizations org on org.id = au.organization_id
  left join member_points apts on apts.user_id = r.author_id
  left join community_replies q on q.id = r.quoted_reply_id`;

async function selectPost(
  ctx: ViewerContext,
  executor: Executor,
  postId: string,
  { shared = false }: { shared?: boolean } = {},
): Promise<(PostRow & { reply_rows: number | null }) | undefined> {
  const [row] = await queryRows<PostRow & { reply_rows: number | null }>(
    executor,
    sql`select ${postColumns(shared ? null : ctx.viewer)},
               ${
                 // A thread's pages: its replies, the hidden ones in place (`reply_count` leaves them out).
                 shared
                   ? sql`(select count(*)::int from community_replies where post_id = p.id)`
                   : sql`null::int`
               } as reply_rows
          from community_posts p ${postJoins}
         where p.id = ${postId} and ${visiblePosts(ctx.viewer)}`,
  );
  return row;
}

async function selectReply(ctx: ViewerContext, executor: Executor, replyId: string) {
  const [row] = await queryRows<ReplyRow & { answer_reply_id: string | null }>(
    executor,
    sql`select ${replyColumns(ctx.viewer)}, p.answer_reply_id
          from community_replies r join community_posts p on p.id = r.post_id
          ${replyJoins}
          left join articles a on a.id = p.article_id
         where r.id = ${replyId} and ${visiblePosts(ctx.viewer)}`,
  );
  return row;
}

async function listCategories(ctx: ViewerContext): Promise<CommunityCategory[]> {
  const rows = await queryRows<Pick<SqlRow<typeof communityCategories>, 'id' | 'name' | 'position'>>(
    ctx.db,
    sql`select id, name, position from community_categories order by position, name`,
  );
  return rows.map((row) => ({ id: row.id, name: row.name, position: row.position }));
}

/**
 * /community: a page of discussions (pinned first on Recent), filtered and searched. Its rows
 * carry nothing of the viewer's own, so each page is kept per audience and query (Following,
 * a list of the viewer's own, is read each time).
 */
export function listCommunity(ctx: ViewerContext, input: CommunityListInput): Promise<CommunityListResponse> {
  if (input.tab === 'following') return loadCommunityList(ctx, input);
  const query = [
    input.tab,
    input.categoryId,
    input.pillarId,
    input.topicId,
    input.q?.trim() || null,
    input.page,
  ];
  return ctx.content.get('community', `list:${audienceOf(ctx.viewer)}:${JSON.stringify(query)}`, () =>
    loadCommunityList(ctx, input),
  );
}

async function loadCommunityList(
  ctx: ViewerContext,
  input: CommunityListInput,
): Promise<CommunityListResponse> {
  const where: SQL[] = [visiblePosts(ctx.viewer)];
  if (input.tab === 'unanswered') where.push(sql`p.answer_reply_id is null and p.reply_count = 0`);
  if (input.tab === 'following')
    where.push(
      sql`exists(select 1 from community_follows f where f.post_id = p.id and f.user_id = ${ctx.viewer.userId})`,
    );
  if (input.categoryId) where.push(sql`p.category_id = ${input.categoryId}`);
  if (input.pillarId) where.push(sql`ke.pillar_id = ${input.pillarId}`);
  if (input.topicId)
    where.push(
      sql`exists(select 1 from article_topic_mappings tm where tm.article_id = p.article_id and tm.topic_id = ${input.topicId})`,
    );
  const search = input.q?.trim() || undefined;
  const query = sql`websearch_to_tsquery('english', ${search ?? ''})`;
  // A hidden post's words find nothing: they are not shown.
  if (search) where.push(sql`p.search_vector @@ ${query} and p.hidden_at is null`);
  const order = search
    ? sql`ts_rank(p.search_vector, ${query}) desc, p.last_activity_at desc, p.id desc`
    : input.tab === 'recent' && !input.categoryId && !input.pillarId && !input.topicId
      ? sql`(p.pinned_at is not null) desc, p.last_activity_at desc, p.id desc`
      : sql`p.last_activity_at desc, p.id desc`;
  const size = communityLimits.pageSize;
  const offset = (input.page - 1) * size;
  const marks = sql.raw(`'StartSel=' || chr(2) || ', StopSel=' || chr(3)`);
  const [rows, categories] = await Promise.all([
    queryRows<
      PostRow & {
        title_headline: string | null;
        snippet_headline: string | null;
      }
    >(
      ctx.db,
      sql`select ${postColumns(null)},
                 ${
                   search
                     ? sql`ts_headline('english', translate(coalesce(p.title, ''), chr(2) || chr(3), ''), ${query}, ${marks} || ', HighlightAll=true') as title_headline,
                           ts_headline('english', translate(p.body, chr(2) || chr(3), ''), ${query}, ${marks} || ', MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "') as snippet_headline`
                     : sql`null as title_headline, null as snippet_headline`
                 }
            from community_posts p ${postJoins}
           where ${sql.join(where, sql` and `)}
           order by ${order}
           limit ${size + 1} offset ${offset}`,
    ),
    listCategories(ctx),
  ]);
  const posts: CommunityPostRow[] = rows.slice(0, size).map((row) => {
    const isHidden = row.hidden_at !== null;
    return {
      id: row.id,
      // Shared by everyone of an audience: a hidden post is "Hidden by a moderator" to all here.
      title: titleFor(row.title, !isHidden),
      excerpt: isHidden ? null : excerptOf(row.body),
      place: toPlace(row),
      author: toAuthor(row.author_id, row),
      replyCount: row.reply_count,
      likeCount: row.like_count,
      isAnswered: row.answer_reply_id !== null,
      isPinned: row.pinned_at !== null,
      isLocked: row.locked_at !== null,
      isHidden,
      createdAt: iso(row.created_at)!,
      lastActivityAt: iso(row.last_activity_at)!,
      highlight:
        search && !isHidden && row.title_headline !== null
          ? {
              title: toSegments(row.title_headline, { isHtml: false }),
              snippet: toSegments(row.snippet_headline ?? '', { isHtml: false }),
            }
          : null,
    };
  });
  return { posts, page: input.page, hasMore: rows.length > size, categories };
}

/** The viewer's own marks in a thread: whether they like the post and follow it, which replies they like. */
interface ThreadMarks {
  postLiked: boolean;
  following: boolean;
  likedReplyIds: ReadonlySet<string>;
}

/** The thread's answers kept per page: one per view (`postView`, `replyView`), a few at most. */
const answersPerPage = 4;

/**
 * A thread: the post and a page of its replies (oldest first). Warm, it takes no statement
 * beside the session's (decision 058): the post and the page are the same for everyone of an
 * audience (the content cache's 'community' scope), the viewer's marks are the viewer's own
 * rows (the member cache, bumped by every like and follow, migration 0042), and what the
 * answer shows of the viewer (their marks, what they may do, their own hidden words) is a
 * short key: viewers with the same key get the same answer, kept with the page and written
 * to JSON once (lib/shared-answer.ts). Most readers like nothing on the page and wrote none
 * of it, so they share one.
 */
export async function getThread(
  ctx: ViewerContext,
  { postId, page }: { postId: string; page: number },
): Promise<ThreadResponse> {
  const size = communityLimits.repliesPageSize;
  const [shared, marks] = await Promise.all([
    // The page names who is in the directory (its @mentions' links): read again when that changes.
    ctx.content.get(
      'community',
      `thread:${audienceOf(ctx.viewer)}:${postId}:${page}:${ctx.content.versionOf('directory') ?? ''}`,
      async () => {
        const [post, replies] = await Promise.all([
          selectPost(ctx, ctx.db, postId, { shared: true }),
          queryRows<ReplyRow>(
            ctx.db,
            sql`select ${replyColumns(null)} from community_replies r ${replyJoins}
               where r.post_id = ${postId}
               order by r.created_at, r.id
               limit ${size} offset ${(page - 1) * size}`,
          ),
        ]);
        return { post, replies, answers: new Map<string, ThreadResponse>() };
      },
    ),
    ctx.viewerRows.get(`community:${postId}`, () => loadThreadMarks(ctx, postId)),
  ]);
  const { post, replies, answers } = shared;
  if (!post) throw notFound(communityMessages.postNotFound);
  const postRowView = postView(ctx.viewer, {
    ...post,
    is_liked: marks.postLiked,
    is_following: marks.following,
  });
  const replyViews = replies.map((row) =>
    replyView(ctx.viewer, { ...row, is_liked: marks.likedReplyIds.has(row.id) }),
  );
  const bits = (view: Record<string, boolean>) =>
    Object.values(view)
      .map((value) => (value ? '1' : '0'))
      .join('');
  const key = [postRowView, ...replyViews].map(bits).join('.');
  let answer = answers.get(key);
  if (!answer) {
    answer = shareAnswer({
      post: toPost(ctx.viewer, post, postRowView),
      replies: replies.map((row, index) => toReply(ctx.viewer, row, post.answer_reply_id, replyViews[index])),
      page,
      pageCount: Math.max(1, Math.ceil((post.reply_rows ?? 0) / size)),
    });
    if (answers.size >= answersPerPage) answers.delete(answers.keys().next().value!);
    answers.set(key, answer);
  }
  return answer;
}

async function loadThreadMarks(ctx: ViewerContext, postId: string): Promise<ThreadMarks> {
  const [row] = await queryRows<{ post_liked: boolean; following: boolean; liked_reply_ids: string[] }>(
    ctx.db,
    sql`select exists(select 1 from community_likes lk where lk.post_id = ${postId} and lk.user_id = ${ctx.viewer.userId}) as post_liked,
               exists(select 1 from community_follows f where f.post_id = ${postId} and f.user_id = ${ctx.viewer.userId}) as following,
               coalesce((select array_agg(lk.reply_id) from community_likes lk
                           join community_replies r on r.id = lk.reply_id
                          where lk.user_id = ${ctx.viewer.userId} and r.post_id = ${postId}), '{}') as liked_reply_ids`,
  );
  return {
    postLiked: row?.post_liked ?? false,
    following: row?.following ?? false,
    likedReplyIds: new Set(row?.liked_reply_ids ?? []),
  };
}

/** A lesson's or an article's discussion: its posts, newest first (pinned first). */
export async function getPlaceDiscussion(
  ctx: ViewerContext,
  place: ({ lessonId: string } | { articleId: string }) & { page?: number },
): Promise<PlaceDiscussionResponse> {
  const isLesson = 'lessonId' in place;
  const placeId = isLesson ? place.lessonId : place.articleId;
  const page = place.page ?? 1;
  const size = communityLimits.pageSize;
  // One more than a page: whether there is a next one.
  const limit = size + 1;
  const offset = (page - 1) * size;
  const [placeRow] = await queryRows<
    PlaceColumns & { id: string; post_count: number; posts: PostRow[] | null; readable: boolean }
  >(
    ctx.db,
    isLesson
      ? sql`select l.id, null as category_name, l.title as lesson_title, null as article_title, null as article_slug,
                   pl.slug as pillar_slug, ke.slug as element_slug, true as readable,
                   (select count(*)::int from community_posts where lesson_id = l.id) as post_count,
                   (select json_agg(x order by x.pinned desc, x.created_at desc, x.id desc) from (
                      select ${postColumns(ctx.viewer)}, p.pinned_at is not null as pinned
                        from community_posts p ${postJoins}
                       where p.lesson_id = l.id
                       order by p.pinned_at is not null desc, p.created_at desc, p.id desc limit ${limit} offset ${offset}) x) as posts
              from lessons l join key_elements ke on ke.id = l.key_element_id join pillars pl on pl.id = ke.pillar_id
             where l.id = ${placeId}`
      : sql`select a.id, null as category_name, null as lesson_title, a.title as article_title, a.slug as article_slug,
                   null as pillar_slug, null as element_slug,
                   ${visiblePosts(ctx.viewer)} as readable,
                   (select count(*)::int from community_posts where article_id = a.id) as post_count,
                   (select json_agg(x order by x.pinned desc, x.created_at desc, x.id desc) from (
                      select ${postColumns(ctx.viewer)}, p.pinned_at is not null as pinned
                        from community_posts p ${postJoins}
                       where p.article_id = ${placeId}
                       order by p.pinned_at is not null desc, p.created_at desc, p.id desc limit ${limit} offset ${offset}) x) as posts
              from articles a, (select ${placeId}::uuid as article_id) p
             where a.id = ${placeId}`,
  );
  if (!placeRow?.readable) throw notFound(communityMessages.postNotFound);
  return {
    place: toPlace({
      ...placeRow,
      category_id: null,
      lesson_id: isLesson ? placeRow.id : null,
      article_id: isLesson ? null : placeRow.id,
    }),
    posts: (placeRow.posts ?? []).slice(0, size).map((row) => toPost(ctx.viewer, row)),
    postCount: placeRow.post_count,
    page,
    hasMore: (placeRow.posts ?? []).length > size,
  };
}

// ---------------------------------------------------------------- row-level checks

/** What the policies need of a post: its author. Null (404) when the viewer may not see it. */
export async function loadPostResource(
  ctx: ViewerContext,
  { postId }: { postId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ author_id: string }>(
    ctx.db,
    sql`select p.author_id from community_posts p left join articles a on a.id = p.article_id
         where p.id = ${postId} and ${visiblePosts(ctx.viewer)}`,
  );
  return row ? { ownerId: row.author_id } : null;
}

/**
 * The same for reading a thread, from memory: whether the viewer's audience sees the post and
 * who wrote it change only with a write that moves the 'community' counter, as the thread's
 * pages do. Writes to a post read it afresh (`loadPostResource`).
 */
export function loadThreadResource(
  ctx: ViewerContext,
  { postId }: { postId: string },
): Promise<PolicyResource | null> {
  return ctx.content.get('community', `post:${audienceOf(ctx.viewer)}:${postId}`, () =>
    loadPostResource(ctx, { postId }),
  );
}

export async function loadReplyResource(
  ctx: ViewerContext,
  { replyId }: { replyId: string },
): Promise<PolicyResource | null> {
  const [row] = await queryRows<{ author_id: string }>(
    ctx.db,
    sql`select r.author_id from community_replies r join community_posts p on p.id = r.post_id
          left join articles a on a.id = p.article_id
         where r.id = ${replyId} and ${visiblePosts(ctx.viewer)}`,
  );
  return row ? { ownerId: row.author_id } : null;
}

// ---------------------------------------------------------------- writing

/**
 * Posts, replies and edits share one hourly budget per member (decision 066), counted in the
 * database (`auth_rate_limits`, lib/rate-limiter.ts) and decided in the statement that counts,
 * so it holds across instances and against a burst.
 */
const writeLimit = (userId: string) => ({
  key: `community:write:${userId}`,
  max: communityLimits.postsPerHour,
  windowSeconds: 3600,
  message: communityMessages.tooManyPosts,
});

/**
 * The per-member limits of every write of one's words (decision 055): a new post or reply and
 * an edit alike. Called first in the write's transaction: the hourly count (429 past it) holds
 * the member's counter row until the write commits, so their concurrent writes meet one after
 * another and a refused or failed write is not counted; then, in one statement, the same text
 * written (or edited in) within the last minute (429; the row being edited aside), and whether
 * the account is past its first day (links become links only then).
 */
async function checkWriteLimits(
  ctx: ViewerContext,
  tx: Executor,
  body: string,
  editing: { postId?: string; replyId?: string } = {},
): Promise<{ linkify: boolean }> {
  await consumeRateLimits(tx, [writeLimit(ctx.viewer.userId)]);
  const recently = sql`coalesce(edited_at, created_at) > now() - make_interval(secs => ${communityLimits.duplicateWindowSeconds})`;
  const [row] = await queryRows<{ duplicate_age: number | null; account_age_hours: number }>(
    tx,
    sql`select
          (select extract(epoch from now() - max(t.written_at))::int from (
             select coalesce(edited_at, created_at) as written_at from community_posts
              where author_id = ${ctx.viewer.userId} and body = ${body} and ${recently}
                and id is distinct from ${editing.postId ?? null}::uuid
             union all
             select coalesce(edited_at, created_at) from community_replies
              where author_id = ${ctx.viewer.userId} and body = ${body} and ${recently}
                and id is distinct from ${editing.replyId ?? null}::uuid) t) as duplicate_age,
          (select extract(epoch from now() - u.created_at) / 3600 from "user" u where u.id = ${ctx.viewer.userId})::float8
            as account_age_hours`,
  );
  if (row!.duplicate_age !== null)
    throw new RateLimitedError(
      communityMessages.duplicate,
      Math.max(1, communityLimits.duplicateWindowSeconds - row!.duplicate_age),
    );
  return { linkify: Number(row!.account_age_hours) >= communityLimits.newAccountHours };
}

/** The @mentioned people's ids as kept on the row (`mention_ids`): each once. */
const mentionIdsParam = (mentionIds: readonly string[] | undefined) =>
  sql`${sql.param([...new Set(mentionIds ?? [])])}::uuid[]`;

export async function createPost(
  ctx: ViewerContext,
  input: {
    categoryId?: string;
    lessonId?: string;
    articleId?: string;
    title?: string;
    body: string;
    mentionIds?: readonly string[];
  },
): Promise<{ post: CommunityPost }> {
  const postId = await ctx.db.transaction(async (tx) => {
    const { linkify } = await checkWriteLimits(ctx, tx, input.body);
    const [place] = await queryRows<{ ok: boolean }>(
      tx,
      input.categoryId
        ? sql`select true as ok from community_categories where id = ${input.categoryId}`
        : input.lessonId
          ? sql`select true as ok from lessons where id = ${input.lessonId}`
          : sql`select ${visiblePosts(ctx.viewer)} as ok from articles a, (select ${input.articleId!}::uuid as article_id) p
                 where a.id = ${input.articleId!}`,
    );
    if (!place?.ok) {
      if (input.categoryId)
        throw validationFailed(communityMessages.categoryNotFound, {
          categoryId: communityMessages.categoryNotFound,
        });
      throw notFound(communityMessages.postNotFound);
    }
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`with added as (
            insert into community_posts (category_id, lesson_id, article_id, author_id, title, body, body_html, mention_ids)
            values (${input.categoryId ?? null}, ${input.lessonId ?? null}, ${input.articleId ?? null},
                    ${ctx.viewer.userId}, ${input.categoryId ? (input.title ?? null) : null}, ${input.body},
                    ${formatBody(input.body, { linkify })}, ${mentionIdsParam(input.mentionIds)})
            returning id
          ), followed as (
            insert into community_follows (post_id, user_id) select id, ${ctx.viewer.userId} from added
          )
          select id from added`,
    );
    await awardPoints(
      { ...ctx, db: tx },
      { userId: ctx.viewer.userId, action: 'post.start', thingId: row!.id },
    );
    if (input.mentionIds?.length)
      await notifyCommunityWrite(
        { ...ctx, db: tx },
        {
          postId: row!.id,
          replyId: null,
          body: input.body,
          mentionIds: input.mentionIds,
        },
      );
    return row!.id;
  });
  const post = await selectPost(ctx, ctx.db, postId);
  return { post: toPost(ctx.viewer, post!) };
}

/**
 * Locks a post or reply being edited and refuses it once moderators have hidden it: hidden
 * means read-only for its author (decision 055), whatever the screen offered.
 */
async function lockEditable(tx: Executor, table: SQL, id: string) {
  const [row] = await queryRows<{ hidden: boolean }>(
    tx,
    sql`select hidden_at is not null as hidden from ${table} where id = ${id} for update`,
  );
  if (row?.hidden) throw new AppError('CONFLICT', communityMessages.hiddenReadOnly);
  return row !== undefined;
}

export async function updatePost(
  ctx: ViewerContext,
  input: { postId: string; title?: string; body: string },
): Promise<{ post: CommunityPost }> {
  await ctx.db.transaction(async (tx) => {
    const { linkify } = await checkWriteLimits(ctx, tx, input.body, { postId: input.postId });
    if (!(await lockEditable(tx, sql`community_posts`, input.postId)))
      throw notFound(communityMessages.postNotFound);
    await tx.execute(
      sql`update community_posts set body = ${input.body}, body_html = ${formatBody(input.body, { linkify })},
                 title = case when category_id is not null then coalesce(${input.title ?? null}, title) else null end,
                 edited_at = now()
           where id = ${input.postId}`,
    );
    await tx.execute(communityNotice({ postId: input.postId, replyId: null }));
  });
  const post = await selectPost(ctx, ctx.db, input.postId);
  return { post: toPost(ctx.viewer, post!) };
}

/** Deletes a post with its replies: its author's own, or staff's moderation (audited). */
export async function deletePost(ctx: ViewerContext, { postId }: { postId: string }): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    // The post's points and its replies' go with them (issue 59).
    await takeBackPoints({ db: tx }, { thingIds: [postId], repliesOfPostId: postId });
    const [deleted] = await queryRows<
      Pick<SqlRow<typeof communityPosts>, 'author_id' | 'title' | 'body'> & { organization_id: string | null }
    >(
      tx,
      sql`with deleted as (delete from community_posts where id = ${postId} returning author_id, title, body)
          select deleted.*, (select organization_id from profiles where id = deleted.author_id) as organization_id
            from deleted`,
    );
    if (!deleted || deleted.author_id === ctx.viewer.userId) return;
    await ctx.audit.record(tx, {
      action: 'community.post.delete',
      target: { type: 'community_post', id: postId, name: deleted.title },
      organizationId: deleted.organization_id,
      before: { authorId: deleted.author_id, title: deleted.title, body: excerptOf(deleted.body, 200) },
    });
  });
  return { ok: true };
}

export async function createReply(
  ctx: ViewerContext,
  input: { postId: string; body: string; quotedReplyId?: string; mentionIds?: readonly string[] },
): Promise<{ reply: CommunityReply }> {
  const replyId = await ctx.db.transaction(async (tx) => {
    // The member's counter before the post's row: every write takes its locks in that order.
    const { linkify } = await checkWriteLimits(ctx, tx, input.body);
    const [post] = await queryRows<{ locked: boolean; quote_ok: boolean }>(
      tx,
      sql`select locked_at is not null as locked,
                 ${
                   input.quotedReplyId
                     ? sql`exists(select 1 from community_replies where id = ${input.quotedReplyId} and post_id = ${input.postId})`
                     : sql`true`
                 } as quote_ok
            from community_posts where id = ${input.postId} for update`,
    );
    if (!post) throw notFound(communityMessages.postNotFound);
    if (post.locked && !can(ctx.viewer, 'community.moderate'))
      throw new AppError('CONFLICT', communityMessages.locked);
    if (!post.quote_ok)
      throw validationFailed(communityMessages.quoteElsewhere, {
        quotedReplyId: communityMessages.quoteElsewhere,
      });
    const [row] = await queryRows<{ id: string }>(
      tx,
      sql`with added as (
            insert into community_replies (post_id, author_id, quoted_reply_id, body, body_html, mention_ids)
            values (${input.postId}, ${ctx.viewer.userId}, ${input.quotedReplyId ?? null}, ${input.body},
                    ${formatBody(input.body, { linkify })}, ${mentionIdsParam(input.mentionIds)})
            returning id, created_at
          ), counted as (
            update community_posts set reply_count = reply_count + 1, last_activity_at = (select created_at from added)
             where id = ${input.postId}
          ), followed as (
            insert into community_follows (post_id, user_id) values (${input.postId}, ${ctx.viewer.userId})
            on conflict do nothing
          )
          select id from added`,
    );
    await awardPoints(
      { ...ctx, db: tx },
      { userId: ctx.viewer.userId, action: 'post.reply', thingId: row!.id },
    );
    await notifyCommunityWrite(
      { ...ctx, db: tx },
      {
        postId: input.postId,
        replyId: row!.id,
        body: input.body,
        mentionIds: input.mentionIds ?? [],
      },
    );
    // Every open viewer of the thread reads it again (delivered at commit, on every instance).
    await tx.execute(communityNotice({ postId: input.postId, replyId: row!.id }));
    return row!.id;
  });
  const reply = await selectReply(ctx, ctx.db, replyId);
  return { reply: toReply(ctx.viewer, reply!, reply!.answer_reply_id) };
}

export async function updateReply(
  ctx: ViewerContext,
  input: { replyId: string; body: string },
): Promise<{ reply: CommunityReply }> {
  await ctx.db.transaction(async (tx) => {
    const { linkify } = await checkWriteLimits(ctx, tx, input.body, { replyId: input.replyId });
    if (!(await lockEditable(tx, sql`community_replies`, input.replyId)))
      throw notFound(communityMessages.replyNotFound);
    const [row] = await queryRows<{ post_id: string }>(
      tx,
      sql`update community_replies set body = ${input.body}, body_html = ${formatBody(input.body, { linkify })}, edited_at = now()
           where id = ${input.replyId} returning post_id`,
    );
    if (row) await tx.execute(communityNotice({ postId: row.post_id, replyId: input.replyId }));
  });
  const reply = await selectReply(ctx, ctx.db, input.replyId);
  return { reply: toReply(ctx.viewer, reply!, reply!.answer_reply_id) };
}

/**
 * Removes a reply: its post's count (when it counted: a hidden reply does not) and the answer
 * mark, when it was the answer. The one way a reply goes, its author's delete or moderation's.
 */
export async function removeReply(ctx: { db: Executor }, { replyId }: { replyId: string }) {
  await takeBackPoints(ctx, { thingIds: [replyId] });
  const [row] = await queryRows<
    Pick<SqlRow<typeof communityReplies>, 'post_id' | 'author_id' | 'body'> & {
      organization_id: string | null;
      post_title: string | null;
    }
  >(
    ctx.db,
    sql`with deleted as (delete from community_replies where id = ${replyId} returning post_id, author_id, body, hidden_at),
        counted as (
          update community_posts
             set reply_count = greatest(reply_count - (select count(*) from deleted where hidden_at is null)::int, 0),
                 answer_reply_id = case when answer_reply_id = ${replyId} then null else answer_reply_id end
           where id = (select post_id from deleted)
        )
        select deleted.post_id, deleted.author_id, deleted.body,
               (select organization_id from profiles where id = deleted.author_id) as organization_id,
               (select title from community_posts where id = deleted.post_id) as post_title
          from deleted`,
  );
  return row;
}

export async function deleteReply(
  ctx: ViewerContext,
  { replyId }: { replyId: string },
): Promise<{ ok: true }> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await removeReply({ db: tx }, { replyId });
    if (deleted) await tx.execute(communityNotice({ postId: deleted.post_id, replyId }));
    if (!deleted || deleted.author_id === ctx.viewer.userId) return;
    await ctx.audit.record(tx, {
      action: 'community.reply.delete',
      target: { type: 'community_reply', id: replyId, name: deleted.post_title },
      organizationId: deleted.organization_id,
      before: { postId: deleted.post_id, authorId: deleted.author_id, body: excerptOf(deleted.body, 200) },
    });
  });
  return { ok: true };
}

/** Likes: one per member (unique keys); the count on the row moves in the same statement. */
export async function setLike(
  ctx: ViewerContext,
  input: { postId?: string; replyId?: string; isLiked: boolean },
): Promise<{ isLiked: boolean; likeCount: number }> {
  const userId = ctx.viewer.userId;
  const table = input.postId ? sql`community_posts` : sql`community_replies`;
  const column = input.postId ? sql`post_id` : sql`reply_id`;
  const targetId = (input.postId ?? input.replyId)!;
  const write = input.isLiked
    ? sql`insert into community_likes (${column}, user_id) values (${targetId}, ${userId})
          on conflict (${column}, user_id) where ${column} is not null do nothing returning 1`
    : sql`delete from community_likes where ${column} = ${targetId} and user_id = ${userId} returning 1`;
  const [row] = await queryRows<{ like_count: number; author_id: string; written: number }>(
    ctx.db,
    sql`with written as (${write})
        update ${table} set like_count = greatest(like_count ${input.isLiked ? sql`+` : sql`-`} (select count(*) from written)::int, 0)
         where id = ${targetId} returning like_count, author_id, (select count(*) from written)::int as written`,
  );
  // A like received earns its author a point, once per liker (an unlike keeps it, a like
  // again earns nothing); one's own like earns nothing.
  if (input.isLiked && row && row.written > 0 && row.author_id !== userId)
    await awardPoints(ctx, {
      userId: row.author_id,
      action: 'like.received',
      thingId: targetId,
      fromUserId: userId,
    });
  return { isLiked: input.isLiked, likeCount: row?.like_count ?? 0 };
}

export async function setFollow(
  ctx: ViewerContext,
  { postId, isFollowing }: { postId: string; isFollowing: boolean },
): Promise<{ isFollowing: boolean }> {
  await ctx.db.execute(
    isFollowing
      ? sql`insert into community_follows (post_id, user_id) values (${postId}, ${ctx.viewer.userId}) on conflict do nothing`
      : sql`delete from community_follows where post_id = ${postId} and user_id = ${ctx.viewer.userId}`,
  );
  return { isFollowing };
}

/**
 * Mark as answer (or remove the mark): the post's author, staff and gurus ('community.markAnswer').
 * Someone else's post marked by staff or a guru is their write on another's row: audited.
 */
export async function setAnswer(
  ctx: ViewerContext,
  { postId, replyId }: { postId: string; replyId: string | null },
): Promise<{ answerReplyId: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await queryRows<
      Pick<SqlRow<typeof communityPosts>, 'author_id' | 'title' | 'answer_reply_id'> & {
        reply_ok: boolean;
        reply_author_id: string | null;
        organization_id: string | null;
      }
    >(
      tx,
      sql`select p.author_id, p.title, p.answer_reply_id,
                 ${replyId ? sql`(select author_id from community_replies where id = ${replyId} and post_id = p.id)` : sql`null::uuid`} as reply_author_id,
                 ${replyId ? sql`exists(select 1 from community_replies where id = ${replyId} and post_id = p.id)` : sql`true`} as reply_ok,
                 (select organization_id from profiles where id = p.author_id) as organization_id
            from community_posts p where p.id = ${postId} for update`,
    );
    if (!row) throw notFound(communityMessages.postNotFound);
    if (!row.reply_ok) throw notFound(communityMessages.replyNotFound);
    await tx.execute(sql`update community_posts set answer_reply_id = ${replyId} where id = ${postId}`);
    // The reply's author earns once per reply; marking one's own reply earns nothing.
    if (replyId && row.reply_author_id && row.reply_author_id !== row.author_id)
      await awardPoints(
        { ...ctx, db: tx },
        { userId: row.reply_author_id, action: 'answer.marked', thingId: replyId },
      );
    await tx.execute(communityNotice({ postId, replyId }));
    if (row.author_id !== ctx.viewer.userId) {
      await ctx.audit.record(tx, {
        action: replyId ? 'community.answer.mark' : 'community.answer.unmark',
        target: { type: 'community_post', id: postId, name: row.title },
        organizationId: row.organization_id,
        before: { answerReplyId: row.answer_reply_id },
        after: { answerReplyId: replyId },
      });
    }
    return { answerReplyId: replyId };
  });
}

/**
 * A report of a post or reply. Each member sends at most `communityLimits.reportsPerHour` an
 * hour (decision 066): counted first, in the database, decided in the statement that counts
 * (across instances; a refused or failed report counts too, so probing is limited as well).
 */
export async function reportContent(
  ctx: ViewerContext,
  input: { postId: string; replyId?: string; reason: string; note: string },
): Promise<{ ok: true }> {
  await consumeRateLimits(ctx.db, [
    {
      key: `community:report:${ctx.viewer.userId}`,
      max: communityLimits.reportsPerHour,
      windowSeconds: 3600,
      message: communityMessages.tooManyReports,
    },
  ]);
  const [row] = await queryRows<{ ok: boolean }>(
    ctx.db,
    sql`select ${
      input.replyId
        ? sql`exists(select 1 from community_replies where id = ${input.replyId} and post_id = p.id)`
        : sql`true`
    } as ok
          from community_posts p left join articles a on a.id = p.article_id
         where p.id = ${input.postId} and ${visiblePosts(ctx.viewer)}`,
  );
  if (!row) throw notFound(communityMessages.postNotFound);
  if (!row.ok) throw notFound(communityMessages.replyNotFound);
  await ctx.db.execute(
    sql`insert into community_reports (reporter_id, post_id, reply_id, reason, note)
        values (${ctx.viewer.userId}, ${input.postId}, ${input.replyId ?? null}, ${input.reason}, ${input.note})`,
  );
  return { ok: true };
}
