import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadMessages, uploadSizeLimits } from '@pillars/shared/uploads/schemas';
import { getTableName, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startFakeS3Server } from '../../../test/fake-s3-server.ts';
import { runJobsUntilSettled } from '../../../test/jobs.ts';
import { type Database, queryRows } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { jobDefinitions } from '../../jobs/definitions.ts';
import { columnsThatNameNoUpload, uploadReferenceColumns } from './cleanup.ts';

/**
 * Uploads are owned (decision 033): each stored upload has its row (who, what for, how large),
 * and the daily `uploads.cleanup` job removes the files nothing references once their grace
 * period is over, on disk and in S3, on both databases.
 */

/** A 1x1 PNG; a few bytes appended make a new file (a new content hash, a new key). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const imageNamed = (name: string) => Buffer.concat([png, Buffer.from(name)]);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface UploadRow {
  key: string;
  uploaded_by: string | null;
  kind: string;
  content_type: string;
  size_bytes: number;
}

async function uploadRows(db: Database): Promise<UploadRow[]> {
  return queryRows<UploadRow>(
    db,
    sql`select key, uploaded_by, kind, content_type, size_bytes from uploads order by created_at, id`,
  );
}

type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

async function upload(target: TestApp, cookie: string, kind: string, bytes: Buffer, name = 'file.png') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([bytes]), name);
  const encoded = new Response(form);
  return target.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { 'content-type': encoded.headers.get('content-type')!, cookie },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

/** Uploads a file as the admin and answers its URL and key. */
async function uploaded(target: TestApp, bytes: Buffer, kind = 'image') {
  const response = await upload(target, await target.loginAs('admin'), kind, bytes);
  expect(response.statusCode, response.body).toBe(201);
  const url = (response.json() as { url: string }).url;
  return { url, key: url.slice('/uploads/'.length) };
}

/** Makes every upload of `key` as old as `hours`. */
async function age(db: Database, key: string, hours: number) {
  await db.execute(
    sql`update uploads set created_at = now() - make_interval(hours => ${hours}) where key = ${key}`,
  );
}

/** Queues the cleanup job as the scheduler does and runs it; answers its result. */
async function runCleanup(target: TestApp) {
  const jobId = await target.app.jobs.enqueueJob(jobDefinitions.uploadCleanup, {});
  await runJobsUntilSettled(target.app.jobs, target.db);
  const [job] = await queryRows<{ status: string; result: unknown; last_error: string | null }>(
    target.db,
    sql`select status, result, last_error from jobs where id = ${jobId}`,
  );
  expect(job?.last_error ?? null).toBeNull();
  expect(job?.status).toBe('completed');
  return job!.result as { removedFiles: number; removedRows: number };
}

const dataDir = mkdtempSync(join(tmpdir(), 'pillars-upload-cleanup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const uploadsDir = join(dataDir, 'uploads');
const local = await buildTestApp({ env: { DATA_DIR: dataDir } });
const { db } = local;
const isStored = (key: string) => existsSync(join(uploadsDir, key));
/** The same disk with a grace period of two hours. */
const shortGrace = await buildTestApp({ env: { DATA_DIR: dataDir, UPLOAD_CLEANUP_GRACE_HOURS: '2' } });

describe('the uploads table', () => {
  it('records each stored upload with its uploader, kind, content type and size', async () => {
    const before = (await uploadRows(db)).length;
    const image = await uploaded(local, imageNamed('recorded'));
    const response = await upload(local, await local.loginAs('guru'), 'document', pdf, 'guide.pdf');
    expect(response.statusCode, response.body).toBe(201);
    const documentKey = (response.json() as { url: string }).url.slice('/uploads/'.length);

    const rows = (await uploadRows(db)).slice(before);
    expect(rows).toEqual([
      {
        key: image.key,
        uploaded_by: local.userIds.admin,
        kind: 'image',
        content_type: 'image/png',
        size_bytes: imageNamed('recorded').length,
      },
      {
        key: documentKey,
        uploaded_by: local.userIds.guru,
        kind: 'document',
        content_type: 'application/pdf',
        size_bytes: pdf.length,
      },
    ]);
  });

  it('records nothing for a refused upload: too large, of the wrong type, or by someone who may not', async () => {
    const before = await uploadRows(db);
    const admin = await local.loginAs('admin');
    const tooLarge = await upload(
      local,
      admin,
      'image',
      Buffer.concat([png, Buffer.alloc(uploadSizeLimits.image + 1 - png.length)]),
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe(uploadMessages.tooLarge.image);
    const wrongType = await upload(local, admin, 'image', pdf, 'cover.png');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe(uploadMessages.wrongType.image);
    const member = await upload(local, await local.loginAs('member'), 'image', imageNamed('member'));
    expect(member.statusCode).toBe(403);
    expect(await uploadRows(db)).toEqual(before);
  });
});

describe('the uploads.cleanup job on local disk', () => {
  it('removes an unreferenced file past its grace period, file and rows, and keeps referenced and young ones', async () => {
    const [pillar] = await queryRows<{ id: string }>(
      db,
      sql`select id from pillars order by display_order limit 1`,
    );
    const [lesson] = await queryRows<{ id: string }>(db, sql`select id from lessons limit 1`);
    const [article] = await queryRows<{ id: string }>(db, sql`select id from articles order by slug limit 1`);
    const [otherArticle] = await queryRows<{ id: string }>(
      db,
      sql`select id from articles order by slug desc limit 1`,
    );
    const [event] = await queryRows<{ id: string }>(db, sql`select id from events limit 1`);
    const [guru] = await queryRows<{ id: string }>(db, sql`select id from gurus limit 1`);

    const files = {
      abandoned: await uploaded(local, imageNamed('abandoned')),
      abandonedTwice: await uploaded(local, imageNamed('abandoned twice')),
      young: await uploaded(local, imageNamed('young')),
      pillarImage: await uploaded(local, imageNamed('pillar')),
      lessonContent: await uploaded(local, imageNamed('lesson content')),
      articleFeatured: await uploaded(local, imageNamed('article featured')),
      articleContentImage: await uploaded(local, imageNamed('article content image')),
      articleBody: await uploaded(local, imageNamed('article body')),
      articleDocument: await uploaded(local, pdf, 'document'),
      revision: await uploaded(local, imageNamed('restorable revision')),
      eventImage: await uploaded(local, imageNamed('event')),
      guruPhoto: await uploaded(local, imageNamed('guru photo')),
      avatar: await uploaded(local, imageNamed('avatar')),
    };
    // The same file uploaded a second time: one file, two rows.
    await uploaded(local, imageNamed('abandoned twice'));

    await db.execute(
      sql`update pillars set overlay_image_url = ${files.pillarImage.url} where id = ${pillar!.id}`,
    );
    await db.execute(
      sql`update lessons set content = content || ${`<p><img src="${files.lessonContent.url}" alt=""></p>`}
           where id = ${lesson!.id}`,
    );
    await db.execute(
      sql`update articles
             set featured_image_url = ${files.articleFeatured.url},
                 content_images = ${JSON.stringify(['https://example.com/a.png', files.articleContentImage.url])}::jsonb,
                 body = body || ${`<p><img src="${files.articleBody.url}" alt="A chart"></p>`},
                 document_url = ${files.articleDocument.url}
           where id = ${article!.id}`,
    );
    await db.execute(
      sql`insert into content_revisions (content_type, content_id, source, snapshot)
          values ('article', ${otherArticle!.id}, 'admin.update',
                  ${JSON.stringify({ featuredImageUrl: files.revision.url })}::jsonb)`,
    );
    await db.execute(sql`update events set image_url = ${files.eventImage.url} where id = ${event!.id}`);
    // A full address of this site names the file too.
    await db.execute(
      sql`update gurus set image_url = ${`http://localhost:3999${files.guruPhoto.url}`} where id = ${guru!.id}`,
    );
    await db.execute(
      sql`update profiles set avatar_url = ${files.avatar.url} where id = ${local.userIds.member}`,
    );

    for (const [name, file] of Object.entries(files)) {
      if (name !== 'young') await age(db, file.key, 25);
    }
    // One of the two uploads of this file is old, the other still inside its grace period.
    await db.execute(
      sql`update uploads set created_at = now()
           where id = (select id from uploads where key = ${files.abandonedTwice.key} limit 1)`,
    );
    const rowsBefore = await uploadRows(db);

    const result = await runCleanup(local);
    expect(result).toEqual({ removedFiles: 1, removedRows: 1 });
    expect(isStored(files.abandoned.key)).toBe(false);
    expect((await local.app.inject({ method: 'GET', url: files.abandoned.url })).statusCode).toBe(404);
    const rowsAfter = await uploadRows(db);
    expect(rowsAfter).toEqual(rowsBefore.filter((row) => row.key !== files.abandoned.key));
    for (const [name, file] of Object.entries(files)) {
      if (name === 'abandoned') continue;
      expect(isStored(file.key), name).toBe(true);
      expect(
        rowsAfter.some((row) => row.key === file.key),
        name,
      ).toBe(true);
    }

    // Once the second upload is old too, the file goes, with both its rows.
    await age(db, files.abandonedTwice.key, 25);
    expect(await runCleanup(local)).toEqual({ removedFiles: 1, removedRows: 2 });
    expect(isStored(files.abandonedTwice.key)).toBe(false);

    // A file whose content stops naming it goes at the next run; the others stay.
    await db.execute(sql`update events set image_url = null where id = ${event!.id}`);
    expect(await runCleanup(local)).toEqual({ removedFiles: 1, removedRows: 1 });
    expect(isStored(files.eventImage.key)).toBe(false);
    expect(isStored(files.pillarImage.key)).toBe(true);
  });

  it('is harmless when run twice, and a file already gone from the store still loses its row', async () => {
    const gone = await uploaded(local, imageNamed('deleted by hand'));
    await age(db, gone.key, 48);
    rmSync(join(uploadsDir, gone.key));
    const rowsBefore = await uploadRows(db);
    expect(rowsBefore.some((row) => row.key === gone.key)).toBe(true);

    expect(await runCleanup(local)).toEqual({ removedFiles: 1, removedRows: 1 });
    const rowsAfter = await uploadRows(db);
    expect(rowsAfter).toEqual(rowsBefore.filter((row) => row.key !== gone.key));
    expect(await runCleanup(local)).toEqual({ removedFiles: 0, removedRows: 0 });
    expect(await uploadRows(db)).toEqual(rowsAfter);
  });

  it('keeps the grace period the configuration names', async () => {
    const file = await uploaded(shortGrace, imageNamed('short grace'));
    await age(shortGrace.db, file.key, 1);
    expect(await runCleanup(shortGrace)).toEqual({ removedFiles: 0, removedRows: 0 });
    await age(shortGrace.db, file.key, 3);
    expect(await runCleanup(shortGrace)).toEqual({ removedFiles: 1, removedRows: 1 });
    expect(isStored(file.key)).toBe(false);
  });
});

describe('the uploads.cleanup job with S3-compatible storage', async () => {
  const s3 = await startFakeS3Server();
  afterAll(() => s3.close());
  s3.createBucket('pillars-uploads');
  const s3DataDir = mkdtempSync(join(tmpdir(), 'pillars-upload-cleanup-s3-'));
  afterAll(() => rmSync(s3DataDir, { recursive: true, force: true }));
  const s3Env = {
    DATA_DIR: s3DataDir,
    S3_BUCKET: 'pillars-uploads',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: 'test-access-key',
    S3_SECRET_ACCESS_KEY: 'test-secret-key',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const s3App = await buildTestApp({ env: s3Env });
  const noBucket = await buildTestApp({ env: { ...s3Env, S3_BUCKET: 'no-such-bucket' } });

  it('deletes the unreferenced object from the bucket and keeps the referenced one', async () => {
    const abandoned = await uploaded(s3App, imageNamed('s3 abandoned'));
    const used = await uploaded(s3App, imageNamed('s3 used'));
    await s3App.db.execute(sql`update pillars set overlay_image_url = ${used.url}`);
    await age(s3App.db, abandoned.key, 25);
    await age(s3App.db, used.key, 25);

    expect(await runCleanup(s3App)).toEqual({ removedFiles: 1, removedRows: 1 });
    expect(s3.objects('pillars-uploads').has(abandoned.key)).toBe(false);
    expect(s3.objects('pillars-uploads').has(used.key)).toBe(true);
    expect(await runCleanup(s3App)).toEqual({ removedFiles: 0, removedRows: 0 });
  });

  it('records no row when the file cannot be stored', async () => {
    const before = await uploadRows(noBucket.db);
    const response = await upload(noBucket, await noBucket.loginAs('admin'), 'image', imageNamed('nowhere'));
    expect(response.statusCode).toBe(500);
    expect(await uploadRows(noBucket.db)).toEqual(before);
  });
});

describe('what references an upload', () => {
  it('lists every column that can hold an image or document URL', () => {
    const listed = new Set(
      uploadReferenceColumns.map(([table, column]) => `${getTableName(table)}.${column.name}`),
    );
    const ignored = new Set<string>(columnsThatNameNoUpload);
    const found: string[] = [];
    const unlisted: string[] = [];
    for (const table of Object.values(schema)) {
      if (!(table instanceof PgTable)) continue;
      const config = getTableConfig(table);
      for (const [property, column] of Object.entries(table)) {
        if (!config.columns.includes(column as never)) continue;
        if (!/(Url|Image|Images)$|^image$/.test(property) || ignored.has(property)) continue;
        const name = `${config.name}.${(column as { name: string }).name}`;
        found.push(name);
        if (!listed.has(name)) unlisted.push(name);
      }
    }
    expect(found).toEqual(
      expect.arrayContaining(['pillars.overlayImageUrl', 'profiles.avatarUrl', 'user.image']),
    );
    expect(unlisted).toEqual([]);
  });
});
