import { randomUUID } from 'node:crypto';
import { articleContentTypes } from '@pillars/shared/domain-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../client.ts';
import {
  articleCategoryMappings,
  articles,
  articleTopicMappings,
  events,
  eventTags,
  guruContent,
  guruSpecialties,
  gurus,
  keyElements,
  lessons,
  pillars,
  supportFaqItems,
  supportSettings,
  user,
} from '../schema/index.ts';
import { countStatements } from '../statement-counter.ts';
import { demoGurus } from './demo-content.ts';
import { seedDemoContent } from './seed-content.ts';

/** One bulk insert per table the content touches. */
const contentTableCount = 16;

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe('seedDemoContent', () => {
  let handle: DatabaseHandle;
  const adminUserId = randomUUID();
  const guruUserId = randomUUID();
  let statementCount = 0;

  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite-memory' });
    await handle.db.insert(user).values([
      { id: adminUserId, name: 'Alex Morgan', email: 'admin@example.com' },
      { id: guruUserId, name: 'Morgan Blake', email: 'guru@example.com' },
    ]);
    const { statements } = await countStatements(() =>
      seedDemoContent(handle.db, { adminUserId, guruUserId }),
    );
    statementCount = statements;
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('loads everything with one insert per table', () => {
    expect(statementCount).toBe(contentTableCount);
  });

  it('creates six pillars with the six icons, distinct colours and display orders 0..5', async () => {
    const pillarRows = await handle.db.select().from(pillars);
    expect(pillarRows).toHaveLength(6);
    expect(new Set(pillarRows.map((pillar) => pillar.icon))).toEqual(
      new Set(['Brain', 'Building', 'DollarSign', 'Cog', 'ListChecks', 'CheckSquare']),
    );
    expect(new Set(pillarRows.map((pillar) => pillar.color.toLowerCase())).size).toBe(6);
    for (const pillar of pillarRows) expect(pillar.color).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(pillarRows.map((pillar) => pillar.displayOrder).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(pillarRows.filter((pillar) => pillar.videoUrl !== null)).toHaveLength(4);
  });

  it('gives each pillar 3 to 4 key elements and each key element 3 to 6 ordered lessons', async () => {
    const keyElementRows = await handle.db.select().from(keyElements);
    const keyElementCounts = countBy(keyElementRows, (keyElement) => keyElement.pillarId);
    expect(keyElementCounts.size).toBe(6);
    for (const count of keyElementCounts.values()) {
      expect(count).toBeGreaterThanOrEqual(3);
      expect(count).toBeLessThanOrEqual(4);
    }

    const lessonRows = await handle.db.select().from(lessons);
    for (const keyElement of keyElementRows) {
      const positions = lessonRows
        .filter((lesson) => lesson.keyElementId === keyElement.id)
        .map((lesson) => lesson.orderPosition)
        .sort((first, second) => first - second);
      expect(positions.length).toBeGreaterThanOrEqual(3);
      expect(positions.length).toBeLessThanOrEqual(6);
      expect(positions).toEqual(positions.map((_, index) => index + 1));
    }
  });

  it('writes lessons as substantial HTML with paragraphs, a heading and a list', async () => {
    const lessonRows = await handle.db.select().from(lessons);
    for (const lesson of lessonRows) {
      expect(lesson.content.match(/<p>/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(lesson.content).toContain('<h3>');
      expect(lesson.content).toMatch(/<(ul|ol)>/);
      const words = countWords(lesson.content);
      expect(words, lesson.title).toBeGreaterThanOrEqual(120);
      expect(words, lesson.title).toBeLessThanOrEqual(250);
    }
    expect(lessonRows.some((lesson) => lesson.imageUrl !== null)).toBe(true);
  });

  it('creates 25 articles covering every content type', async () => {
    const articleRows = await handle.db.select().from(articles);
    expect(articleRows).toHaveLength(25);
    expect(articleRows.filter((article) => article.visibilityScope === 'agents_only')).toHaveLength(1);
    const typeCounts = countBy(articleRows, (article) => article.contentType);
    for (const contentType of articleContentTypes) {
      expect(typeCounts.get(contentType) ?? 0).toBeGreaterThanOrEqual(3);
    }

    const published = articleRows.filter((article) => article.isPublished);
    expect(published).toHaveLength(23);
    for (const article of published) expect(article.publishedAt).toBeInstanceOf(Date);
    expect(
      articleRows.filter((article) => !article.isPublished).every((article) => !article.publishedAt),
    ).toBe(true);
    expect(articleRows.filter((article) => article.isFeatured)).toHaveLength(6);

    for (const article of articleRows) {
      if (article.contentType === 'video') expect(article.videoUrl).toBeTruthy();
      if (article.contentType === 'document' || article.contentType === 'presentation') {
        expect(article.documentUrl).toBeTruthy();
      }
      expect([adminUserId, guruUserId]).toContain(article.authorId);
    }
  });

  it('maps every article to at least one category and one topic', async () => {
    const articleRows = await handle.db.select({ id: articles.id }).from(articles);
    const categoryCounts = countBy(
      await handle.db.select().from(articleCategoryMappings),
      (mapping) => mapping.articleId,
    );
    const topicCounts = countBy(
      await handle.db.select().from(articleTopicMappings),
      (mapping) => mapping.articleId,
    );
    for (const article of articleRows) {
      expect(categoryCounts.get(article.id) ?? 0).toBeGreaterThanOrEqual(1);
      expect(topicCounts.get(article.id) ?? 0).toBeGreaterThanOrEqual(1);
    }
  });

  it('creates six gurus, the first linked to the guru user', async () => {
    const guruRows = await handle.db.select().from(gurus);
    expect(guruRows).toHaveLength(6);
    expect(guruRows.filter((guru) => guru.isActive)).toHaveLength(5);

    const firstGuru = guruRows.find((guru) => guru.slug === demoGurus[0]!.slug);
    expect(firstGuru?.userId).toBe(guruUserId);
    expect(guruRows.filter((guru) => guru.userId !== null)).toHaveLength(1);

    const specialtyCounts = countBy(await handle.db.select().from(guruSpecialties), (row) => row.guruId);
    for (const guru of guruRows) {
      expect(specialtyCounts.get(guru.id) ?? 0).toBeGreaterThanOrEqual(2);
      expect(specialtyCounts.get(guru.id) ?? 0).toBeLessThanOrEqual(6);
    }
    expect([...specialtyCounts.values()].some((count) => count > 3)).toBe(true);

    const linkRows = await handle.db.select().from(guruContent);
    const linkCounts = countBy(linkRows, (link) => link.guruId);
    expect([...linkCounts.values()].some((count) => count >= 3)).toBe(true);

    // A published article that belongs to a guru appears on that guru's profile.
    const publishedGuruArticles = (await handle.db.select().from(articles)).filter(
      (article) => article.isPublished && article.guruId !== null,
    );
    for (const article of publishedGuruArticles) {
      expect(linkRows).toContainEqual({ guruId: article.guruId, articleId: article.id });
    }
  });

  it('creates eleven events: live and virtual, past and upcoming, hosted by the admin', async () => {
    const eventRows = await handle.db.select().from(events);
    expect(eventRows).toHaveLength(11);
    expect(new Set(eventRows.map((event) => event.type))).toEqual(new Set(['live', 'virtual']));

    const now = Date.now();
    expect(eventRows.filter((event) => event.dateTime.getTime() < now)).toHaveLength(3);
    expect(eventRows.filter((event) => event.dateTime.getTime() > now)).toHaveLength(8);
    expect(eventRows.filter((event) => event.isActive)).toHaveLength(10);
    expect(eventRows.some((event) => event.availableSeats === null)).toBe(true);
    expect(eventRows.some((event) => event.availableSeats === 5)).toBe(true);
    expect(eventRows.some((event) => event.registrationFeeCents === 0)).toBe(true);
    expect(eventRows.some((event) => event.registrationFeeCents > 0)).toBe(true);

    for (const event of eventRows) {
      expect(event.hostId).toBe(adminUserId);
      if (event.type === 'live') expect(event.location).toBeTruthy();
      if (event.type === 'virtual') expect(event.zoomLink).toBeTruthy();
    }

    const tagCounts = countBy(await handle.db.select().from(eventTags), (tag) => tag.eventId);
    expect([...tagCounts.values()].some((count) => count >= 3)).toBe(true);
  });

  it('creates the support settings row and eight FAQ items', async () => {
    const settingsRows = await handle.db.select().from(supportSettings);
    expect(settingsRows).toHaveLength(1);
    expect(settingsRows[0]).toMatchObject({
      supportTitle: 'How can we help?',
      faqTitle: 'Frequently Asked Questions',
    });

    const faqRows = await handle.db.select().from(supportFaqItems);
    expect(faqRows.map((item) => item.orderPosition).sort((first, second) => first - second)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });
});
