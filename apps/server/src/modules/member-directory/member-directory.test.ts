import type { MentionCandidatesResponse } from '@pillars/shared/community/mention-schemas';
import type { PostResponse } from '@pillars/shared/community/schemas';
import type { HomeResponse } from '@pillars/shared/home/schemas';
import {
  type DirectoryListResponse,
  type DirectoryMemberResponse,
  type DirectoryProfileBody,
  type DirectoryProfileResponse,
  directoryMessages,
} from '@pillars/shared/member-directory/schemas';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { createArticle, createMember, createMemberWithAccess } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';

/** The member directory, the @mention autocomplete and Home's most active discussions (issue 42), both engines. */
const { app, db, databaseKind, signInAs, countRequestStatements } = await buildTestApp();

let questionsId = '';
beforeAll(async () => {
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
const unique = (text: string) => `${text}${++counter}x${Date.now().toString(36)}`;

async function memberOf(options: Parameters<typeof createMemberWithAccess>[1] = {}) {
  const member = await createMemberWithAccess(db, {
    phone: '+1 555 0100',
    ...options,
  });
  return { member, cookie: await signInAs(member) };
}

const fields: DirectoryProfileBody = {
  listed: true,
  title: 'Founder',
  city: 'Lisbon',
  country: 'Portugal',
  services: ['SEO', 'Paid ads'],
  sizeBand: '6-10',
  askMeAbout: 'Hiring your first account manager',
  websiteUrl: 'https://example.com',
  linkedinUrl: 'https://www.linkedin.com/in/someone',
};

async function save(cookie: string, body: Partial<DirectoryProfileBody>) {
  const response = await send(cookie, 'PUT', '/api/me/directory-profile', { ...fields, ...body });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as DirectoryProfileResponse).profile;
}

async function search(cookie: string, query: string) {
  const response = await send(cookie, 'GET', `/api/members${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DirectoryListResponse;
}

describe('the directory profile (Settings > Profile)', () => {
  it('is off and empty until saved, shows the organization’s name as the agency, and saves', async () => {
    const { cookie } = await memberOf({ organization: { name: 'Northwind Growth' } });
    const before = await send(cookie, 'GET', '/api/me/directory-profile');
    expect(before.statusCode).toBe(200);
    expect((before.json() as DirectoryProfileResponse).profile).toEqual({
      listed: false,
      title: '',
      city: '',
      country: '',
      services: [],
      sizeBand: null,
      askMeAbout: '',
      websiteUrl: '',
      linkedinUrl: '',
      agencyName: 'Northwind Growth',
    });
    const saved = await save(cookie, {});
    expect(saved).toEqual({ ...fields, agencyName: 'Northwind Growth' });
  });

  it.each([
    ['websiteUrl', 'javascript:alert(1)', directoryMessages.websiteUrl],
    ['websiteUrl', 'ftp://example.com', directoryMessages.websiteUrl],
    ['linkedinUrl', 'mailto:someone@linkedin.com', directoryMessages.linkedinUrl],
    ['websiteUrl', 'northwind', directoryMessages.websiteUrl],
    ['websiteUrl', 'northwind example.com', directoryMessages.websiteUrl],
    ['websiteUrl', 'https://', directoryMessages.websiteUrl],
    ['websiteUrl', `northwind.example/${'a'.repeat(290)}`, directoryMessages.urlTooLong],
    ['sizeBand', '7', directoryMessages.sizeBand],
    ['services', Array.from({ length: 11 }, (_, index) => `S${index}`), directoryMessages.tooManyServices],
    ['title', 'x'.repeat(101), directoryMessages.titleTooLong],
  ])('refuses %s = %j with a 400 and its message, and writes nothing', async (field, value, message) => {
    const { member, cookie } = await memberOf();
    const response = await send(cookie, 'PUT', '/api/me/directory-profile', { ...fields, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
    const rows = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from member_directory_profiles where user_id = ${member.userId}`,
    );
    expect(rows).toEqual([]);
  });

  it('takes a bare domain and keeps it with https://, as the web form sends it (issue 54)', async () => {
    const { member, cookie } = await memberOf();
    const saved = await save(cookie, {
      websiteUrl: ' northwind.example ',
      linkedinUrl: 'www.linkedin.com/in/someone',
    });
    expect(saved).toMatchObject({
      websiteUrl: 'https://northwind.example',
      linkedinUrl: 'https://www.linkedin.com/in/someone',
    });
    const [row] = await queryRows<{ website_url: string; linkedin_url: string }>(
      db,
      sql`select website_url, linkedin_url from member_directory_profiles where user_id = ${member.userId}`,
    );
    expect(row).toEqual({
      website_url: 'https://northwind.example',
      linkedin_url: 'https://www.linkedin.com/in/someone',
    });
    // An address with its scheme is kept as typed; none stays none.
    expect(
      await save(cookie, { websiteUrl: 'http://northwind.example/about', linkedinUrl: '' }),
    ).toMatchObject({ websiteUrl: 'http://northwind.example/about', linkedinUrl: '' });
  });

  it('refuses lapsed members and visitors like every member route', async () => {
    const lapsed = await memberOf({ organization: { subscriptionStatus: 'canceled' } });
    expect((await send(lapsed.cookie, 'GET', '/api/me/directory-profile')).statusCode).toBe(403);
    expect((await send(lapsed.cookie, 'PUT', '/api/me/directory-profile', fields)).statusCode).toBe(403);
    expect((await send(lapsed.cookie, 'GET', '/api/members')).statusCode).toBe(403);
    expect((await send(undefined, 'GET', '/api/members')).statusCode).toBe(401);
  });
});

describe('the directory', () => {
  it('lists an opted-in member to members of other agencies, never with their e-mail or phone; opting out removes them at once', async () => {
    const surname = unique('Quill');
    const listed = await memberOf({ lastName: surname, organization: { name: 'Quill Media' } });
    const reader = await memberOf();
    expect((await search(reader.cookie, `?q=${surname}`)).members).toEqual([]);
    await save(listed.cookie, {});
    const found = await search(reader.cookie, `?q=${surname}`);
    expect(found.members.map((person) => person.id)).toEqual([listed.member.userId]);
    expect(found.members[0]).toMatchObject({ agencyName: 'Quill Media', title: 'Founder', sizeBand: '6-10' });
    const page = await send(reader.cookie, 'GET', `/api/members/${listed.member.userId}`);
    expect(page.statusCode).toBe(200);
    expect((page.json() as DirectoryMemberResponse).member).toMatchObject({
      askMeAbout: fields.askMeAbout,
      websiteUrl: fields.websiteUrl,
    });
    for (const body of [JSON.stringify(found), page.body]) {
      expect(body).not.toContain(listed.member.email);
      expect(body).not.toContain('555 0100');
      expect(body).not.toMatch(/"(email|phone)"/);
    }
    await save(listed.cookie, { listed: false });
    expect((await search(reader.cookie, `?q=${surname}`)).members).toEqual([]);
    expect((await send(reader.cookie, 'GET', `/api/members/${listed.member.userId}`)).statusCode).toBe(404);
  });

  it('searches the name, the agency and the fields, and filters on service, country and size', async () => {
    const tag = unique('Podcasting');
    const a = await memberOf({ organization: { name: unique('Alpha Agency') } });
    const b = await memberOf({ organization: { name: unique('Beta Studio') } });
    await save(a.cookie, { services: [tag, 'SEO'], country: 'Kenya', sizeBand: '1', city: 'Nairobi' });
    await save(b.cookie, {
      services: [tag],
      country: 'Chile',
      sizeBand: '51+',
      askMeAbout: 'Retainers and scope',
    });
    const ids = (response: DirectoryListResponse) => response.members.map((person) => person.id).sort();
    const both = [a.member.userId, b.member.userId].sort();
    expect(ids(await search(a.cookie, `?service=${tag}`))).toEqual(both);
    expect(ids(await search(a.cookie, `?service=${tag}&country=Kenya`))).toEqual([a.member.userId]);
    expect(ids(await search(a.cookie, `?service=${tag}&sizeBand=51%2B`))).toEqual([b.member.userId]);
    expect(ids(await search(a.cookie, `?service=${tag}&q=retainers`))).toEqual([b.member.userId]);
    expect(ids(await search(a.cookie, `?service=${tag}&q=nairobi`))).toEqual([a.member.userId]);
    const listing = await search(a.cookie, '');
    expect(listing.countries).toEqual(expect.arrayContaining(['Chile', 'Kenya']));
    expect(listing.services).toContain(tag);
    // The agency's new name is found at once (the search text follows it).
    const renamed = unique('Renamedco');
    await db.execute(sql`update organizations set name = ${renamed} where id = ${a.member.organizationId}`);
    expect(ids(await search(b.cookie, `?q=${renamed}`))).toEqual([a.member.userId]);
    expect((await send(a.cookie, 'GET', '/api/members?sizeBand=huge')).statusCode).toBe(400);
  });

  it('leaves out a listed member whose agency lost access', async () => {
    const tag = unique('Lapsing');
    const person = await memberOf();
    await save(person.cookie, { services: [tag] });
    const reader = await memberOf();
    expect((await search(reader.cookie, `?service=${tag}`)).members).toHaveLength(1);
    await db.execute(
      sql`update subscriptions set status = 'canceled' where organization_id = ${person.member.organizationId}`,
    );
    expect((await search(reader.cookie, `?service=${tag}`)).members).toEqual([]);
  });

  it('serves a search from memory, and shows an edit by hand, a new name and a lapse on the very next search', async () => {
    const tag = unique('Memoryco');
    const person = await memberOf({ organization: { name: unique('Cached Agency') } });
    await save(person.cookie, { services: [tag] });
    const reader = await memberOf();
    const url = `/api/members?service=${tag}`;
    expect((await search(reader.cookie, `?service=${tag}`)).members).toHaveLength(1);
    const warm = await countRequestStatements({ method: 'GET', url, headers: { cookie: reader.cookie } });
    // The answer from memory: on PostgreSQL the session statement only, on the embedded
    // database none (the session is in memory too).
    expect(warm.statements).toBe(databaseKind === 'postgres' ? 1 : 0);

    await db.execute(
      sql`update member_directory_profiles set title = 'Edited by hand' where user_id = ${person.member.userId}`,
    );
    expect((await search(reader.cookie, `?service=${tag}`)).members[0]!.title).toBe('Edited by hand');
    await db.execute(
      sql`update profiles set first_name = 'Renamed', avatar_url = '/uploads/new.png' where id = ${person.member.userId}`,
    );
    expect((await search(reader.cookie, `?service=${tag}`)).members[0]).toMatchObject({
      firstName: 'Renamed',
      avatarUrl: '/uploads/new.png',
    });
    await db.execute(
      sql`update subscriptions set status = 'canceled' where organization_id = ${person.member.organizationId}`,
    );
    expect((await search(reader.cookie, `?service=${tag}`)).members).toEqual([]);
    await db.execute(
      sql`update organizations set has_free_access = true where id = ${person.member.organizationId}`,
    );
    expect((await search(reader.cookie, `?service=${tag}`)).members).toHaveLength(1);
    await db.execute(sql`delete from member_directory_profiles where user_id = ${person.member.userId}`);
    expect((await search(reader.cookie, `?service=${tag}`)).members).toEqual([]);
  });

  it('shows a member’s public discussions on their page, not hidden ones', async () => {
    const person = await memberOf();
    await save(person.cookie, {});
    const title = unique('Pricing retainers');
    const created = await send(person.cookie, 'POST', '/api/community/posts', {
      categoryId: questionsId,
      title,
      body: 'How do you price?',
    });
    expect(created.statusCode, created.body).toBe(201);
    const hidden = await send(person.cookie, 'POST', '/api/community/posts', {
      categoryId: questionsId,
      title: unique('Hidden one'),
      body: 'Spam',
    });
    const hiddenId = (hidden.json() as PostResponse).post.id;
    await db.execute(sql`update community_posts set hidden_at = now() where id = ${hiddenId}`);
    const reader = await memberOf();
    const page = (
      await send(reader.cookie, 'GET', `/api/members/${person.member.userId}`)
    ).json() as DirectoryMemberResponse;
    expect(page.posts.map((post) => post.title)).toEqual([title]);
  });
});

describe('the @mention autocomplete', () => {
  /** Lists a person in the member directory, as their Settings > Profile does. */
  const listInDirectory = (userId: string) =>
    db.execute(sql`insert into member_directory_profiles (user_id, listed) values (${userId}, true)`);

  it('offers people with access whose name starts with the text, at most 8, never the writer', async () => {
    const prefix = unique('Zeb');
    const writer = await memberOf({ firstName: `${prefix}Writer` });
    for (let index = 0; index < 9; index++)
      await listInDirectory((await createMemberWithAccess(db, { firstName: `${prefix}${index}` })).userId);
    const lapsed = await createMemberWithAccess(db, {
      firstName: `${prefix}Lapsed`,
      organization: { subscriptionStatus: 'canceled' },
    });
    await listInDirectory(lapsed.userId);
    const response = await send(writer.cookie, 'GET', `/api/community/mention-candidates?q=${prefix}`);
    expect(response.statusCode, response.body).toBe(200);
    const { people } = response.json() as MentionCandidatesResponse;
    expect(people).toHaveLength(8);
    expect(people.map((person) => person.id)).not.toContain(writer.member.userId);
    expect(people.map((person) => person.id)).not.toContain(lapsed.userId);
    expect(response.body).not.toMatch(/"(email|phone)"/);
    expect((await send(writer.cookie, 'GET', '/api/community/mention-candidates?q=')).statusCode).toBe(400);
  });

  it('names only people the writer meets: their organization, the thread’s writers, the directory (issue 54)', async () => {
    const prefix = unique('Quin');
    const writer = await memberOf({ firstName: `${prefix}Writer` });
    // Of another agency, never listed, not in the thread: not named to a stranger.
    const stranger = await createMemberWithAccess(db, { firstName: `${prefix}Stranger` });
    const listed = await createMemberWithAccess(db, { firstName: `${prefix}Listed` });
    await listInDirectory(listed.userId);
    const teammate = await createMember(db, {
      organizationId: writer.member.organizationId,
      firstName: `${prefix}Teammate`,
    });
    const replier = await memberOf({ firstName: `${prefix}Replier` });
    const created = await send(writer.cookie, 'POST', '/api/community/posts', {
      categoryId: questionsId,
      title: 'Who prices by value?',
      body: unique('Asking around'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = (created.json() as PostResponse).post.id;
    const replied = await send(replier.cookie, 'POST', `/api/community/posts/${postId}/replies`, {
      body: unique('We do'),
    });
    expect(replied.statusCode, replied.body).toBe(201);

    const offered = async (query: string) =>
      (
        (
          await send(writer.cookie, 'GET', `/api/community/mention-candidates?q=${prefix}${query}`)
        ).json() as MentionCandidatesResponse
      ).people.map((person) => person.id);
    // In the thread: its writers too.
    expect((await offered(`&postId=${postId}`)).sort()).toEqual(
      [listed.userId, teammate.userId, replier.member.userId].sort(),
    );
    // A new discussion: the organization and the directory.
    expect((await offered('')).sort()).toEqual([listed.userId, teammate.userId].sort());
    expect(await offered('')).not.toContain(stranger.userId);
    // Once the stranger lists themselves, they are offered.
    await listInDirectory(stranger.userId);
    expect(await offered('')).toContain(stranger.userId);
  });

  it('in an agents-only article’s discussion, offers only agents and staff', async () => {
    const prefix = unique('Yara');
    const article = await createArticle(db, { visibilityScope: 'agents_only' });
    const agent = await memberOf({ role: 'agent', firstName: `${prefix}Agent` });
    const otherAgent = await createMemberWithAccess(db, { role: 'agent', firstName: `${prefix}Other` });
    const plain = await createMemberWithAccess(db, { firstName: `${prefix}Plain` });
    await listInDirectory(otherAgent.userId);
    await listInDirectory(plain.userId);
    const created = await send(agent.cookie, 'POST', '/api/community/posts', {
      articleId: article.id,
      body: 'Agents only question',
    });
    expect(created.statusCode, created.body).toBe(201);
    const postId = (created.json() as PostResponse).post.id;
    const response = await send(
      agent.cookie,
      'GET',
      `/api/community/mention-candidates?q=${prefix}&postId=${postId}`,
    );
    const ids = (response.json() as MentionCandidatesResponse).people.map((person) => person.id);
    expect(ids).toEqual([otherAgent.userId]);
    expect(ids).not.toContain(plain.userId);
    // A plain member may not see that thread: it does not exist for them.
    const member = await memberOf();
    expect(
      (await send(member.cookie, 'GET', `/api/community/mention-candidates?q=${prefix}&postId=${postId}`))
        .statusCode,
    ).toBe(404);
    // On a category's discussion, everyone with access (here: listed in the directory).
    const open = await send(member.cookie, 'GET', `/api/community/mention-candidates?q=${prefix}`);
    expect((open.json() as MentionCandidatesResponse).people.map((person) => person.id)).toEqual(
      expect.arrayContaining([otherAgent.userId, plain.userId]),
    );
  });
});

describe('Home’s most active discussions of the week', () => {
  it('shows the three discussions with the most replies and likes of the last 7 days, in the one Home answer', async () => {
    const author = await memberOf();
    const others = await Promise.all([memberOf(), memberOf(), memberOf()]);
    const post = async (title: string) => {
      const response = await send(author.cookie, 'POST', '/api/community/posts', {
        categoryId: questionsId,
        title,
        body: unique('body'),
      });
      return (response.json() as PostResponse).post.id;
    };
    const busiest = await post(unique('Busiest'));
    const second = await post(unique('Second'));
    const old = await post(unique('Old news'));
    for (const other of others) {
      await send(other.cookie, 'POST', `/api/community/posts/${busiest}/replies`, { body: unique('reply') });
      await send(other.cookie, 'PUT', `/api/community/posts/${busiest}/like`);
      await send(other.cookie, 'PUT', `/api/community/posts/${second}/like`);
      await send(other.cookie, 'POST', `/api/community/posts/${old}/replies`, { body: unique('reply') });
      await send(other.cookie, 'POST', `/api/community/posts/${old}/replies`, { body: unique('reply') });
      await send(other.cookie, 'POST', `/api/community/posts/${old}/replies`, { body: unique('reply') });
    }
    // The old discussion's replies were 8 days ago: not this week's.
    await db.execute(
      sql`update community_replies set created_at = now() - interval '8 days' where post_id = ${old}`,
    );
    const home = await send(others[0]!.cookie, 'GET', '/api/home');
    expect(home.statusCode).toBe(200);
    const { mostActiveDiscussions } = home.json() as HomeResponse;
    expect(mostActiveDiscussions.length).toBeLessThanOrEqual(3);
    const ids = mostActiveDiscussions.map((discussion) => discussion.id);
    expect(ids.slice(0, 2)).toEqual([busiest, second]);
    expect(ids).not.toContain(old);
    expect(mostActiveDiscussions[0]).toMatchObject({ weekActivity: 6, replyCount: 3, likeCount: 3 });
  });
});

describe('statements per request', () => {
  async function statementsOf(cookie: string, url: string) {
    // Once to fill the caches, once counted.
    expect((await send(cookie, 'GET', url)).statusCode, url).toBe(200);
    const { response, statements } = await countRequestStatements({
      method: 'GET',
      url,
      headers: { cookie },
    });
    expect(response.statusCode, url).toBe(200);
    return statements;
  }

  it('stay the same for the directory, the mention list and Home when the data grows tenfold', async () => {
    const reader = await memberOf();
    const person = await memberOf({ firstName: 'Statementa' });
    await save(person.cookie, { askMeAbout: 'statements' });
    const urls = [
      '/api/members?q=statements',
      '/api/members?service=SEO&country=Portugal&sizeBand=6-10',
      `/api/members/${person.member.userId}`,
      '/api/community/mention-candidates?q=Statementa',
      '/api/home',
    ];
    const grow = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const other = await createMemberWithAccess(db, { firstName: `Statementa${index}` });
        await db.execute(
          sql`insert into member_directory_profiles (user_id, listed, ask_me_about, services, country, size_band)
              values (${other.userId}, true, 'statements', '{SEO}', 'Portugal', '6-10')`,
        );
        await db.execute(
          sql`insert into community_posts (category_id, author_id, title, body, body_html)
              values (${questionsId}, ${person.member.userId}, 'Grown', 'Grown body', '<p>Grown body</p>')`,
        );
      }
    };
    await grow(2);
    const before = [];
    for (const url of urls) before.push(await statementsOf(reader.cookie, url));
    await grow(20);
    const after = [];
    for (const url of urls) after.push(await statementsOf(reader.cookie, url));
    expect(after).toEqual(before);
  });
});
