import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { uploadMessages, uploadSizeLimits } from '@pillars/shared/uploads/schemas';
import { afterAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { startFakeS3Server } from '../../../test/fake-s3-server.ts';

/** A 1x1 PNG, a tiny PDF and things that only pretend to be them. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
/** The start of a Windows executable: an MZ header pointing at a PE signature. */
const exe = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'latin1');
  return bytes;
})();

/** A zip archive of stored (uncompressed) entries: enough for an Office file's structure. */
function zip(entries: Array<[name: string, content: string]>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const checksum = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const pptx = zip([
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
  ],
  [
    'ppt/presentation.xml',
    '<?xml version="1.0"?><p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  ],
]);
/** Any other zip (here: one with a web page in it) is not a presentation. */
const plainZip = zip([['index.html', '<script>alert(1)</script>']]);

async function multipart(fields: Array<[string, string] | [string, Buffer, string, string]>) {
  const form = new FormData();
  for (const field of fields) {
    if (field.length === 2) form.append(field[0], field[1]);
    else form.append(field[0], new Blob([field[1]], { type: field[3] }), field[2]);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}

function filesIn(directory: string): string[] {
  try {
    return readdirSync(directory);
  } catch {
    return [];
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'pillars-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const uploadsDir = join(dataDir, 'uploads');
const incomingDir = join(dataDir, 'uploads-incoming');
const { app, db, loginAs, userIds } = await buildTestApp({ env: { DATA_DIR: dataDir } });

async function upload(
  cookie: string | undefined,
  fields: Array<[string, string] | [string, Buffer, string, string]>,
  target = app,
) {
  const body = await multipart(fields);
  return target.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

describe('POST /api/uploads on local disk', () => {
  it('stores a PNG and a PDF under their content hash and serves them back byte for byte: the image to anyone, cached for a year; the document to its uploader, as a download', async () => {
    const admin = await loginAs('admin');
    for (const [kind, bytes, name, type, contentType] of [
      ['image', png, 'photo.png', 'image/png', 'image/png'],
      ['document', pdf, 'guide.pdf', 'application/pdf', 'application/pdf'],
    ] as const) {
      const response = await upload(admin, [
        ['kind', kind],
        ['file', bytes, name, type],
      ]);
      expect(response.statusCode, response.body).toBe(201);
      const { url } = response.json() as { url: string };
      expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.(png|pdf)$/);

      // An image for anyone, cached for a year; a document for the members who may open an
      // article naming it (here its uploader), as a download nothing caches (decision 040).
      const isImage = kind === 'image';
      const served = await app.inject({ method: 'GET', url, headers: isImage ? {} : { cookie: admin } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['cache-control']).toBe(
        isImage ? 'public, max-age=31536000, immutable' : 'private, no-store',
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(isImage ? 'inline' : 'attachment');
      // The app's security headers too: nothing served from /uploads/ runs script.
      expect(served.headers['content-security-policy']).toContain("script-src 'self'");

      if (isImage) {
        const revalidated = await app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': served.headers.etag as string },
        });
        expect(revalidated.statusCode).toBe(304);
      } else {
        expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    }
    expect(filesIn(uploadsDir).sort()).toHaveLength(2);
    expect(filesIn(incomingDir)).toEqual([]);
  });

  it('stores PowerPoint slides (PPTX, a zip recognised by its content types) and refuses any other zip', async () => {
    const admin = await loginAs('admin');
    const slides = await upload(admin, [
      ['kind', 'document'],
      ['file', pptx, 'deck.bin', 'application/octet-stream'],
    ]);
    expect(slides.statusCode, slides.body).toBe(201);
    const url = slides.json().url as string;
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{64}\.pptx$/);
    const served = await app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(served.rawPayload.equals(pptx)).toBe(true);
    expect(served.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    );
    // Slides download, as every document does (decision 040).
    expect(served.headers['content-disposition']).toBe('attachment');
    const head = await app.inject({ method: 'HEAD', url, headers: { cookie: admin } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(pptx.length));
    expect(head.body).toBe('');

    const before = filesIn(uploadsDir).sort();
    const other = await upload(admin, [
      ['kind', 'document'],
      [
        'file',
        plainZip,
        'deck.pptx',
        'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      ],
    ]);
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toBe(uploadMessages.wrongType.document);
    expect(filesIn(uploadsDir).sort()).toEqual(before);
  });

  it('stores the same file twice as one file, whatever its name', async () => {
    const admin = await loginAs('admin');
    const before = filesIn(uploadsDir).length;
    const first = await upload(admin, [
      ['kind', 'image'],
      ['file', png, 'a.png', 'image/png'],
    ]);
    const second = await upload(admin, [
      ['file', png, 'renamed.jpg', 'image/jpeg'],
      ['kind', 'image'],
    ]);
    expect(second.statusCode).toBe(201);
    expect(second.json().url).toBe(first.json().url);
    expect(filesIn(uploadsDir).length).toBe(Math.max(before, 1));
  });

  it('refuses a file named .png that is really HTML or a program, and stores nothing', async () => {
    const admin = await loginAs('admin');
    const before = filesIn(uploadsDir).sort();
    for (const bytes of [html, exe]) {
      const response = await upload(admin, [
        ['kind', 'image'],
        ['file', bytes, 'innocent.png', 'image/png'],
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: uploadMessages.wrongType.image,
        fields: { file: uploadMessages.wrongType.image },
      });
    }
    expect(filesIn(uploadsDir).sort()).toEqual(before);
    expect(filesIn(incomingDir)).toEqual([]);
  });

  it('refuses a PDF sent as an image, and a PNG sent as a document', async () => {
    const admin = await loginAs('admin');
    const before = filesIn(uploadsDir).sort();
    const pdfAsImage = await upload(admin, [
      ['kind', 'image'],
      ['file', pdf, 'cover.png', 'image/png'],
    ]);
    expect(pdfAsImage.statusCode).toBe(400);
    expect(pdfAsImage.json().error.message).toBe(uploadMessages.wrongType.image);
    const pngAsDocument = await upload(admin, [
      ['kind', 'document'],
      ['file', png, 'slides.pdf', 'application/pdf'],
    ]);
    expect(pngAsDocument.statusCode).toBe(400);
    expect(pngAsDocument.json().error.message).toBe(uploadMessages.wrongType.document);
    expect(filesIn(uploadsDir).sort()).toEqual(before);
  });

  it('refuses an image over 10 MB while it streams in, and stores nothing', async () => {
    const admin = await loginAs('admin');
    const before = filesIn(uploadsDir).sort();
    const tooLarge = Buffer.concat([png, Buffer.alloc(uploadSizeLimits.image + 1 - png.length)]);
    const response = await upload(admin, [
      ['kind', 'image'],
      ['file', tooLarge, 'huge.png', 'image/png'],
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      message: uploadMessages.tooLarge.image,
      fields: { file: uploadMessages.tooLarge.image },
    });
    expect(filesIn(uploadsDir).sort()).toEqual(before);
    expect(filesIn(incomingDir)).toEqual([]);

    // Exactly at the limit is fine.
    const atLimit = await upload(admin, [
      ['kind', 'image'],
      ['file', tooLarge.subarray(0, uploadSizeLimits.image), 'big.png', 'image/png'],
    ]);
    expect(atLimit.statusCode, atLimit.body).toBe(201);
  });

  it('refuses a request without a kind, without a file, with two files or not multipart', async () => {
    const admin = await loginAs('admin');
    const before = filesIn(uploadsDir).sort();
    const noKind = await upload(admin, [['file', png, 'a.png', 'image/png']]);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.fields).toEqual({ kind: uploadMessages.kindRequired });
    const wrongKind = await upload(admin, [
      ['kind', 'video'],
      ['file', png, 'a.png', 'image/png'],
    ]);
    expect(wrongKind.json().error.message).toBe(uploadMessages.kindRequired);
    const noFile = await upload(admin, [['kind', 'image']]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields).toEqual({ file: uploadMessages.noFile });
    const twoFiles = await upload(admin, [
      ['kind', 'image'],
      ['file', png, 'a.png', 'image/png'],
      ['file', pdf, 'b.pdf', 'application/pdf'],
    ]);
    expect(twoFiles.statusCode).toBe(400);
    expect(twoFiles.json().error.message).toBe(uploadMessages.tooManyFiles);
    const json = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: admin },
      payload: { kind: 'image', file: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.message).toBe(uploadMessages.notMultipart);
    // A multipart body cut off inside its part: the parser's error is the sender's, a 400.
    const cutShort = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: admin, 'content-type': 'multipart/form-data; boundary=zz' },
      payload: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nbroken',
    });
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json().error.message).toBe(uploadMessages.notMultipart);
    expect(filesIn(uploadsDir).sort()).toEqual(before);
    expect(filesIn(incomingDir)).toEqual([]);
  });

  it('refuses the six other actors before reading the file', async () => {
    const before = filesIn(uploadsDir).sort();
    const anonymous = await upload(undefined, [
      ['kind', 'image'],
      ['file', png, 'a.png', 'image/png'],
    ]);
    expect(anonymous.statusCode).toBe(401);
    // Gurus upload too (issue 23: their article form and profile); see the test below.
    for (const role of ['lapsed', 'member', 'support', 'agent', 'lapsedMember'] as const) {
      const response = await upload(await loginAs(role), [
        ['kind', 'image'],
        ['file', Buffer.concat([png, Buffer.from(role)]), 'a.png', 'image/png'],
      ]);
      expect(response.statusCode, role).toBe(403);
      expect(response.json().error.code, role).toBe(
        role.startsWith('lapsed') ? 'SUBSCRIPTION_REQUIRED' : 'FORBIDDEN',
      );
    }
    expect(filesIn(uploadsDir).sort()).toEqual(before);
  });

  it("takes a guru's upload (their article form and profile, issue 23)", async () => {
    const bytes = Buffer.concat([png, Buffer.from('from a guru')]);
    const response = await upload(await loginAs('guru'), [
      ['kind', 'image'],
      ['file', bytes, 'cover.png', 'image/png'],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json() as { url: string };
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('records each stored upload in the audit trail with its uploader, and nothing for a refused one', async () => {
    const admin = await loginAs('admin');
    const bytes = Buffer.concat([png, Buffer.from('audited')]);
    const stored = await auditRowsOf(db, () =>
      upload(admin, [
        ['kind', 'image'],
        ['file', bytes, 'team-photo.png', 'image/png'],
      ]),
    );
    expect(stored.result.statusCode, stored.result.body).toBe(201);
    const key = (stored.result.json() as { url: string }).url.slice('/uploads/'.length);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]).toMatchObject({
      action: 'upload.create',
      actor_id: userIds.admin,
      actor_email: 'admin@example.com',
      target_type: 'upload',
      target_id: key,
      target_name: 'team-photo.png',
      organization_id: null,
      before: null,
      after: { kind: 'image', contentType: 'image/png', size: bytes.length },
    });

    const refused = await auditRowsOf(db, async () => [
      await upload(await loginAs('member'), [
        ['kind', 'image'],
        ['file', png, 'a.png', 'image/png'],
      ]),
      await upload(admin, [
        ['kind', 'image'],
        ['file', html, 'page.png', 'image/png'],
      ]),
      await upload(admin, [['kind', 'image']]),
    ]);
    expect(refused.result.map((response) => response.statusCode)).toEqual([403, 400, 400]);
    expect(refused.rows).toEqual([]);
  });

  it('answers 404 for unknown keys and for anything that is not a key (no path traversal)', async () => {
    for (const url of [
      `/uploads/${'0'.repeat(64)}.png`,
      '/uploads/..%2Fauth-secret',
      '/uploads/..%2F..%2Fpackage.json',
      '/uploads/%2e%2e',
      `/uploads/${'a'.repeat(64)}.svg`,
      '/uploads/',
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('POST /api/uploads with S3-compatible storage', async () => {
  const s3 = await startFakeS3Server();
  afterAll(() => s3.close());
  s3.createBucket('pillars-uploads');
  const s3DataDir = mkdtempSync(join(tmpdir(), 'pillars-uploads-s3-'));
  afterAll(() => rmSync(s3DataDir, { recursive: true, force: true }));
  // What a stopped process left behind: an unfinished upload from two hours ago, and one
  // that another instance may be receiving right now.
  mkdirSync(join(s3DataDir, 'uploads-incoming'));
  writeFileSync(join(s3DataDir, 'uploads-incoming', 'stale'), 'half a file');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  utimesSync(join(s3DataDir, 'uploads-incoming', 'stale'), twoHoursAgo, twoHoursAgo);
  writeFileSync(join(s3DataDir, 'uploads-incoming', 'recent'), 'arriving');
  const s3App = await buildTestApp({
    env: {
      DATA_DIR: s3DataDir,
      S3_BUCKET: 'pillars-uploads',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
      S3_FORCE_PATH_STYLE: 'true',
    },
  });

  it('removes unfinished uploads older than an hour at start, and keeps recent ones', () => {
    expect(filesIn(join(s3DataDir, 'uploads-incoming'))).toEqual(['recent']);
    rmSync(join(s3DataDir, 'uploads-incoming', 'recent'));
  });

  it('puts the object in the bucket and streams it back from /uploads/<key>', async () => {
    const admin = await s3App.loginAs('admin');
    const response = await upload(
      admin,
      [
        ['kind', 'document'],
        ['file', pdf, 'guide.pdf', 'application/pdf'],
      ],
      s3App.app,
    );
    expect(response.statusCode, response.body).toBe(201);
    const url = response.json().url as string;
    const key = url.replace('/uploads/', '');
    const stored = s3.objects('pillars-uploads').get(key);
    expect(stored?.body.equals(pdf)).toBe(true);
    expect(stored?.contentType).toBe('application/pdf');
    expect(stored?.cacheControl).toBe('private, no-store');
    // Nothing on local disk but the (empty) incoming directory.
    expect(filesIn(join(s3DataDir, 'uploads'))).toEqual([]);
    expect(filesIn(join(s3DataDir, 'uploads-incoming'))).toEqual([]);

    // A document from the bucket under the same rule as one on disk (decision 040): its
    // uploader (here) and the members who may open an article naming it, nobody without a session.
    expect((await s3App.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const getsBefore = s3.requests.filter((request) => request.method === 'GET').length;
    expect(
      (await s3App.app.inject({ method: 'GET', url, headers: { cookie: await s3App.loginAs('member') } }))
        .statusCode,
    ).toBe(404);
    // Refused before the bucket is asked.
    expect(s3.requests.filter((request) => request.method === 'GET').length).toBe(getsBefore);
    const served = await s3App.app.inject({ method: 'GET', url, headers: { cookie: admin } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-disposition']).toBe('attachment');

    // The same file again: one object, no second PUT.
    const puts = () => s3.requests.filter((request) => request.method === 'PUT').length;
    const putsBefore = puts();
    const again = await upload(
      admin,
      [
        ['kind', 'document'],
        ['file', pdf, 'copy.pdf', 'application/pdf'],
      ],
      s3App.app,
    );
    expect(again.json().url).toBe(url);
    expect(puts()).toBe(putsBefore);
    expect(s3.objects('pillars-uploads').size).toBe(1);
  });

  it('sends nothing to the bucket for a refused file, and 404s for a key it does not hold', async () => {
    const admin = await s3App.loginAs('admin');
    const before = s3.objects('pillars-uploads').size;
    const refused = await upload(
      admin,
      [
        ['kind', 'image'],
        ['file', html, 'x.png', 'image/png'],
      ],
      s3App.app,
    );
    expect(refused.statusCode).toBe(400);
    const tooLarge = await upload(
      admin,
      [
        ['kind', 'image'],
        ['file', Buffer.concat([png, Buffer.alloc(uploadSizeLimits.image)]), 'x.png', 'image/png'],
      ],
      s3App.app,
    );
    expect(tooLarge.statusCode).toBe(400);
    expect(s3.objects('pillars-uploads').size).toBe(before);
    expect(filesIn(join(s3DataDir, 'uploads-incoming'))).toEqual([]);
    const missing = await s3App.app.inject({ method: 'GET', url: `/uploads/${'1'.repeat(64)}.png` });
    expect(missing.statusCode).toBe(404);
  });
});
