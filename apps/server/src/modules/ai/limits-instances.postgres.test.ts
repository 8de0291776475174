import { randomUUID } from 'node:crypto';
import { articleMagicMessages as messages } from '@pillars/shared/ai/article-magic-messages';
import { teamMessages } from '@pillars/shared/team/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildInstances, closeInstances, signInDemo } from '../../../test/app-instances.ts';
import { defaultEnhancement, startFakeOpenAi } from '../../../test/fake-openai.ts';
import { createPostgresTestDatabase } from '../../../test/test-database.ts';
import type { App } from '../../app.ts';
import { openDatabase, queryRows } from '../../db/client.ts';
import { seedDemoData } from '../../db/seed/seed.ts';
import { invitationLimits } from '../team/invitation-limits.ts';

/**
 * The limits of issue 38 across two instances on one PostgreSQL, each with its own pool and
 * memory: an article being enhanced through one is refused through the other, and invitations
 * sent through both share one budget.
 */
const fakeAi = await startFakeOpenAi();
const database = await createPostgresTestDatabase();
const seeding = await openDatabase({ kind: 'postgres', url: database.url });
await seedDemoData(seeding.db);
const [article] = await queryRows<{ id: string }>(
  seeding.db,
  sql`select id from articles order by id limit 1`,
);
await seeding.close();

const instances = await buildInstances(database.url, {
  env: { OPENAI_API_KEY: 'sk-test-instances', OPENAI_BASE_URL: fakeAi.baseUrl, AI_TIMEOUT_MS: '20000' },
});
const [first, second] = instances as [App, App];
afterAll(async () => {
  await closeInstances(instances);
  await database.drop();
  await fakeAi.close();
});

describe('limits across instances', () => {
  it('refuses an article being enhanced through one instance when it is asked through the other', async () => {
    let finish!: () => void;
    const until = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const content = JSON.stringify(
      defaultEnhancement({ messages: [{ role: 'user', content: 'Title: Both' }] }),
    );
    fakeAi.answerWith({ kind: 'held', content, until });
    const url = `/api/admin/article-magic/${article!.id}/enhance`;
    const running = first.inject({
      method: 'POST',
      url,
      headers: { cookie: await signInDemo(first, 'admin@example.com') },
    });
    const deadline = Date.now() + 10_000;
    while (fakeAi.requests.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fakeAi.requests).toHaveLength(1);
    const refused = await second.inject({
      method: 'POST',
      url,
      headers: { cookie: await signInDemo(second, 'admin@example.com') },
    });
    finish();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(messages.alreadyEnhancing);
    expect((await running).statusCode).toBe(200);
    expect(fakeAi.requests).toHaveLength(1);
  });

  it("counts an agent's invitations through both instances against one budget", async () => {
    const cookies = [
      await signInDemo(first, 'agent@example.com'),
      await signInDemo(second, 'agent@example.com'),
    ];
    const invite = (index: number) =>
      instances[index % 2]!.inject({
        method: 'POST',
        url: '/api/team/members',
        headers: { cookie: cookies[index % 2]! },
        payload: {
          email: `both-${index}-${randomUUID().slice(0, 8)}@example.test`,
          firstName: 'Bo',
          lastName: 'Th',
        },
      });
    const answers = await Promise.all(
      Array.from({ length: invitationLimits.perInviterPerHour + 2 }, (_, index) => invite(index)),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(invitationLimits.perInviterPerHour);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(2);
    for (const answer of refused) {
      expect(answer.json().error.message).toMatch(/^Too many invitations\. Try again in \d+ minutes?\.$/);
      expect(answer.json().error.message).toBe(
        teamMessages.tooManyInvitations(/(in \d+ minutes?)/.exec(answer.json().error.message)![1]!),
      );
    }
  }, 120_000);
});
