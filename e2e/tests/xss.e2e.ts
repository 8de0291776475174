import { type APIRequestContext, request as apiRequest, type Browser, type Page } from '@playwright/test';
import { test as base, expect } from '../support/fixtures.ts';
import { type DemoRole, demoEmails, demoPassword } from '../support/login.ts';
import { type RunningServer, startSeededServer } from '../support/server.ts';
import { xssPayloads, xssTrapScript } from '../support/xss-payloads.ts';

/**
 * XSS (issue 28): every known payload of support/xss-payloads.ts is written through the API
 * into every field the app renders (articles by the team and by a guru: title, subtitle,
 * body, pro tip, document URL; lessons; comments; messages both ways; tickets and replies;
 * profile and team names; organization names; the guru's profile; events: title,
 * description, location, tags), then the pages that show them are opened in Chromium with a
 * trap (`window.__xss`) installed before any script: nothing may call it, no dialog may open,
 * and no element may carry an event handler or a script URL. Twice: with the real server's
 * Content-Security-Policy, and with the header stripped, so that a sanitising gap shows
 * even where the CSP would have blocked the script.
 *
 * Payloads are packed into as few records as each field's length allows, so the whole file
 * opens a few dozen pages. This file's server trusts X-Forwarded-For from loopback, as every
 * e2e server does (support/server.ts), so the organizations (one sign-up each) do not share the
 * production sign-up limit of one address.
 */
const test = base.extend<object, { server: RunningServer; written: Written }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const server = await startSeededServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  // Written once per worker that runs a test of this file. The pages' tests are independent,
  // so both workers share them (each with its own server and payloads) instead of one
  // worker running them all alone at the end of the run.
  written: [
    async ({ server }, use) => {
      const written = await writeEverything(server);
      await use(written);
      for (const api of Object.values(written.apis)) await api.dispose();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/** The pages are opened in this many tests per CSP mode, each every n-th page of each role. */
const parts = 2;

/** The payloads packed, space-separated, into strings of at most `maxLength` characters. */
function pack(maxLength: number, payloads = xssPayloads): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const payload of payloads) {
    if (payload.length > maxLength) throw new Error(`A payload is longer than ${maxLength}: ${payload}`);
    if (current && current.length + 1 + payload.length > maxLength) {
      chunks.push(current);
      current = payload;
    } else current = current ? `${current} ${payload}` : payload;
  }
  if (current) chunks.push(current);
  return chunks;
}

const everyPayload = xssPayloads.join('\n');
const everyPayloadAsHtml = xssPayloads.map((payload) => `<p>${payload}</p>${payload}`).join('\n');
const nth = <T>(items: T[], index: number) => items[index % items.length]!;

async function apiAs(server: RunningServer, role: DemoRole): Promise<APIRequestContext> {
  const api = await apiRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { origin: server.url } });
  const response = await api.post('/api/auth/sign-in', {
    data: { email: demoEmails[role], password: demoPassword },
  });
  expect(response.status(), await response.text()).toBe(200);
  return api;
}

async function ok<T>(response: Promise<import('@playwright/test').APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} answered ${answer.status()} ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

interface Written {
  pagesByRole: Partial<Record<DemoRole, string[]>>;
  apis: Partial<Record<DemoRole, APIRequestContext>>;
  fieldsWritten: number;
}

/** Writes every payload into every rendered field; answers the pages to open, by who opens them. */
async function writeEverything(server: RunningServer): Promise<Written> {
  const stamp = Date.now().toString(36);
  const admin = await apiAs(server, 'admin');
  const member = await apiAs(server, 'member');
  const agent = await apiAs(server, 'agent');
  const guru = await apiAs(server, 'guru');
  let fieldsWritten = 0;
  const pages: Written['pagesByRole'] = { admin: [], member: [], agent: [], guru: [] };

  // Articles by the team: every payload in titles, subtitles, pro tips, bodies and file names.
  const titles = pack(300);
  const subtitles = pack(500);
  const proTips = pack(2000);
  const fileNames = pack(300);
  const articles: Array<{ id: string; slug: string }> = [];
  for (let index = 0; index < Math.max(titles.length, fileNames.length); index += 1) {
    const { article } = await ok<{ article: { id: string; slug: string } }>(
      admin.post('/api/admin/articles', {
        data: {
          title: nth(titles, index),
          subtitle: nth(subtitles, index),
          slug: `xss-${stamp}-${index}`,
          body: everyPayloadAsHtml,
          proTip: nth(proTips, index),
          contentType: 'document',
          documentUrl: `https://example.com/files/${encodeURIComponent(nth(fileNames, index))}.pdf`,
          isPublished: true,
          visibilityScope: 'all',
        },
      }),
    );
    articles.push(article);
    pages.admin!.push(`/resources/${article.slug}`);
  }
  fieldsWritten += 5;
  pages.admin!.push('/resources', '/admin/articles');
  // Script URLs in the URL fields are refused outright.
  for (const field of ['featuredImageUrl', 'videoUrl', 'documentUrl']) {
    const refused = await admin.post('/api/admin/articles', {
      data: {
        title: 'Script URL',
        slug: `xss-url-${stamp}-${field.toLowerCase()}`,
        body: '<p>x</p>',
        contentType: field === 'videoUrl' ? 'video' : field === 'documentUrl' ? 'document' : 'post',
        [field]: 'javascript:__xss(0)',
      },
    });
    expect(refused.status(), `${field} javascript: URL`).toBe(400);
  }

  // Comments (a member's) on the first article: posts of its discussion (decision 055).
  for (const content of pack(5000)) {
    await ok(member.post('/api/community/posts', { data: { articleId: articles[0]!.id, body: content } }));
  }
  fieldsWritten += 1;
  pages.member!.push(`/resources/${articles[0]!.slug}`);

  // Lessons: one per title chunk, each with every payload in its content, in one key element.
  const { pillars } = await ok<{ pillars: Array<{ id: string; slug: string }> }>(
    admin.get('/api/learning/pillars'),
  );
  const pillar = pillars[0]!;
  const { keyElements } = await ok<{ keyElements: Array<{ id: string; slug: string }> }>(
    admin.get(`/api/learning/pillars/${pillar.slug}`),
  );
  const element = keyElements[0]!;
  const lessonIds: string[] = [];
  for (const title of pack(200)) {
    const answer = await ok<{ lesson: { id: string } }>(
      admin.post(`/api/admin/key-elements/${element.id}/lessons`, {
        data: { title, content: everyPayloadAsHtml, imageUrl: '' },
      }),
    );
    lessonIds.push(answer.lesson.id);
  }
  fieldsWritten += 2;
  pages.member!.push(`/pillars-of-agency/${pillar.slug}/${element.slug}?lesson=${lessonIds.at(-1)}`);
  pages.admin!.push(`/admin/pillars/${pillar.id}/elements/${element.id}/lessons`);

  // Events: titles, locations and tags packed; every payload in each description.
  const eventTitles = pack(200);
  const locations = pack(500);
  const tagPayloads = xssPayloads.filter((payload) => payload.length <= 50);
  const eventIds: string[] = [];
  for (let index = 0; index < Math.max(eventTitles.length, Math.ceil(tagPayloads.length / 20)); index += 1) {
    const { event } = await ok<{ event: { id: string } }>(
      admin.post('/api/admin/events', {
        data: {
          title: nth(eventTitles, index),
          description: everyPayload,
          date: '2031-03-14',
          time: '10:30',
          type: 'live',
          location: nth(locations, index),
          isActive: true,
          tags: tagPayloads.slice(index * 20, index * 20 + 20),
        },
      }),
    );
    eventIds.push(event.id);
  }
  fieldsWritten += 4;
  pages.member!.push('/events', `/events/${eventIds[0]}`);
  pages.admin!.push('/admin/events', `/admin/events/${eventIds[0]}/edit`);

  // Messages both ways, and tickets with replies.
  await ok(member.post('/api/messages', { data: { content: everyPayload } }));
  const me = await ok<{ profile: { id: string } }>(member.get('/api/me'));
  const memberId = me.profile.id;
  await ok(admin.post(`/api/admin/inbox/${memberId}/messages`, { data: { content: everyPayload } }));
  fieldsWritten += 2;
  pages.member!.push('/messages');
  pages.admin!.push('/admin/inbox');
  for (const subject of pack(200)) {
    const { ticket } = await ok<{ ticket: { id: string } }>(
      member.post('/api/support/tickets', { data: { subject, message: everyPayload } }),
    );
    await ok(
      admin.post(`/api/admin/tickets/${ticket.id}/responses`, { data: { responseText: everyPayload } }),
    );
  }
  fieldsWritten += 3;
  pages.member!.push('/support');
  pages.admin!.push('/admin/tickets');

  // Names: the member's own profile, and the agent's team. The first pairs are the agent's
  // invitations (pending invitations carry the names); the rest are accounts the superadmin
  // creates in the same team with a password: an agent may send 20 invitations an hour
  // (decision 039), and the payloads need 23 pairs. Both kinds are listed on the team page.
  const names = pack(100);
  await ok(member.patch('/api/me/profile', { data: { firstName: names[0], lastName: names[1], phone: '' } }));
  const { organization } = await ok<{ organization: { id: string } | null }>(agent.get('/api/me'));
  const agentInvitations = 8;
  for (let index = 0; index < names.length; index += 2) {
    const person = {
      email: `xss-${stamp}-${index}@example.com`,
      firstName: names[index],
      lastName: names[index + 1] ?? 'Last',
      role: 'team_member',
    };
    await ok(
      index / 2 < agentInvitations
        ? agent.post('/api/team/members', { data: person })
        : admin.post('/api/team/members', {
            data: { ...person, organizationId: organization!.id, password: `xss-pass-${stamp}-${index}` },
          }),
    );
  }
  fieldsWritten += 2;
  pages.member!.push('/settings');
  pages.agent!.push('/admin/team');
  pages.admin!.push('/admin/team');

  // Organization names: one sign-up per packed name, each from an address of its own.
  const organizationNames = pack(200);
  for (const [index, agencyName] of organizationNames.entries()) {
    const visitor = await apiRequest.newContext({
      baseURL: server.url,
      extraHTTPHeaders: { origin: server.url, 'x-forwarded-for': `198.18.28.${index + 1}` },
    });
    await ok(
      visitor.post('/api/auth/sign-up', {
        data: {
          firstName: 'Xss',
          lastName: `Agency ${index}`,
          agencyName,
          email: `xss-agency-${stamp}-${index}@example.com`,
          password: 'xss-agency-pass-1',
          acceptTerms: true,
        },
      }),
    );
    await visitor.dispose();
  }
  fieldsWritten += 1;
  pages.admin!.push('/admin/organizations');

  // The guru: profile fields and an article of their own.
  const specialties = xssPayloads.filter((payload) => payload.length <= 100).slice(0, 20);
  const { guru: guruRecord } = await ok<{ guru: { slug: string } }>(
    guru.put('/api/guru-content/profile', {
      data: {
        name: pack(200)[0],
        businessName: pack(200)[1],
        bio: everyPayload,
        imageUrl: '',
        specialties,
      },
    }),
  );
  for (const [index, title] of pack(300).entries()) {
    await ok(
      guru.post('/api/guru-content/articles', {
        data: {
          title,
          subtitle: nth(subtitles, index),
          slug: `xss-guru-${stamp}-${index}`,
          body: everyPayloadAsHtml,
          proTip: nth(proTips, index),
          contentType: 'post',
          isPublished: true,
        },
      }),
    );
  }
  fieldsWritten += 8;
  pages.guru!.push('/gurus/articles');
  pages.member!.push(`/gurus/${guruRecord.slug}`, '/gurus', `/resources?guru=${guruRecord.slug}`);

  return { pagesByRole: pages, apis: { admin, member, agent, guru }, fieldsWritten };
}

/** What ran: the trap's calls in every frame, the dialogs, and elements still carrying script. */
async function problemsOf(page: Page, dialogs: string[]): Promise<string[]> {
  const problems = dialogs.map((message) => `dialog: ${message}`);
  for (const frame of page.frames()) {
    const calls = await frame
      .evaluate(() => (window as unknown as { __xssCalls?: string[] }).__xssCalls ?? [])
      .catch(() => [] as string[]);
    problems.push(...calls.map((call) => `__xss called (${call}) in ${frame.url()}`));
  }
  const leftovers = await page.evaluate(() => {
    const found: string[] = [];
    const scriptUrl = /^\s*(javascript|vbscript|data:text\/html)/i;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${element.localName} ${name}>`);
        if (['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name)) {
          if (name === 'srcdoc' || scriptUrl.test(attribute.value))
            found.push(`<${element.localName} ${name}=${attribute.value}>`);
        }
      }
      if (element.localName === 'script' && element.textContent?.includes('__xss'))
        found.push('<script> with a payload');
    }
    return found;
  });
  return [...problems, ...leftovers.map((leftover) => `left in the page: ${leftover}`)];
}

/** A browser context signed in as `api`'s user, with the trap, and without the CSP when asked. */
async function openContext(
  browser: Browser,
  server: RunningServer,
  api: APIRequestContext,
  options: { stripCsp: boolean },
) {
  const context = await browser.newContext({ baseURL: server.url, storageState: await api.storageState() });
  await context.addInitScript(xssTrapScript);
  if (options.stripCsp) {
    // The app's own pages only (a PDF viewer's frame of another site is left alone).
    await context.route(`${server.url}/**`, async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-security-policy'];
      delete headers['content-security-policy-report-only'];
      return route.fulfill({ response, headers });
    });
  }
  return context;
}

async function visitAll(
  browser: Browser,
  server: RunningServer,
  written: Written,
  options: { stripCsp: boolean; part: number },
) {
  const failures: string[] = [];
  let opened = 0;
  for (const [role, allPaths] of Object.entries(written.pagesByRole) as Array<[DemoRole, string[]]>) {
    const paths = allPaths.filter((_, index) => index % parts === options.part);
    if (paths.length === 0) continue;
    const context = await openContext(browser, server, written.apis[role]!, options);
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const path of paths) {
      const response = await page.goto(path);
      if (options.stripCsp) expect(response?.headers()['content-security-policy']).toBeUndefined();
      else expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await expect(page.getByRole('main')).toBeVisible();
      // The page's data has arrived (no skeleton left), and handlers have had their chance.
      await expect(page.locator('.animate-pulse')).toHaveCount(0);
      // A lesson's or an article's discussion loads as it nears the screen: scrolled to, it is in.
      const discussion = page.locator('[data-discussion-placeholder]');
      const hasPlaceholder = await page.evaluate(() => {
        const placeholder = document.querySelector('[data-discussion-placeholder]');
        placeholder?.scrollIntoView();
        return placeholder !== null;
      });
      if (hasPlaceholder) {
        await expect(discussion).toHaveCount(0);
        await expect(page.locator('.animate-pulse')).toHaveCount(0);
      }
      await page.mouse.move(200, 300);
      await page.waitForTimeout(150);
      opened += 1;
      // The page shows the payloads (as text), so the check below is about pages that hold them.
      const showsPayloads = await page.evaluate(
        () =>
          document.body.innerText.includes('__xss') ||
          document.title.includes('__xss') ||
          Array.from(document.querySelectorAll('input, textarea')).some((field) =>
            (field as HTMLInputElement).value.includes('__xss'),
          ),
      );
      if (!showsPayloads) failures.push(`${role} ${path}: shows none of the payloads`);
      for (const problem of await problemsOf(page, dialogs.splice(0)))
        failures.push(`${role} ${path}: ${problem}`);
    }
    await context.close();
  }
  return { failures, opened };
}

test.describe('no XSS payload runs', () => {
  test('the trap notices a payload that does run (these checks can fail)', { tag: '@desktop' }, async ({
    browser,
    server,
    written,
  }) => {
    const context = await openContext(browser, server, written.apis.member!, { stripCsp: true });
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toBeUndefined();
    // What a sanitising gap would look like: markup with a handler, and a dialog.
    await page.evaluate(() => {
      document.body.insertAdjacentHTML('beforeend', '<img src="x" onerror="__xss(999)" alt="">');
      setTimeout(() => alert('xss'), 0);
    });
    await expect
      .poll(async () => (await problemsOf(page, dialogs)).join('\n'))
      .toMatch(/dialog: xss[\s\S]*__xss called \(999\)[\s\S]*left in the page: <img onerror>/);
    await context.close();
  });

  for (const stripCsp of [false, true]) {
    const mode = stripCsp ? 'without the CSP' : 'with the CSP';
    for (let part = 0; part < parts; part += 1) {
      const name = `part ${part + 1} of ${parts}`;
      test(`${xssPayloads.length} payloads in every rendered field, ${mode} (${name})`, {
        tag: '@desktop',
      }, async ({ browser, server, written }) => {
        const { failures, opened } = await visitAll(browser, server, written, { stripCsp, part });
        console.info(
          `xss: ${xssPayloads.length} payloads, ${written.fieldsWritten} fields, ${opened} pages ${mode} (${name})`,
        );
        expect(opened).toBeGreaterThan(0);
        expect(failures).toEqual([]);
      });
    }
  }
});
