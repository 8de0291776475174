import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { errorCodes } from '@pillars/shared/errors';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testAppUrl } from '../../test/build-test-app.ts';
import { loadContracts } from '../../test/contracts.ts';
import { cookieHeader } from '../../test/cookies.ts';
import type { components, paths } from '../../test/openapi-types.gen.ts';
import { loadConfig } from '../config/env.ts';
import { demoPassword } from '../db/seed/demo-accounts.ts';
import { apiDocumentAccess, errorCodeMeanings, sessionSecurityScheme } from './openapi.ts';

/**
 * The API document (/api/openapi.json) as a client meets it (decision 046): read from the
 * listening server, linted with Redocly's recommended rules, turned into types with
 * openapi-typescript (the committed test/openapi-types.gen.ts must be what it generates now),
 * and used through openapi-fetch to sign in and read Home.
 */
const { app } = await buildTestApp();
/** As production serves it (API_DOCS' default there): to superadmins only. */
const superadminOnly = await buildTestApp({ env: { API_DOCS: 'superadmin' } });
let baseUrl = '';

beforeAll(async () => {
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Array<Record<string, string[]>>;
  responses: Record<string, { $ref?: string }>;
}
interface ApiDocument {
  openapi: string;
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    responses: Record<string, { description: string }>;
  };
}

let document: ApiDocument;
let documentText = '';
const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
  );
const operation = (method: string, path: string): Operation => document.paths[path]![method.toLowerCase()]!;
/** The codes an operation's answer for `status` names (its shared response's description). */
const codesAt = (op: Operation, status: number): string[] => {
  const reference = op.responses[String(status)]?.$ref;
  if (!reference) return [];
  const name = reference.replace('#/components/responses/', '');
  return [...document.components.responses[name]!.description.matchAll(/`([A-Z_]+)`/g)].map(
    (match) => match[1]!,
  );
};

beforeAll(async () => {
  const response = await fetch(`${baseUrl}/api/openapi.json`);
  expect(response.status).toBe(200);
  documentText = await response.text();
  document = JSON.parse(documentText) as ApiDocument;
});

const redoclyCli = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

interface RedoclyProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: Array<{ pointer: string }>;
}

/** `redocly lint` with its recommended rules, in a directory of its own (no redocly.yaml found). */
async function lintWithRedocly(text: string): Promise<RedoclyProblem[]> {
  const directory = mkdtempSync(join(tmpdir(), 'pillars-openapi-'));
  try {
    writeFileSync(join(directory, 'openapi.json'), text);
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [redoclyCli, 'lint', 'openapi.json', '--extends=recommended', '--format=json', '--max-problems=1000'],
        {
          cwd: directory,
          maxBuffer: 64 * 1024 * 1024,
          // No telemetry or update check from a test run.
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true' },
        },
        // It exits 1 when it reports errors: the JSON says which.
        (error, out) => (out ? resolve(out) : reject(error ?? new Error('redocly printed nothing'))),
      );
    });
    return (JSON.parse(stdout) as { problems: RedoclyProblem[] }).problems;
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

describe('the API document', () => {
  it("passes Redocly's recommended rules: no errors, every operation with an operationId and 4xx answers", async () => {
    const problems = await lintWithRedocly(documentText);
    const explain = (problem: RedoclyProblem) =>
      `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`;
    expect(problems.filter((problem) => problem.severity === 'error').map(explain)).toEqual([]);
    expect(
      problems
        .filter((problem) => ['operation-operationId', 'operation-4xx-response'].includes(problem.ruleId))
        .map(explain),
    ).toEqual([]);
  });

  it("names each contract's operation after the contract, and every operation has a summary", async () => {
    const contracts = await loadContracts();
    for (const contract of contracts) {
      const path = contract.path.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(operation(contract.method, path).operationId, `${contract.method} ${path}`).toBe(contract.name);
    }
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { method, path, operation } of operations()) {
      expect(operation.operationId, `${method} ${path}`).toBeTruthy();
      expect(operation.summary, `${method} ${path}`).toBeTruthy();
    }
  });

  it('documents the session cookie as the security of signed-in operations', () => {
    // Its name is checked against the server's Set-Cookie with the openapi-fetch client below.
    expect(document.components.securitySchemes[sessionSecurityScheme]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
    expect(operation('GET', '/api/home').security).toEqual([{ [sessionSecurityScheme]: [] }]);
    expect(operation('PATCH', '/api/me/profile').security).toEqual([{ [sessionSecurityScheme]: [] }]);
    expect(operation('POST', '/api/auth/sign-in').security).toEqual([]);
    // "Who am I?" answers a visitor too: the cookie is optional.
    expect(operation('GET', '/api/me').security).toEqual([{}, { [sessionSecurityScheme]: [] }]);
    expect(document.servers).toEqual([{ url: testAppUrl, description: 'This deployment (APP_URL)' }]);
  });

  it("documents each operation's error codes: those its declaration implies and those its contract lists", () => {
    const home = operation('GET', '/api/home');
    expect(codesAt(home, 401)).toEqual(['UNAUTHENTICATED']);
    expect(codesAt(home, 403)).toEqual(['SUBSCRIPTION_REQUIRED']);
    expect(codesAt(home, 404)).toEqual([]);
    expect(codesAt(home, 500)).toEqual(['INTERNAL']);

    const signIn = operation('POST', '/api/auth/sign-in');
    expect(codesAt(signIn, 400)).toEqual(['VALIDATION_FAILED']);
    expect(codesAt(signIn, 401)).toEqual(['INVALID_CREDENTIALS']);
    expect(codesAt(signIn, 403)).toEqual(['CROSS_ORIGIN']);
    expect(codesAt(signIn, 429)).toEqual(['RATE_LIMITED']);

    const bookCall = operation('POST', '/api/calls');
    expect(codesAt(bookCall, 403)).toEqual(['SUBSCRIPTION_REQUIRED', 'FORBIDDEN', 'CROSS_ORIGIN']);
    expect(codesAt(bookCall, 409)).toEqual(['CONFLICT']);
    expect(codesAt(operation('DELETE', '/api/admin/lessons/{lessonId}'), 404)).toEqual(['NOT_FOUND']);
    // A signed webhook is called from the payments provider: no Origin check.
    expect(codesAt(operation('POST', '/api/billing/webhook'), 403)).toEqual([]);

    // Each response's description gives the code's meaning, and its exact message where fixed.
    const forbidden = document.components.responses.SubscriptionRequiredOrForbiddenAdminDashboard!;
    expect(forbidden.description).toContain(errorCodeMeanings.SUBSCRIPTION_REQUIRED);
    expect(forbidden.description).toContain('"You do not have permission to access the Admin Dashboard."');
    for (const { method, path, operation } of operations()) {
      const statuses = Object.keys(operation.responses).map(Number);
      expect(
        statuses.some((status) => status >= 400 && status < 500),
        `${method} ${path}`,
      ).toBe(true);
      for (const status of statuses.filter((status) => status >= 400)) {
        for (const code of codesAt(operation, status)) {
          expect(errorCodes[code as keyof typeof errorCodes], `${method} ${path} ${code}`).toBe(status);
        }
      }
    }
  });

  it('answers 400 to a NUL in the query of an operation without input, as its document says', async () => {
    expect(codesAt(operation('GET', '/api/health'), 400)).toEqual(['VALIDATION_FAILED']);
    const response = await fetch(`${baseUrl}/api/health?probe=%00`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });

  it('generates with openapi-typescript the types committed in test/openapi-types.gen.ts', async () => {
    const generated = astToString(await openapiTS(JSON.parse(documentText)));
    const header =
      '// Generated from /api/openapi.json by openapi-typescript (apps/server/src/plugins/openapi.test.ts).\n' +
      '// After an API change: npx vitest run --project api-pglite apps/server/src/plugins/openapi.test.ts -u\n\n';
    await expect(header + generated).toMatchFileSnapshot('../../test/openapi-types.gen.ts');
  });

  it('signs in and reads Home through openapi-fetch with the generated types, against the listening server', async () => {
    // A same-origin client: the browser would send the app's own origin (APP_URL) on a POST.
    const client = createClient<paths>({ baseUrl, headers: { origin: new URL(testAppUrl).origin } });

    const refused = await client.GET('/api/home');
    expect(refused.response.status).toBe(401);
    const refusal: components['schemas']['ErrorBody'] | undefined = refused.error;
    expect(refusal?.error.code).toBe('UNAUTHENTICATED');

    const signIn = await client.POST('/api/auth/sign-in', {
      body: { email: 'member@example.com', password: demoPassword },
    });
    expect(signIn.response.status).toBe(200);
    expect(signIn.data?.profile.email).toBe('member@example.com');
    const setCookies = signIn.response.headers.getSetCookie();
    // The document's security scheme names the cookie the server sets.
    const cookieName = document.components.securitySchemes[sessionSecurityScheme]!.name;
    expect(setCookies.map((setCookie) => setCookie.split('=')[0])).toContain(cookieName);
    const cookie = cookieHeader(setCookies);

    const home = await client.GET('/api/home', { headers: { cookie } });
    expect(home.response.status).toBe(200);
    expect(home.data?.pillars.length).toBeGreaterThan(0);
    expect(home.data?.pillars[0]?.progress.total).toBeGreaterThan(0);

    // From another site, the same request is refused with the documented code.
    const crossSite = await client.POST('/api/auth/sign-in', {
      body: { email: 'member@example.com', password: demoPassword },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(crossSite.response.status).toBe(403);
    expect(crossSite.error?.error.code).toBe('CROSS_ORIGIN');
  });
});

describe('who may read the document', () => {
  it('is anyone outside production and superadmins in production, unless API_DOCS says otherwise', () => {
    const base = { AUTH_SECRET: 'test-secret-that-is-at-least-32-characters-long' };
    expect(apiDocumentAccess(loadConfig({ ...base, NODE_ENV: 'production' }))).toBe('superadmin');
    expect(apiDocumentAccess(loadConfig({ ...base, NODE_ENV: 'development' }))).toBe('public');
    expect(apiDocumentAccess(loadConfig({ ...base, NODE_ENV: 'test' }))).toBe('public');
    expect(apiDocumentAccess(loadConfig({ ...base, NODE_ENV: 'production', API_DOCS: 'public' }))).toBe(
      'public',
    );
  });

  describe('with API_DOCS=superadmin (production)', () => {
    const paths = ['/api/openapi.json', '/api/docs', '/api/docs/json', '/api/docs/static/index.css'];

    it('refuses a visitor (401) and a member (403), and serves a superadmin the document and its page', async () => {
      const member = await superadminOnly.loginAs('member');
      const superadmin = await superadminOnly.loginAs('admin');
      for (const url of paths) {
        const visitor = await superadminOnly.app.inject({ method: 'GET', url });
        expect(visitor.statusCode, url).toBe(401);
        expect(visitor.json().error.code, url).toBe('UNAUTHENTICATED');
        const refused = await superadminOnly.app.inject({ method: 'GET', url, headers: { cookie: member } });
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json().error.code, url).toBe('FORBIDDEN');
        const served = await superadminOnly.app.inject({
          method: 'GET',
          url,
          headers: { cookie: superadmin },
        });
        expect([200, 302], url).toContain(served.statusCode);
      }
      const served = await superadminOnly.app.inject({
        method: 'GET',
        url: '/api/openapi.json',
        headers: { cookie: superadmin },
      });
      expect(served.json().paths['/api/home'].get.operationId).toBe('getHome');
    });
  });
});
