import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, actors, type Expected } from '../../../test/actors.ts';
import { buildTestApp, testAppUrl } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMemberWithAccess } from '../../../test/builders.ts';
import { queryRows } from '../../db/client.ts';
import { shippedDocumentsDirectory } from './documents.ts';

/**
 * Members-only documents (decision 040): GET /uploads/<key> of a PDF or slides and GET
 * /documents/<name> answer a document only to a signed-in member who may open an article
 * naming it (or who uploaded it), as an attachment no cache keeps; images stay public. Not
 * /api routes, so not in the route walk: the same eight actors, against statuses written
 * here by hand.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'pillars-documents-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const { app, db, loginAs, signInAs, countRequestStatements } = await buildTestApp({
  env: { DATA_DIR: dataDir },
});

/** A PDF of its own per use: each is its own key (its content's hash). */
const pdfOf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n% ${label}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(cookie: string, kind: 'image' | 'document', bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes]), name);
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { cookie, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { url: string }).url;
}

/** An article (published, for everyone, unless said) naming `documentUrl`. */
async function articleNaming(
  documentUrl: string,
  options: { isPublished?: boolean; visibilityScope?: 'all' | 'agents_only'; ofDemoGuru?: boolean } = {},
) {
  const suffix = Math.random().toString(36).slice(2, 10);
  await queryRows(
    db,
    sql`insert into articles (title, slug, body, content_type, is_published, published_at, visibility_scope,
                              document_url, guru_id)
        select ${`Document ${suffix}`}, ${`document-${suffix}`}, '<p>A document.</p>', 'document',
               ${options.isPublished ?? true}, now(), ${options.visibilityScope ?? 'all'}, ${documentUrl},
               ${options.ofDemoGuru ? sql`(select g.id from gurus g join "user" u on u.id = g.user_id where u.email = 'guru@example.com')` : sql`null`}`,
  );
}

const bytesOf = new Map<string, Buffer>();
const urls = {
  published: '',
  publishedByFullAddress: '',
  agentsOnly: '',
  guruDraft: '',
  unsavedOfGuru: '',
  unsavedOfAdmin: '',
  image: '',
  shipped: '/documents/sop-starter-kit.pdf',
};
let agentB: BuiltMember;
const cookies = {} as Record<Actor, string | undefined>;

beforeAll(async () => {
  const admin = await loginAs('admin');
  const guru = await loginAs('guru');
  const uploadDocument = async (cookie: string, label: string) => {
    const bytes = pdfOf(label);
    const url = await upload(cookie, 'document', bytes, `${label}.pdf`);
    bytesOf.set(url, bytes);
    return url;
  };
  urls.published = await uploadDocument(admin, 'published');
  await articleNaming(urls.published);
  urls.publishedByFullAddress = await uploadDocument(admin, 'full-address');
  await articleNaming(`${testAppUrl}${urls.publishedByFullAddress}`);
  urls.agentsOnly = await uploadDocument(admin, 'agents-only');
  await articleNaming(urls.agentsOnly, { visibilityScope: 'agents_only' });
  // Also named by a draft of someone else's: still agents' only.
  await articleNaming(urls.agentsOnly, { isPublished: false });
  urls.guruDraft = await uploadDocument(admin, 'guru-draft');
  await articleNaming(urls.guruDraft, { isPublished: false, ofDemoGuru: true });
  urls.unsavedOfGuru = await uploadDocument(guru, 'unsaved-of-guru');
  urls.unsavedOfAdmin = await uploadDocument(admin, 'unsaved-of-admin');
  urls.image = await upload(admin, 'image', png, 'photo.png');
  bytesOf.set(urls.shipped, readFileSync(join(shippedDocumentsDirectory, 'sop-starter-kit.pdf')));

  agentB = await createMemberWithAccess(db, { role: 'agent', organization: { name: 'Southwind Studio' } });
  cookies.anonymous = undefined;
  cookies.lapsed = await loginAs('lapsed');
  cookies.member = await loginAs('member');
  cookies.guru = guru;
  cookies.support = await loginAs('support');
  cookies.agentA = await loginAs('agent');
  cookies.agentB = await signInAs(agentB);
  cookies.superadmin = admin;
});

const get = (url: string, actor: Actor) =>
  app.inject({ method: 'GET', url, headers: cookies[actor] ? { cookie: cookies[actor] } : {} });

const members = (status: number): Expected => ({
  anonymous: 401,
  lapsed: 403,
  member: status,
  guru: status,
  support: status,
  agentA: status,
  agentB: status,
  superadmin: status,
});

const table: Array<[name: string, url: () => string, expected: Expected]> = [
  ['a published article’s uploaded document', () => urls.published, members(200)],
  ['one named by its full address on this site', () => urls.publishedByFullAddress, members(200)],
  ['a shipped demo document of a published article', () => urls.shipped, members(200)],
  [
    'an agents_only article’s document',
    () => urls.agentsOnly,
    {
      anonymous: 401,
      lapsed: 403,
      member: 404,
      guru: 404,
      support: 200,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  ],
  [
    'the document of the demo guru’s draft',
    () => urls.guruDraft,
    {
      anonymous: 401,
      lapsed: 403,
      member: 404,
      guru: 200,
      support: 404,
      agentA: 404,
      agentB: 404,
      superadmin: 200,
    },
  ],
  [
    'a document the guru uploaded that no article names yet',
    () => urls.unsavedOfGuru,
    {
      anonymous: 401,
      lapsed: 403,
      member: 404,
      guru: 200,
      support: 404,
      agentA: 404,
      agentB: 404,
      superadmin: 200,
    },
  ],
  [
    'a document an admin uploaded that no article names',
    () => urls.unsavedOfAdmin,
    {
      anonymous: 401,
      lapsed: 403,
      member: 404,
      guru: 404,
      support: 404,
      agentA: 404,
      agentB: 404,
      superadmin: 200,
    },
  ],
  [
    'an image (public)',
    () => urls.image,
    {
      anonymous: 200,
      lapsed: 200,
      member: 200,
      guru: 200,
      support: 200,
      agentA: 200,
      agentB: 200,
      superadmin: 200,
    },
  ],
];

describe('documents are for the members who may open an article naming them (decision 040)', () => {
  it.each(table)('%s: the eight actors', async (_name, url, expected) => {
    const answers = {} as Record<Actor, number>;
    for (const actor of actors) answers[actor] = (await get(url(), actor)).statusCode;
    expect(answers).toEqual(expected);
  });

  it('sends a document as an attachment that no cache keeps, and an image as before', async () => {
    for (const url of [urls.published, urls.shipped]) {
      const served = await get(url, 'member');
      expect(served.statusCode, url).toBe(200);
      expect(served.rawPayload.equals(bytesOf.get(url)!), url).toBe(true);
      expect(served.headers['content-type'], url).toBe('application/pdf');
      expect(served.headers['content-disposition'], url).toBe('attachment');
      expect(served.headers['cache-control'], url).toBe('private, no-store');
      expect(served.headers['x-content-type-options'], url).toBe('nosniff');
      expect(served.headers.etag, url).toBeUndefined();
      expect(served.headers['content-length'], url).toBe(String(bytesOf.get(url)!.length));
    }
    const image = await get(urls.image, 'anonymous');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-disposition']).toBe('inline');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers refusals in the app’s error shape, and a revalidation of a document is no way round them', async () => {
    const anonymous = await get(urls.published, 'anonymous');
    expect(anonymous.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    const lapsed = await get(urls.shipped, 'lapsed');
    expect(lapsed.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
    const hidden = await get(urls.agentsOnly, 'member');
    expect(hidden.json()).toMatchObject({ error: { code: 'NOT_FOUND', message: 'File not found' } });
    // The images' ETag answer (304) is not a document's: without a session it is still a 401.
    const revalidated = await app.inject({
      method: 'GET',
      url: urls.published,
      headers: { 'if-none-match': `"${urls.published.slice('/uploads/'.length)}"` },
    });
    expect(revalidated.statusCode).toBe(401);
    const head = await app.inject({ method: 'HEAD', url: urls.shipped });
    expect(head.statusCode).toBe(401);
  });

  it('follows the article: unpublished, its document is gone for members; published again, back', async () => {
    await queryRows(db, sql`update articles set is_published = false where document_url = ${urls.shipped}`);
    expect((await get(urls.shipped, 'member')).statusCode).toBe(404);
    expect((await get(urls.shipped, 'superadmin')).statusCode).toBe(200);
    await queryRows(db, sql`update articles set is_published = true where document_url = ${urls.shipped}`);
    expect((await get(urls.shipped, 'member')).statusCode).toBe(200);
  });

  it('answers 404 for shipped names that are no file and for anything that is not a name (no path traversal)', async () => {
    for (const url of [
      '/documents/no-such-file.pdf',
      '/documents/..%2Fseed.ts',
      '/documents/..%2F..%2F..%2F..%2Fpackage.json',
      '/documents/%2e%2e',
      '/documents/sop-starter-kit.PDF',
      `/uploads/${'0'.repeat(64)}.pdf`,
    ]) {
      const response = await get(url, 'superadmin');
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('decides with one statement beside the session', async () => {
    const cookie = cookies.member!;
    const image = await countRequestStatements({ method: 'GET', url: urls.image, headers: { cookie } });
    expect(image.statements).toBe(0);
    const session = await countRequestStatements({ method: 'GET', url: '/api/me', headers: { cookie } });
    const document = await countRequestStatements({
      method: 'GET',
      url: urls.published,
      headers: { cookie },
    });
    expect(document.response.statusCode).toBe(200);
    expect(document.statements).toBe(session.statements + 1);
  });
});
