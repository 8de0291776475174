import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { certificateMessages, linkedInAddUrl } from '@pillars/shared/certificates/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRowsOf } from '../../../test/audit-rows.ts';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { type BuiltMember, createMemberWithAccess } from '../../../test/builders.ts';
import { createCertificatePillar } from '../../../test/certificate-pillar.ts';
import { queryRows } from '../../db/client.ts';

/**
 * Certificates (issue 43) through HTTP: issued once the last lesson of a pillar is done and
 * not before, the e-mail per the preference, the pillar's switch, the public answer (only
 * name, pillar, date; private; revoked), Make private, revoke and restore by superadmins
 * with their audit rows, and the Open Graph tags in the HTML the server sends.
 */
const webDir = mkdtempSync(join(tmpdir(), 'pillars-certificates-web-'));
writeFileSync(
  join(webDir, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Pillars</title></head><body><div id="root"></div></body></html>',
);
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const { app, db, loginAs, signInAs } = await buildTestApp({ env: { WEB_DIST_DIR: webDir } });

async function call(
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) {
  const response = await app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body, raw: response };
}

const complete = (cookie: string, elementId: string, lessonId: string) =>
  call(cookie, 'PUT', `/api/learning/key-elements/${elementId}/lessons/${lessonId}/completion`);

async function completeAll(
  cookie: string,
  pillar: Awaited<ReturnType<typeof createCertificatePillar>>,
): Promise<{ id: string; isNew: boolean } | null> {
  let last: { id: string; isNew: boolean } | null = null;
  for (const element of pillar.elements) {
    for (const lessonId of element.lessonIds) {
      const response = await complete(cookie, element.id, lessonId);
      expect(response.status).toBe(200);
      last = response.body.certificate;
    }
  }
  return last;
}

const mailsTo = (email: string) =>
  queryRows<{ subject: string; text: string }>(
    db,
    sql`select subject, text from mail_outbox where "to" = ${email} order by created_at`,
  );

let admin = '';
let agent = '';
let pillar: Awaited<ReturnType<typeof createCertificatePillar>>;
let zoe: BuiltMember;
let zoeCookie = '';
let certificateId = '';

beforeAll(async () => {
  admin = await loginAs('admin');
  agent = await loginAs('agent');
  pillar = await createCertificatePillar(db, [2, 1]);
  zoe = await createMemberWithAccess(db, { firstName: 'Zoë', lastName: 'O\'Brien <b>&"' });
  zoeCookie = await signInAs(zoe);
});

describe('issuing', () => {
  it('issues nothing while a lesson of the pillar is left, then one certificate on the last', async () => {
    const [first, second] = pillar.elements;
    expect((await complete(zoeCookie, first!.id, first!.lessonIds[0]!)).body.certificate).toBeNull();
    // A whole key element done is not the pillar.
    expect((await complete(zoeCookie, first!.id, first!.lessonIds[1]!)).body.certificate).toBeNull();
    expect(await queryRows(db, sql`select id from certificates where user_id = ${zoe.userId}`)).toHaveLength(
      0,
    );

    const last = await complete(zoeCookie, second!.id, second!.lessonIds[0]!);
    expect(last.status).toBe(200);
    expect(last.body.certificate).toEqual({ id: expect.any(String), isNew: true });
    certificateId = last.body.certificate.id;

    // Completing again names the same certificate; it is not issued twice.
    const again = await complete(zoeCookie, second!.id, second!.lessonIds[0]!);
    expect(again.body.certificate).toEqual({ id: certificateId, isNew: false });
    const rows = await queryRows<{ recipient_name: string; organization_id: string }>(
      db,
      sql`select recipient_name, organization_id from certificates where user_id = ${zoe.userId}`,
    );
    expect(rows).toEqual([{ recipient_name: 'Zoë O\'Brien <b>&"', organization_id: zoe.organizationId }]);

    // The bell's item, once (beside the levels the pillar's points reached, issue 59).
    const bell = await queryRows<{ kind: string; title: string; href: string }>(
      db,
      sql`select kind, title, href from notifications where user_id = ${zoe.userId} and kind like 'certificate.%'`,
    );
    expect(bell).toEqual([
      {
        kind: 'certificate.issued',
        title: `You completed ${pillar.title}`,
        href: `/certificates/${certificateId}`,
      },
    ]);

    const mails = await mailsTo(zoe.email);
    expect(mails.map((mail) => mail.subject)).toEqual([`You completed ${pillar.title}`]);
    expect(mails[0]!.text).toContain(`/certificates/${certificateId}`);
  });

  it('keeps the certificate when a lesson is added to the pillar later', async () => {
    const [element] = await queryRows<{ id: string }>(
      db,
      sql`insert into lessons (key_element_id, title, content, order_position)
          values (${pillar.elements[1]!.id}, 'Added later', '<p>New.</p>', 2) returning id`,
    );
    const mine = await call(zoeCookie, 'GET', '/api/my/certificates');
    expect(mine.body.certificates.map((certificate: { id: string }) => certificate.id)).toContain(
      certificateId,
    );
    await db.execute(sql`delete from lessons where id = ${element!.id}`);
  });

  it('sends no e-mail to a member who turned the preference off, and still issues', async () => {
    const other = await createCertificatePillar(db, [1]);
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    const settings = await call(cookie, 'PUT', '/api/me/notifications', {
      teamReplies: true,
      eventReminders: true,
      callReminders: true,
      weeklyDigest: true,
      learningPlan: true,
      communityReplies: true,
      certificates: false,
      announcements: true,
    });
    expect(settings.status).toBe(200);
    expect(settings.body.certificates).toBe(false);
    expect(await completeAll(cookie, other)).toMatchObject({ isNew: true });
    expect(await mailsTo(member.email)).toEqual([]);
  });

  it('issues none for a pillar whose certificates a superadmin turned off (audited), and again once on', async () => {
    const other = await createCertificatePillar(db, [1, 1]);
    const url = `/api/admin/pillars/${other.id}/certificates`;
    expect((await call(agent, 'PUT', url, { enabled: false })).status).toBe(403);
    const { result, rows } = await auditRowsOf(db, () => call(admin, 'PUT', url, { enabled: false }));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ id: other.id, certificatesEnabled: false, issued: 0 });
    expect(rows).toMatchObject([
      {
        action: 'pillar.certificates',
        target_id: other.id,
        before: { certificatesEnabled: true },
        after: { certificatesEnabled: false },
      },
    ]);
    const member = await createMemberWithAccess(db);
    const cookie = await signInAs(member);
    expect(await completeAll(cookie, other)).toBeNull();
    // On again: the next completion of the pillar's last lesson issues it.
    expect((await call(admin, 'PUT', url, { enabled: true })).status).toBe(200);
    const element = other.elements[1]!;
    expect((await complete(cookie, element.id, element.lessonIds[0]!)).body.certificate).toMatchObject({
      isNew: true,
    });
  });
});

describe('the public page', () => {
  it('answers anyone, signed in or not, with only the name, the pillar and the date', async () => {
    const response = await call(undefined, 'GET', `/api/certificates/${certificateId}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      id: certificateId,
      status: 'valid',
      recipientName: 'Zoë O\'Brien <b>&"',
      pillarTitle: pillar.title,
      pillarColor: '#0e7490',
      pillarImageUrl: null,
      issuedAt: expect.any(String),
      url: `http://localhost:3000/certificates/${certificateId}`.replace(
        'http://localhost:3000',
        new URL(response.body.url).origin,
      ),
    });
    expect(JSON.stringify(response.body)).not.toContain(zoe.email);
    expect(JSON.stringify(response.body)).not.toContain(zoe.organizationId!);
    expect((await call(agent, 'GET', `/api/certificates/${certificateId}`)).body).toEqual(response.body);
  });

  it('answers 404 for an unknown certificate and 400 for an id that is not one', async () => {
    expect(
      (await call(undefined, 'GET', '/api/certificates/00000000-0000-4000-8000-000000000000')).status,
    ).toBe(404);
    expect((await call(undefined, 'GET', '/api/certificates/not-an-id')).status).toBe(400);
  });

  it('sends the Open Graph tags in the HTML itself, escaped', async () => {
    const response = await app.inject({ method: 'GET', url: `/certificates/${certificateId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain(`<meta property="og:title" content="${pillar.title} certificate · Pillars" />`);
    expect(html).toContain(
      `<meta property="og:description" content="Issued by Pillars to Zoë O&#39;Brien &lt;b&gt;&amp;&quot; on `,
    );
    expect(html).not.toContain('<b>&"');
    expect(html).toContain(`<meta property="og:url" content="`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Any other page: index.html as it is.
    const other = await app.inject({ method: 'GET', url: '/certificates' });
    expect(other.body).toContain('<title>Pillars</title>');
    expect(other.body).not.toContain('og:title');
  });

  it('names a preview image the server draws for it: og:image and its size in the HTML, a 1200 x 630 PNG at that address (issue 54)', async () => {
    const html = (await app.inject({ method: 'GET', url: `/certificates/${certificateId}` })).body;
    const image = /<meta property="og:image" content="([^"]+)" \/>/.exec(html)?.[1];
    expect(image).toMatch(new RegExp(`^https?://[^/]+/api/certificates/${certificateId}/preview\\.png$`));
    expect(html).toContain('<meta property="og:image:type" content="image/png" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain(
      `<meta property="og:image:alt" content="${pillar.title} certificate from Pillars" />`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${image}" />`);

    // The address is the server's own, for anyone (a preview bot is signed out).
    const preview = await app.inject({ method: 'GET', url: new URL(image!).pathname });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    const png = preview.rawPayload;
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    // Nothing of the member is in it: not as text, and no answer but the image.
    expect(png.toString('latin1')).not.toContain('Brien');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/certificates/00000000-0000-4000-8000-000000000000/preview.png',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('says a private certificate exists, with no name, and serves no PDF of it but to its holder', async () => {
    const url = `/api/my/certificates/${certificateId}`;
    const previewUrl = `/api/certificates/${certificateId}/preview.png`;
    const publicPreview = (await app.inject({ method: 'GET', url: previewUrl })).rawPayload;
    const other = await signInAs(await createMemberWithAccess(db));
    expect((await call(other, 'PATCH', url, { isPrivate: true })).status).toBe(403);
    expect((await call(undefined, 'PATCH', url, { isPrivate: true })).status).toBe(401);
    const madePrivate = await call(zoeCookie, 'PATCH', url, { isPrivate: true });
    expect(madePrivate.status).toBe(200);
    expect(madePrivate.body).toMatchObject({ id: certificateId, isPrivate: true, isRevoked: false });

    const page = await call(undefined, 'GET', `/api/certificates/${certificateId}`);
    expect(page.body).toMatchObject({
      status: 'private',
      recipientName: null,
      pillarTitle: null,
      issuedAt: null,
    });
    const html = await app.inject({ method: 'GET', url: `/certificates/${certificateId}` });
    expect(html.body).not.toContain('Zoë');
    expect(html.body).toContain(certificateMessages.isPrivate);
    // Its preview shows nothing of the pillar either: the plain image (issue 54).
    expect(html.body).toContain('<meta property="og:image:alt" content="A Pillars certificate" />');
    const privatePreview = await app.inject({ method: 'GET', url: previewUrl });
    expect(privatePreview.statusCode).toBe(200);
    expect(privatePreview.rawPayload.equals(publicPreview)).toBe(false);
    const pdf = await call(undefined, 'GET', `/api/certificates/${certificateId}/pdf`);
    expect(pdf.status).toBe(404);
    expect(pdf.body.error.message).toBe(certificateMessages.isPrivate);
    expect((await call(zoeCookie, 'GET', `/api/my/certificates/${certificateId}/pdf`)).status).toBe(200);
    expect((await call(other, 'GET', `/api/my/certificates/${certificateId}/pdf`)).status).toBe(403);

    expect((await call(zoeCookie, 'PATCH', url, { isPrivate: false })).body.isPrivate).toBe(false);
    expect((await call(undefined, 'GET', `/api/certificates/${certificateId}`)).body.status).toBe('valid');
  });
});

describe('revoking and restoring', () => {
  it('is for superadmins only, with a reason, and each leaves its audit row', async () => {
    const revokeUrl = `/api/admin/certificates/${certificateId}/revoke`;
    for (const cookie of [zoeCookie, agent, await loginAs('support')]) {
      expect((await call(cookie, 'POST', revokeUrl, { reason: 'No.' })).status).toBe(403);
    }
    const noReason = await call(admin, 'POST', revokeUrl, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.message).toBe(certificateMessages.reasonRequired);

    const revoked = await auditRowsOf(db, () =>
      call(admin, 'POST', revokeUrl, { reason: 'Completed by someone else.' }),
    );
    expect(revoked.result.status).toBe(200);
    expect(revoked.result.body).toMatchObject({
      id: certificateId,
      revokedReason: 'Completed by someone else.',
    });
    expect(revoked.rows).toMatchObject([
      {
        action: 'certificate.revoke',
        target_type: 'certificate',
        target_id: certificateId,
        organization_id: zoe.organizationId,
        after: { revoked: true, reason: 'Completed by someone else.' },
      },
    ]);
    const page = await call(undefined, 'GET', `/api/certificates/${certificateId}`);
    expect(page.body.status).toBe('revoked');
    const pdf = await call(undefined, 'GET', `/api/certificates/${certificateId}/pdf`);
    expect(pdf.status).toBe(404);
    expect(pdf.body.error.message).toBe(certificateMessages.revoked);
    const mine = await call(zoeCookie, 'GET', '/api/my/certificates');
    expect(
      mine.body.certificates.find((certificate: { id: string }) => certificate.id === certificateId),
    ).toMatchObject({
      isRevoked: true,
    });

    const restoreUrl = `/api/admin/certificates/${certificateId}/restore`;
    expect((await call(agent, 'POST', restoreUrl)).status).toBe(403);
    const restored = await auditRowsOf(db, () => call(admin, 'POST', restoreUrl));
    expect(restored.result.status).toBe(200);
    expect(restored.result.body).toMatchObject({ revokedAt: null, revokedReason: null });
    expect(restored.rows).toMatchObject([{ action: 'certificate.restore', target_id: certificateId }]);
    expect((await call(undefined, 'GET', `/api/certificates/${certificateId}`)).body.status).toBe('valid');
  });

  it('lists every certificate for superadmins: searched by name or e-mail, filtered by pillar', async () => {
    expect((await call(agent, 'GET', '/api/admin/certificates')).status).toBe(403);
    const bySearch = await call(
      admin,
      'GET',
      `/api/admin/certificates?search=${encodeURIComponent("O'Brien")}`,
    );
    expect(bySearch.status).toBe(200);
    expect(bySearch.body.certificates.map((certificate: { id: string }) => certificate.id)).toEqual([
      certificateId,
    ]);
    expect(bySearch.body.certificates[0]).toMatchObject({ email: zoe.email, pillarTitle: pillar.title });
    const byPillar = await call(admin, 'GET', `/api/admin/certificates?pillarId=${pillar.id}`);
    expect(byPillar.body.total).toBe(1);
    expect(byPillar.body.pillars.find((row: { id: string }) => row.id === pillar.id)).toMatchObject({
      certificatesEnabled: true,
      issued: 1,
    });
    const none = await call(admin, 'GET', '/api/admin/certificates?search=%25nobody_at_all');
    expect(none.body).toMatchObject({ certificates: [], total: 0 });
  });
});

describe("the team's analytics", () => {
  it('shows certificates per person and pillar, and no revoked one', async () => {
    const url = `/api/analytics/team?organizationId=${zoe.organizationId}`;
    const team = await call(admin, 'GET', url);
    expect(team.status).toBe(200);
    const index = team.body.pillars.findIndex((row: { id: string }) => row.id === pillar.id);
    expect(team.body.pillars[index].certificateCount).toBe(1);
    const row = team.body.members.find((member: { userId: string }) => member.userId === zoe.userId);
    expect(row.certified[index]).toBe(true);
    expect(row.certified.filter(Boolean)).toHaveLength(1);

    await call(admin, 'POST', `/api/admin/certificates/${certificateId}/revoke`, { reason: 'For a moment.' });
    const revoked = await call(admin, 'GET', url);
    expect(revoked.body.pillars[index].certificateCount).toBe(0);
    await call(admin, 'POST', `/api/admin/certificates/${certificateId}/restore`);
  });
});

describe('the next step', () => {
  it("tells the lesson viewer what follows a key element and names the viewer's certificate", async () => {
    const [slugs] = await queryRows<{ pillar_slug: string; first: string; second: string }>(
      db,
      sql`select p.slug as pillar_slug,
                 (select slug from key_elements where id = ${pillar.elements[0]!.id}) as first,
                 (select slug from key_elements where id = ${pillar.elements[1]!.id}) as second
            from pillars p where p.id = ${pillar.id}`,
    );
    // A member who has not started: after the first key element, the second.
    const newcomer = await signInAs(await createMemberWithAccess(db));
    const fresh = await call(
      newcomer,
      'GET',
      `/api/learning/pillars/${slugs!.pillar_slug}/elements/${slugs!.first}`,
    );
    expect(fresh.body.afterElement).toMatchObject({
      kind: 'keyElement',
      next: { elementSlug: slugs!.second },
    });
    expect(fresh.body.certificateId).toBeNull();
    // Zoë has finished the pillar: whichever element, the pillar is done, and her certificate named.
    const first = await call(
      zoeCookie,
      'GET',
      `/api/learning/pillars/${slugs!.pillar_slug}/elements/${slugs!.first}`,
    );
    expect(first.body.afterElement.kind).toBe('pillarDone');
    expect(first.body.certificateId).toBe(certificateId);
    const last = await call(
      zoeCookie,
      'GET',
      `/api/learning/pillars/${slugs!.pillar_slug}/elements/${slugs!.second}`,
    );
    expect(last.body.afterElement.kind).toBe('pillarDone');
    // The next pillar the member has not finished: one of the demo's.
    expect(last.body.afterElement.next).toMatchObject({ lessonId: expect.any(String) });
    expect(last.body.afterElement.next.pillarSlug).not.toBe(slugs!.pillar_slug);
  });

  it('builds the LinkedIn link with the name, the issue date, the id and the URL', () => {
    const url = new URL(
      linkedInAddUrl({
        pillarTitle: 'Mindset',
        issuedAt: '2026-11-27T10:00:00.000Z',
        certificateId: 'abc',
        url: 'https://pillars.example/certificates/abc',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Mindset certificate',
      organizationName: 'Pillars',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://pillars.example/certificates/abc',
      certId: 'abc',
    });
  });
});
