import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { articles } from '../../db/schema/index.ts';
import type { DemoRole } from '../../db/seed/demo-accounts.ts';

/** Spec 02 section 6: an 'agents_only' article reaches agents (and the team), never team members. */
const { app, db, loginAs } = await buildTestApp();
const agentsOnlyTitle = `Agents only ${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  await db.insert(articles).values({
    title: agentsOnlyTitle,
    slug: `agents-only-${randomUUID().slice(0, 8)}`,
    body: '<p>For agency owners.</p>',
    isPublished: true,
    isFeatured: true,
    publishedAt: new Date(Date.now() + 60_000),
    visibilityScope: 'agents_only',
  });
});

async function homeTitles(role: DemoRole): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/home',
    headers: { cookie: await loginAs(role) },
  });
  expect(response.statusCode).toBe(200);
  const home = response.json() as {
    featuredArticles: Array<{ title: string }>;
    recentResources: Array<{ title: string }>;
  };
  return [...home.featuredArticles, ...home.recentResources].map((article) => article.title);
}

describe('agents_only articles', () => {
  it('are on Home for agents, support and superadmins, in both lists', async () => {
    for (const role of ['agent', 'support', 'admin'] as const) {
      const titles = await homeTitles(role);
      expect(
        titles.filter((title) => title === agentsOnlyTitle),
        role,
      ).toHaveLength(2);
    }
  });

  it('are never shown to team members or gurus', async () => {
    for (const role of ['member', 'guru'] as const) {
      expect(await homeTitles(role), role).not.toContain(agentsOnlyTitle);
    }
  });
});
