import { communityLimits, communityMessages } from '@pillars/shared/community/messages';
import type {
  CommunityListResponse,
  HiddenItemsResponse,
  PostResponse,
  ReplyResponse,
  ThreadResponse,
} from '@pillars/shared/community/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import {
  type BuiltMember,
  createArticle,
  createMember,
  createMemberWithAccess,
} from '../../../test/builders.ts';
import { openEventStream } from '../../../test/sse-client.ts';
import { queryRows } from '../../db/client.ts';

/** The Community (issue 42): through HTTP on a fresh database, both engines. */
const { app, db, loginAs, signInAs } = await buildTestApp();

let lessonId = '';
let questionsId = '';
beforeAll(async () => {
  const [lesson] = await queryRows<{ id: string }>(
    db,
    sql`select id from lessons order by created_at limit 1`,
  );
  lessonId = lesson!.id;
  const [category] = await queryRows<{ id: string }>(
    db,
    sql`select id from community_categories where name = 'Questions'`,
  );
  questionsId = category!.id;
});

async function send(cookie: string | undefined, method: string, url: string, payload?: object) {
  return app.inject({
    method: method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
}

let counter = 0;
const unique = (text: string) => `${text} ${++counter} ${Date.now()}`;

async function memberOf(options: { firstName?: string; organization?: { name: string } } = {}) {
  const member = await createMemberWithAccess(db, options);
  return { member, cookie: await signInAs(member) };
}

async function ask(cookie: string, payload: object = {}): Promise<PostResponse['post']> {
  const response = await send(cookie, 'POST', '/api/community/posts', {
    lessonId,
    body: unique('How do you price retainers?'),
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as PostResponse).post;
}

async function answer(cookie: string, postId: string, payload: object = {}) {
  const response = await send(cookie, 'POST', `/api/community/posts/${postId}/replies`, {
    body: unique('Value-based, with a floor.'),
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as ReplyResponse).reply;
}

describe('one community across organizations', () => {
  it('members of two agencies see each other’s posts and replies, with their agency names', async () => {
    const asker = await memberOf({ firstName: 'Asha', organization: { name: 'Asha Agency' } });
    const helper = await memberOf({ firstName: 'Hugo', organization: { name: 'Hugo Studio' } });
    const post = await ask(asker.cookie);
    const reply = await answer(helper.cookie, post.id);
    expect(reply.author).toMatchObject({ firstName: 'Hugo', agencyName: 'Hugo Studio' });

    const thread = (
      await send(asker.cookie, 'GET', `/api/community/posts/${post.id}`)
    ).json() as ThreadResponse;
    expect(thread.post).toMatchObject({
      replyCount: 1,
      isFollowing: true,
      place: { kind: 'lesson', id: lessonId },
    });
    expect(thread.post.author.agencyName).toBe('Asha Agency');
    expect(thread.replies.map((row) => row.id)).toEqual([reply.id]);

    const lesson = await send(helper.cookie, 'GET', `/api/community/lessons/${lessonId}`);
    expect(lesson.statusCode).toBe(200);
    expect(lesson.json().posts.map((row: { id: string }) => row.id)).toContain(post.id);

    const list = (await send(helper.cookie, 'GET', '/api/community')).json() as CommunityListResponse;
    const row = list.posts.find((item) => item.id === post.id);
    expect(row).toMatchObject({ replyCount: 1, isAnswered: false, author: { agencyName: 'Asha Agency' } });
    expect(list.categories.map((category) => category.name)).toEqual([
      'Questions',
      'Wins',
      'Hiring',
      'Tools & Systems',
      'Introductions',
    ]);
    // The replier follows by default: the helper's Following tab has it.
    const following = (await send(helper.cookie, 'GET', '/api/community?tab=following')).json();
    expect(following.posts.map((item: { id: string }) => item.id)).toEqual([post.id]);
  });

  it('refuses lapsed members and visitors like every member route', async () => {
    const lapsed = await createMemberWithAccess(db, { organization: { subscriptionStatus: 'canceled' } });
    const cookie = await signInAs(lapsed);
    const refused = await send(cookie, 'GET', '/api/community');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    const posting = await send(cookie, 'POST', '/api/community/posts', { lessonId, body: 'Let me in' });
    expect(posting.statusCode).toBe(403);
    expect((await send(undefined, 'GET', '/api/community')).statusCode).toBe(401);
  });

  it('keeps an agents-only article’s discussion from members who may not read it', async () => {
    const article = await createArticle(db, { visibilityScope: 'agents_only' });
    const agent = await createMemberWithAccess(db, { role: 'agent' });
    const agentCookie = await signInAs(agent);
    const post = await ask(agentCookie, { lessonId: undefined, articleId: article.id });
    const { cookie } = await memberOf();
    expect((await send(cookie, 'GET', `/api/community/posts/${post.id}`)).statusCode).toBe(404);
    expect((await send(cookie, 'GET', `/api/community/articles/${article.id}`)).statusCode).toBe(404);
    const list = (await send(cookie, 'GET', '/api/community')).json() as CommunityListResponse;
    expect(list.posts.map((row) => row.id)).not.toContain(post.id);
    expect((await send(agentCookie, 'GET', `/api/community/articles/${article.id}`)).json().postCount).toBe(
      1,
    );
  });

  it('starts a discussion in a category with a title, searchable with highlights', async () => {
    const { cookie } = await memberOf();
    const word = `zebrafish${Date.now()}`;
    const missingTitle = await send(cookie, 'POST', '/api/community/posts', {
      categoryId: questionsId,
      body: 'x',
    });
    expect(missingTitle.statusCode).toBe(400);
    expect(missingTitle.json().error.message).toContain(communityMessages.titleRequired);
    const post = await ask(cookie, { lessonId: undefined, categoryId: questionsId, title: `About ${word}` });
    expect(post.place).toMatchObject({ kind: 'category', name: 'Questions' });
    const found = (await send(cookie, 'GET', `/api/community?q=${word}`)).json() as CommunityListResponse;
    expect(found.posts.map((row) => row.id)).toEqual([post.id]);
    expect(found.posts[0]!.highlight!.title).toContainEqual({ text: word, match: true });
    const inCategory = (await send(cookie, 'GET', `/api/community?categoryId=${questionsId}`)).json();
    expect(inCategory.posts.map((row: { id: string }) => row.id)).toContain(post.id);
    const unanswered = (await send(cookie, 'GET', '/api/community?tab=unanswered')).json();
    expect(unanswered.posts.map((row: { id: string }) => row.id)).toContain(post.id);
  });
});

describe('replies, quotes, likes, edits', () => {
  it('quotes a reply of the same post only; likes count once; an edit shows as edited', async () => {
    const { cookie } = await memberOf();
    const other = await memberOf();
    const post = await ask(cookie);
    const first = await answer(other.cookie, post.id);
    const quoting = await answer(cookie, post.id, { quotedReplyId: first.id });
    expect(quoting.quoted).toMatchObject({ id: first.id });
    const elsewhere = await ask(other.cookie);
    const wrong = await send(cookie, 'POST', `/api/community/posts/${elsewhere.id}/replies`, {
      body: unique('Quoting across'),
      quotedReplyId: first.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe(communityMessages.quoteElsewhere);

    for (let i = 0; i < 2; i += 1) {
      const liked = await send(cookie, 'PUT', `/api/community/replies/${first.id}/like`);
      expect(liked.json()).toEqual({ isLiked: true, likeCount: 1 });
    }
    expect((await send(other.cookie, 'PUT', `/api/community/posts/${post.id}/like`)).json().likeCount).toBe(
      1,
    );
    expect((await send(cookie, 'DELETE', `/api/community/replies/${first.id}/like`)).json().likeCount).toBe(
      0,
    );

    const notMine = await send(cookie, 'PATCH', `/api/community/replies/${first.id}`, { body: 'Changed' });
    expect(notMine.statusCode).toBe(403);
    const edited = await send(other.cookie, 'PATCH', `/api/community/replies/${first.id}`, {
      body: 'Changed',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().reply.editedAt).not.toBeNull();
    expect(edited.json().reply.bodyHtml).toBe('<p>Changed</p>');

    const deleted = await send(other.cookie, 'DELETE', `/api/community/replies/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    const thread = (await send(cookie, 'GET', `/api/community/posts/${post.id}`)).json() as ThreadResponse;
    expect(thread.post.replyCount).toBe(1);
    expect(thread.replies[0]!.quoted).toBeNull();
  });

  it('pages a long thread, oldest first', async () => {
    const { cookie } = await memberOf();
    const post = await ask(cookie);
    const author = (await createMemberWithAccess(db)).userId;
    const total = communityLimits.repliesPageSize + 5;
    await db.execute(sql`
      with added as (
        insert into community_replies (post_id, author_id, body, body_html, created_at)
        select ${post.id}, ${author}, 'Reply ' || n, '<p>Reply ' || n || '</p>', now() + make_interval(secs => n)
          from generate_series(1, ${total}) n returning 1)
      update community_posts set reply_count = (select count(*) from added) where id = ${post.id}`);
    const second = (
      await send(cookie, 'GET', `/api/community/posts/${post.id}?page=2`)
    ).json() as ThreadResponse;
    expect(second.pageCount).toBe(2);
    expect(second.replies.map((reply) => reply.body)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Reply ${communityLimits.repliesPageSize + i + 1}`),
    );
  });
});

describe('Mark as answer', () => {
  it('is offered to the post’s author, staff and gurus; another member is refused; others’ marks are audited', async () => {
    const asker = await memberOf();
    const other = await memberOf();
    const post = await ask(asker.cookie);
    const reply = await answer(other.cookie, post.id);
    const mark = (cookie: string) =>
      send(cookie, 'PUT', `/api/community/posts/${post.id}/answer`, { replyId: reply.id });

    const refused = await mark(other.cookie);
    expect(refused.statusCode).toBe(403);
    expect(
      (await send(other.cookie, 'GET', `/api/community/posts/${post.id}`)).json().post.canMarkAnswer,
    ).toBe(false);

    const own = await auditRowsOf(db, () => mark(asker.cookie));
    expect(own.result.statusCode).toBe(200);
    expect(own.result.json()).toEqual({ answerReplyId: reply.id });
    expect(own.rows).toEqual([]);
    const thread = (
      await send(asker.cookie, 'GET', `/api/community/posts/${post.id}`)
    ).json() as ThreadResponse;
    expect(thread.replies[0]!.isAnswer).toBe(true);
    const list = (
      await send(asker.cookie, 'GET', '/api/community?tab=following')
    ).json() as CommunityListResponse;
    expect(list.posts.find((row) => row.id === post.id)!.isAnswered).toBe(true);

    for (const role of ['guru', 'support', 'admin'] as const) {
      const cookie = await loginAs(role);
      const { result, rows } = await auditRowsOf(db, () => mark(cookie));
      expect(result.statusCode, role).toBe(200);
      expect(rows.map((row) => [row.action, row.target_id])).toEqual([['community.answer.mark', post.id]]);
    }
    const elsewhere = await ask(other.cookie);
    const foreign = await send(other.cookie, 'PUT', `/api/community/posts/${elsewhere.id}/answer`, {
      replyId: reply.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('moderation', () => {
  it('is staff only; hide shows "Hidden by a moderator" in place; each action is audited', async () => {
    const author = await memberOf();
    const reporter = await memberOf();
    const post = await ask(author.cookie, { lessonId: undefined, categoryId: questionsId, title: 'Buy now' });
    const reported = await send(reporter.cookie, 'POST', '/api/community/reports', {
      postId: post.id,
      reason: 'spam',
      note: 'Selling',
    });
    expect(reported.statusCode).toBe(201);

    for (const cookie of [reporter.cookie, author.cookie, await loginAs('agent'), await loginAs('guru')]) {
      expect((await send(cookie, 'GET', '/api/admin/community/reports')).statusCode).toBe(403);
      const hide = await send(cookie, 'POST', `/api/admin/community/posts/${post.id}/moderation`, {
        action: 'hide',
      });
      expect(hide.statusCode).toBe(403);
    }
    const support = await loginAs('support');
    const reports = (await send(support, 'GET', '/api/admin/community/reports')).json();
    expect(reports.reports.find((row: { postId: string }) => row.postId === post.id)).toMatchObject({
      reason: 'spam',
      note: 'Selling',
      postTitle: 'Buy now',
    });

    const { result, rows } = await auditRowsOf(db, () =>
      send(support, 'POST', `/api/admin/community/posts/${post.id}/moderation`, { action: 'hide' }),
    );
    expect(result.statusCode).toBe(200);
    expect(rows.map((row) => [row.action, row.target_type, row.target_id])).toEqual([
      ['community.post.hide', 'community_post', post.id],
    ]);
    const after = (await send(support, 'GET', '/api/admin/community/reports')).json();
    expect(after.reports.map((row: { postId: string }) => row.postId)).not.toContain(post.id);
    const seen = (
      await send(reporter.cookie, 'GET', `/api/community/posts/${post.id}`)
    ).json() as ThreadResponse;
    expect(seen.post).toMatchObject({ isHidden: true, bodyHtml: null, body: null });

    const wins = (await send(support, 'GET', '/api/community'))
      .json()
      .categories.find((category: { name: string }) => category.name === 'Wins');
    for (const [action, extra] of [
      ['lock', {}],
      ['pin', {}],
      ['move', { categoryId: wins.id }],
    ] as const) {
      const done = await auditRowsOf(db, () =>
        send(support, 'POST', `/api/admin/community/posts/${post.id}/moderation`, { action, ...extra }),
      );
      expect(done.result.statusCode, action).toBe(200);
      expect(done.rows.map((row) => row.action)).toEqual([`community.post.${action}`]);
    }
    const locked = await send(reporter.cookie, 'POST', `/api/community/posts/${post.id}/replies`, {
      body: unique('Too late'),
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.message).toBe(communityMessages.locked);

    const reply = await answer(support, post.id);
    const removed = await auditRowsOf(db, () =>
      send(support, 'POST', `/api/admin/community/replies/${reply.id}/moderation`, { action: 'delete' }),
    );
    expect(removed.rows.map((row) => row.action)).toEqual(['community.reply.delete']);
    const gone = await auditRowsOf(db, () => send(support, 'DELETE', `/api/community/posts/${post.id}`));
    expect(gone.result.statusCode).toBe(200);
    expect(gone.rows.map((row) => row.action)).toEqual(['community.post.delete']);
    expect((await send(author.cookie, 'GET', `/api/community/posts/${post.id}`)).statusCode).toBe(404);
  });

  it('lets a member delete their own post without an audit row, and no one else’s', async () => {
    const author = await memberOf();
    const other = await memberOf();
    const post = await ask(author.cookie);
    expect((await send(other.cookie, 'DELETE', `/api/community/posts/${post.id}`)).statusCode).toBe(403);
    const own = await auditRowsOf(db, () => send(author.cookie, 'DELETE', `/api/community/posts/${post.id}`));
    expect(own.result.statusCode).toBe(200);
    expect(own.rows).toEqual([]);
  });
});

describe('hidden by a moderator (issue 54)', () => {
  const moderate = (cookie: string, kind: 'posts' | 'replies', id: string, action: string) =>
    send(cookie, 'POST', `/api/admin/community/${kind}/${id}/moderation`, { action });

  it('is read-only for its author and "Hidden by a moderator" to others; support reads it and restores it, audited', async () => {
    const author = await memberOf();
    const other = await memberOf();
    const support = await loginAs('support');
    const word = `quokka${Date.now()}`;
    const title = `Secret ${word} offer`;
    const body = unique(`Buy my ${word} course`);
    const post = await ask(author.cookie, { lessonId: undefined, categoryId: questionsId, title, body });
    const reply = await answer(author.cookie, post.id, { body: unique(`More ${word}`) });
    expect((await moderate(support, 'posts', post.id, 'hide')).statusCode).toBe(200);
    expect((await moderate(support, 'replies', reply.id, 'hide')).statusCode).toBe(200);

    // Read-only for its author, whatever the screen offers.
    for (const [url, payload] of [
      [`/api/community/posts/${post.id}`, { body: unique('Sneaky edit') }],
      [`/api/community/replies/${reply.id}`, { body: unique('Sneaky reply edit') }],
    ] as const) {
      const edited = await send(author.cookie, 'PATCH', url, payload);
      expect(edited.statusCode, url).toBe(409);
      expect(edited.json().error.message).toBe(communityMessages.hiddenReadOnly);
    }
    const own = (
      await send(author.cookie, 'GET', `/api/community/posts/${post.id}`)
    ).json() as ThreadResponse;
    expect(own.post).toMatchObject({ isHidden: true, title, body, canEdit: false });
    expect(own.replies[0]).toMatchObject({ isHidden: true, canEdit: false });
    expect(own.replies[0]!.bodyHtml).toContain(word);

    // Others: neither the title nor the words, in the thread, the list or a search.
    const seen = await send(other.cookie, 'GET', `/api/community/posts/${post.id}`);
    expect(seen.body).not.toContain(word);
    expect((seen.json() as ThreadResponse).post).toMatchObject({
      isHidden: true,
      title: communityMessages.hidden,
      body: null,
      bodyHtml: null,
    });
    const list = await send(other.cookie, 'GET', `/api/community?categoryId=${questionsId}`);
    expect(list.body).not.toContain(word);
    expect((list.json() as CommunityListResponse).posts.find((row) => row.id === post.id)).toMatchObject({
      title: communityMessages.hidden,
      excerpt: null,
    });
    expect(
      ((await send(other.cookie, 'GET', `/api/community?q=${word}`)).json() as CommunityListResponse).posts,
    ).toEqual([]);

    // Support reads what was hidden, in the thread and in the hidden list.
    const moderated = (
      await send(support, 'GET', `/api/community/posts/${post.id}`)
    ).json() as ThreadResponse;
    expect(moderated.post).toMatchObject({ title, body, isHidden: true, canModerate: true });
    expect(moderated.replies[0]!.bodyHtml).toContain(word);
    const hidden = await send(support, 'GET', '/api/admin/community/hidden');
    expect(hidden.statusCode).toBe(200);
    const items = (hidden.json() as HiddenItemsResponse).items.filter((item) => item.postId === post.id);
    expect(items.map((item) => [item.replyId, item.excerpt.includes(word)])).toEqual(
      expect.arrayContaining([
        [null, true],
        [reply.id, true],
      ]),
    );
    expect((await send(other.cookie, 'GET', '/api/admin/community/hidden')).statusCode).toBe(403);

    // Restore: audited, shown again, editable again.
    const restored = await auditRowsOf(db, () => moderate(support, 'posts', post.id, 'unhide'));
    expect(restored.result.statusCode).toBe(200);
    expect(restored.rows.map((row) => [row.action, row.target_id])).toEqual([
      ['community.post.unhide', post.id],
    ]);
    const back = (
      await send(other.cookie, 'GET', `/api/community/posts/${post.id}`)
    ).json() as ThreadResponse;
    expect(back.post).toMatchObject({ isHidden: false, title, body });
    expect(
      (await send(author.cookie, 'PATCH', `/api/community/posts/${post.id}`, { body: unique('Fixed') }))
        .statusCode,
    ).toBe(200);
    const after = (await send(support, 'GET', '/api/admin/community/hidden')).json() as HiddenItemsResponse;
    expect(after.items.filter((item) => item.postId === post.id).map((item) => item.replyId)).toEqual([
      reply.id,
    ]);
  });

  it('leaves a hidden reply out of the reply count (thread, lists) until restored; deleting it then moves nothing', async () => {
    const asker = await memberOf();
    const replier = await memberOf();
    const support = await loginAs('support');
    const post = await ask(asker.cookie);
    const kept = await answer(replier.cookie, post.id);
    const spam = await answer(replier.cookie, post.id, { body: unique('Cheap followers') });
    const counts = async () => {
      const thread = (
        await send(asker.cookie, 'GET', `/api/community/posts/${post.id}`)
      ).json() as ThreadResponse;
      const following = (
        await send(asker.cookie, 'GET', '/api/community?tab=following')
      ).json() as CommunityListResponse;
      const lesson = (await send(asker.cookie, 'GET', `/api/community/lessons/${lessonId}`)).json();
      return {
        thread: thread.post.replyCount,
        list: following.posts.find((row) => row.id === post.id)!.replyCount,
        lesson: lesson.posts.find((row: { id: string }) => row.id === post.id).replyCount,
        shown: thread.replies.map((row) => [row.id, row.isHidden]),
      };
    };
    expect(await counts()).toMatchObject({ thread: 2, list: 2, lesson: 2 });

    const hid = await auditRowsOf(db, () => moderate(support, 'replies', spam.id, 'hide'));
    expect(hid.rows.map((row) => row.action)).toEqual(['community.reply.hide']);
    // Hiding twice moves nothing more.
    expect((await moderate(support, 'replies', spam.id, 'hide')).statusCode).toBe(200);
    expect(await counts()).toEqual({
      thread: 1,
      list: 1,
      lesson: 1,
      // It keeps its place, as "Hidden by a moderator".
      shown: [
        [kept.id, false],
        [spam.id, true],
      ],
    });

    const restored = await auditRowsOf(db, () => moderate(support, 'replies', spam.id, 'unhide'));
    expect(restored.rows.map((row) => [row.action, row.target_id])).toEqual([
      ['community.reply.unhide', spam.id],
    ]);
    expect(await counts()).toMatchObject({ thread: 2, list: 2, lesson: 2 });

    // Hidden again and then deleted (by moderation, or by its author): counted out once only.
    await moderate(support, 'replies', spam.id, 'hide');
    expect((await moderate(support, 'replies', spam.id, 'delete')).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ thread: 1, list: 1, lesson: 1 });
    await moderate(support, 'replies', kept.id, 'hide');
    expect((await send(replier.cookie, 'DELETE', `/api/community/replies/${kept.id}`)).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ thread: 0, list: 0, lesson: 0, shown: [] });
  });

  it('keeps a hidden article comment out of the article page’s newest comments', async () => {
    const article = await createArticle(db);
    const { cookie } = await memberOf();
    const text = unique('Hidden comment words');
    const comment = await ask(cookie, { lessonId: undefined, articleId: article.id, body: text });
    await moderate(await loginAs('support'), 'posts', comment.id, 'hide');
    const page = await send((await memberOf()).cookie, 'GET', `/api/articles/${article.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(text);
  });
});

describe('@mentions link to the person (issue 54)', () => {
  it('names the mentioned people listed in the directory, as the thread is read; the unlisted stay text', async () => {
    const stamp = Date.now().toString(36);
    const writer = await memberOf();
    const listed = await createMemberWithAccess(db, { firstName: 'Lina', lastName: `Listed${stamp}` });
    const unlisted = await createMemberWithAccess(db, { firstName: 'Umar', lastName: `Unlisted${stamp}` });
    await db.execute(
      sql`insert into member_directory_profiles (user_id, listed) values (${listed.userId}, true)`,
    );
    const post = await ask(writer.cookie);
    const reply = await answer(writer.cookie, post.id, {
      body: `Thanks @Lina Listed${stamp} and @Umar Unlisted${stamp}`,
      mentionIds: [listed.userId, unlisted.userId],
    });
    const name = `Lina Listed${stamp}`;
    expect(reply.mentions).toEqual([{ id: listed.userId, name }]);
    const reader = await memberOf();
    const read = async () =>
      ((await send(reader.cookie, 'GET', `/api/community/posts/${post.id}`)).json() as ThreadResponse)
        .replies[0]!.mentions;
    expect(await read()).toEqual([{ id: listed.userId, name }]);
    // Once they leave the directory, the thread (kept in memory) reads them again: plain text.
    await db.execute(
      sql`update member_directory_profiles set listed = false where user_id = ${listed.userId}`,
    );
    expect(await read()).toEqual([]);
    // The words are the sanitised text as before: no markup was added to them.
    expect(reply.bodyHtml).toBe(`<p>Thanks @Lina Listed${stamp} and @Umar Unlisted${stamp}</p>`);
  });
});

describe('limits', () => {
  it('refuses the same text twice within a minute, posted or edited in, with 429 and a message', async () => {
    const { cookie } = await memberOf();
    const text = unique('Same words');
    const first = await ask(cookie, { body: text });
    const twice = await send(cookie, 'POST', '/api/community/posts', { lessonId, body: text });
    expect(twice.statusCode).toBe(429);
    expect(twice.json().error).toMatchObject({ code: 'RATE_LIMITED', message: communityMessages.duplicate });
    expect(Number(twice.headers['retry-after'])).toBeGreaterThan(0);
    // Editing another post or a reply to the same words is the same text again (issue 54).
    const second = await ask(cookie);
    const copied = await send(cookie, 'PATCH', `/api/community/posts/${second.id}`, { body: text });
    expect(copied.statusCode).toBe(429);
    expect(copied.json().error.message).toBe(communityMessages.duplicate);
    const reply = await answer(cookie, second.id);
    const copiedReply = await send(cookie, 'PATCH', `/api/community/replies/${reply.id}`, { body: text });
    expect(copiedReply.statusCode).toBe(429);
    // Saving one's own post with its words unchanged is no repeat.
    const unchanged = await send(cookie, 'PATCH', `/api/community/posts/${first.id}`, { body: text });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });

  it('counts posts, replies and edits against one hourly budget (issue 54: 60 edits in a row were taken)', async () => {
    const { cookie } = await memberOf();
    const post = await ask(cookie);
    const reply = await answer(cookie, post.id);
    const edit = (index: number) =>
      index % 2 === 0
        ? send(cookie, 'PATCH', `/api/community/posts/${post.id}`, { body: unique(`Edit ${index}`) })
        : send(cookie, 'PATCH', `/api/community/replies/${reply.id}`, { body: unique(`Edit ${index}`) });
    for (let index = 0; index < communityLimits.postsPerHour - 2; index += 1) {
      const edited = await edit(index);
      expect(edited.statusCode, `edit ${index}: ${edited.body}`).toBe(200);
    }
    for (const refused of [
      await edit(0),
      await edit(1),
      await send(cookie, 'POST', '/api/community/posts', { lessonId, body: unique('One more') }),
      await send(cookie, 'POST', `/api/community/posts/${post.id}/replies`, { body: unique('And more') }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json().error.code).toBe('RATE_LIMITED');
      expect(refused.json().error.message).toMatch(
        new RegExp(
          `^Too many posts and edits: at most ${communityLimits.postsPerHour} an hour\\. Try again in \\d+ minutes?\\.$`,
        ),
      );
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(3600);
    }
    // Nothing refused was written.
    const thread = (await send(cookie, 'GET', `/api/community/posts/${post.id}`)).json() as ThreadResponse;
    expect(thread.replies).toHaveLength(1);
  });

  it('caps reports at 20 an hour per member: the next is refused with 429, its message and when to retry', async () => {
    const reporter = await memberOf();
    const poster = await createMemberWithAccess(db);
    const posts = await queryRows<{ id: string }>(
      db,
      sql`insert into community_posts (lesson_id, author_id, body, body_html)
          select ${lessonId}, ${poster.userId}, 'Reportable ' || n, '<p>Reportable</p>'
            from generate_series(1, ${communityLimits.reportsPerHour + 1}) n returning id`,
    );
    const report = (postId: string, cookie = reporter.cookie) =>
      send(cookie, 'POST', '/api/community/reports', { postId, reason: 'spam' });
    for (const post of posts.slice(0, communityLimits.reportsPerHour)) {
      const reported = await report(post.id);
      expect(reported.statusCode, reported.body).toBe(201);
    }
    const refused = await report(posts.at(-1)!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.json().error.message).toMatch(
      /^Too many reports: at most 20 an hour\. Try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from community_reports where post_id = ${posts.at(-1)!.id}`,
    );
    expect(stored[0]!.n).toBe(0);
    // Someone else's reports are their own budget.
    expect((await report(posts.at(-1)!.id, (await memberOf()).cookie)).statusCode).toBe(201);
  });

  it('turns links into links only after an account’s first day', async () => {
    const fresh = await memberOf();
    const link = 'see https://example.com/pricing for more';
    const post = await ask(fresh.cookie, { body: `${link} ${Date.now()}` });
    expect(post.bodyHtml).not.toContain('<a');
    const older: BuiltMember = await createMember(db, {
      organizationId: (await createMemberWithAccess(db)).organizationId,
    });
    await db.execute(
      sql`update "user" set created_at = now() - interval '2 days' where id = ${older.userId}`,
    );
    const olderPost = await ask(await signInAs(older), { body: `${link} ${Date.now()}` });
    expect(olderPost.bodyHtml).toContain('<a href="https://example.com/pricing"');
  });
});

const tagsOf = (html: string) => [...html.matchAll(/<([a-z]+)/gi)].map((match) => match[1]!.toLowerCase());

describe('hostile text', () => {
  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg onload=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
  ];
  it('renders XSS payloads in every field as text', async () => {
    const { cookie } = await memberOf();
    for (const payload of payloads) {
      const post = await ask(cookie, {
        lessonId: undefined,
        categoryId: questionsId,
        title: payload,
        body: `${payload} ${Date.now()}`,
      });
      expect(post.title).toBe(payload);
      // The only element is the paragraph: the payload is its text.
      expect(tagsOf(post.bodyHtml!)).toEqual(['p']);
      expect(post.bodyHtml).toContain('&lt;');
      const reply = await answer(cookie, post.id, { body: `${payload} reply ${Date.now()}` });
      expect(tagsOf(reply.bodyHtml!)).toEqual(['p']);
      const report = await send(cookie, 'POST', '/api/community/reports', {
        postId: post.id,
        replyId: reply.id,
        reason: 'other',
        note: payload,
      });
      expect(report.statusCode).toBe(201);
    }
    const reports = (await send(await loginAs('support'), 'GET', '/api/admin/community/reports')).json();
    expect(reports.reports.map((row: { note: string }) => row.note)).toEqual(
      expect.arrayContaining(payloads),
    );
  });
});

describe('article comments are the article’s discussion', () => {
  it('a comment posted on the article shows in its discussion, with replies', async () => {
    const article = await createArticle(db);
    const { cookie } = await memberOf();
    const comment = await send(cookie, 'POST', '/api/community/posts', {
      articleId: article.id,
      body: 'Loved it',
    });
    expect(comment.statusCode).toBe(201);
    const commentId = comment.json().post.id as string;
    const other = await memberOf();
    await answer(other.cookie, commentId);
    const discussion = (await send(cookie, 'GET', `/api/community/articles/${article.id}`)).json();
    expect(
      discussion.posts.map((post: { id: string; replyCount: number }) => [post.id, post.replyCount]),
    ).toEqual([[commentId, 1]]);
  });
});

describe('follow, notifications and mentions', () => {
  const noticesOf = (userId: string) =>
    queryRows<{ kind: string; title: string; href: string }>(
      db,
      sql`select kind, title, href from notifications where user_id = ${userId} order by created_at`,
    );
  const mailsTo = async (email: string) =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from mail_outbox where "to" = ${email}`,
      )
    )[0]!.n;

  it('tells followers of a new reply in the bell and by e-mail per preference; unfollowing stops it', async () => {
    const asker = await memberOf({ firstName: 'Fola' });
    const replier = await memberOf({ firstName: 'Rene' });
    const quiet = await memberOf();
    const post = await ask(asker.cookie);
    expect((await send(quiet.cookie, 'PUT', `/api/community/posts/${post.id}/follow`)).json()).toEqual({
      isFollowing: true,
    });
    const off = await send(quiet.cookie, 'PUT', '/api/me/notifications', {
      teamReplies: true,
      eventReminders: true,
      callReminders: true,
      weeklyDigest: true,
      learningPlan: true,
      communityReplies: false,
      certificates: true,
      announcements: true,
    });
    expect(off.statusCode, off.body).toBe(200);
    await answer(replier.cookie, post.id);
    const notices = await noticesOf(asker.member.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'community.reply', href: `/community/posts/${post.id}` });
    expect(notices[0]!.title).toContain('replied in');
    expect(await mailsTo(asker.member.email)).toBe(1);
    expect(await noticesOf(quiet.member.userId)).toHaveLength(1);
    expect(await mailsTo(quiet.member.email)).toBe(0);
    expect(await noticesOf(replier.member.userId)).toHaveLength(0);

    await send(quiet.cookie, 'DELETE', `/api/community/posts/${post.id}/follow`);
    await answer(asker.cookie, post.id);
    expect(await noticesOf(quiet.member.userId)).toHaveLength(1);
    expect(await noticesOf(replier.member.userId)).toHaveLength(1);
  });

  it('notifies a mentioned person only when they can see the thread', async () => {
    const article = await createArticle(db, { visibilityScope: 'agents_only' });
    const agent = await memberOf();
    await db.execute(sql`update profiles set role = 'agent' where id = ${agent.member.userId}`);
    const otherAgent = await createMemberWithAccess(db, { role: 'agent' });
    const plainMember = await createMemberWithAccess(db);
    const lapsed = await createMemberWithAccess(db, {
      role: 'agent',
      organization: { subscriptionStatus: 'canceled' },
    });
    const post = await ask(agent.cookie, { lessonId: undefined, articleId: article.id });
    await answer(agent.cookie, post.id, {
      body: unique('@Someone have a look'),
      mentionIds: [otherAgent.userId, plainMember.userId, lapsed.userId],
    });
    expect((await noticesOf(otherAgent.userId)).map((row) => row.kind)).toEqual(['community.mention']);
    expect(await noticesOf(plainMember.userId)).toEqual([]);
    expect(await noticesOf(lapsed.userId)).toEqual([]);
  });
});

describe('a live thread', () => {
  it('a reply reaches every open viewer of the thread at once (not only its followers), ids only', async () => {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const asker = await memberOf({ organization: { name: 'Live Asker Agency' } });
    const helper = await memberOf({ organization: { name: 'Live Helper Studio' } });
    // A reader of a third agency who neither wrote nor follows the discussion.
    const reader = await memberOf({ organization: { name: 'Live Reader Co' } });
    const post = await ask(asker.cookie);
    const stream = await openEventStream(`${baseUrl}/api/realtime`, { cookie: reader.cookie });
    onTestFinished(() => stream.close());
    expect(stream.status).toBe(200);
    const postedAt = performance.now();
    const reply = await answer(helper.cookie, post.id);
    const received = await stream.waitFor(
      (event) => event.event === 'community' && (event.data as { replyId: string }).replyId === reply.id,
      1000,
    );
    expect(received.receivedAt - postedAt).toBeLessThan(1000);
    // Ids only, and no place in the replayed order: the screen reads the thread through the API.
    expect(received.data).toEqual({ postId: post.id, replyId: reply.id });
    expect(received.id).toBeUndefined();
    const thread = (
      await send(reader.cookie, 'GET', `/api/community/posts/${post.id}`)
    ).json() as ThreadResponse;
    expect(thread.replies.map((row) => row.id)).toEqual([reply.id]);
    expect(thread.post.isFollowing).toBe(false);
    // Marking the answer announces the thread too.
    const marked = await send(asker.cookie, 'PUT', `/api/community/posts/${post.id}/answer`, {
      replyId: reply.id,
    });
    expect(marked.statusCode).toBe(200);
    await stream.waitFor(
      (event) =>
        event.event === 'community' &&
        (event.data as { postId: string }).postId === post.id &&
        event !== received,
      1000,
    );
  });
});

describe("a lesson's or an article's discussion", () => {
  it('comes a page at a time, newest first', async () => {
    const article = await createArticle(db);
    const writers = await Promise.all(
      Array.from({ length: 3 }, () => memberOf({ organization: { name: 'Paging Agency' } })),
    );
    const total = communityLimits.pageSize + 2;
    for (let index = 0; index < total; index += 1) {
      const response = await send(writers[index % 3]!.cookie, 'POST', '/api/community/posts', {
        articleId: article.id,
        body: `Page post ${index}`,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const first = (await send(writers[0]!.cookie, 'GET', `/api/community/articles/${article.id}`)).json();
    expect(first).toMatchObject({ page: 1, hasMore: true, postCount: total });
    expect(first.posts).toHaveLength(communityLimits.pageSize);
    expect(first.posts[0].body).toBe(`Page post ${total - 1}`);
    const second = (
      await send(writers[0]!.cookie, 'GET', `/api/community/articles/${article.id}?page=2`)
    ).json();
    expect(second).toMatchObject({ page: 2, hasMore: false });
    expect(second.posts.map((post: { body: string }) => post.body)).toEqual(['Page post 1', 'Page post 0']);
    const refused = await send(writers[0]!.cookie, 'GET', `/api/community/articles/${article.id}?page=0`);
    expect(refused.statusCode).toBe(400);
  });
});
