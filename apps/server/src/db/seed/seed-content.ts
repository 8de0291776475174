import { formatBody } from '../../lib/format-body.ts';
import type { Executor } from '../client.ts';
import {
  articleCategories,
  articleCategoryMappings,
  articles,
  articleTopicMappings,
  articleTopics,
  communityPosts,
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
} from '../schema/index.ts';
import {
  type DemoAuthorKey,
  demoArticleCategories,
  demoArticleComments,
  demoArticles,
  demoArticleTopics,
  demoEvents,
  demoFaqItems,
  demoGurus,
  demoPillars,
  demoSupportSettings,
} from './demo-content.ts';

export interface DemoContentPeople {
  adminUserId: string;
  guruUserId: string;
}

const millisecondsPerDay = 24 * 60 * 60 * 1000;

function shiftDays(now: Date, days: number): Date {
  return new Date(now.getTime() + days * millisecondsPerDay);
}

/** An event's start: `daysFromNow` days from now, at a fixed UTC time of day. */
function eventStart(now: Date, daysFromNow: number, startTimeUtc: string): Date {
  const [hours = 0, minutes = 0] = startTimeUtc.split(':').map(Number);
  const start = shiftDays(now, daysFromNow);
  start.setUTCHours(hours, minutes, 0, 0);
  return start;
}

/** Looks up an id by key and fails loudly: a missing key is a mistake in demo-content.ts. */
function requireId(idsByKey: Map<string, string>, key: string, what: string): string {
  const id = idsByKey.get(key);
  if (!id) throw new Error(`Demo content refers to an unknown ${what}: '${key}'.`);
  return id;
}

/**
 * Inserts the demo learning content, articles, gurus, events and support page: one bulk
 * insert per table (the ids come back through `returning`), so the whole load is a fixed
 * number of statements however much content there is.
 */
export async function seedDemoContent(db: Executor, people: DemoContentPeople): Promise<void> {
  const now = new Date();
  const userIdByAuthorKey: Record<DemoAuthorKey, string> = {
    admin: people.adminUserId,
    guru: people.guruUserId,
  };

  const categoryRows = await db
    .insert(articleCategories)
    .values(demoArticleCategories)
    .returning({ id: articleCategories.id, name: articleCategories.name });
  const categoryIdByName = new Map(categoryRows.map((row) => [row.name, row.id]));

  const topicRows = await db
    .insert(articleTopics)
    .values(demoArticleTopics)
    .returning({ id: articleTopics.id, name: articleTopics.name });
  const topicIdByName = new Map(topicRows.map((row) => [row.name, row.id]));

  const pillarRows = await db
    .insert(pillars)
    .values(
      demoPillars.map((pillar) => ({
        title: pillar.title,
        description: pillar.description,
        slug: pillar.slug,
        color: pillar.color,
        icon: pillar.icon,
        overlayImageUrl: pillar.overlayImageUrl,
        videoUrl: pillar.video?.url ?? null,
        videoTitle: pillar.video?.title ?? null,
        videoDuration: pillar.video?.duration ?? null,
        displayOrder: pillar.displayOrder,
      })),
    )
    .returning({ id: pillars.id, slug: pillars.slug });
  const pillarIdBySlug = new Map(pillarRows.map((row) => [row.slug, row.id]));

  // Key elements are listed by created_at; one statement would give them all the same
  // timestamp, so each gets its own, a second apart, in the order they are written.
  const keyElementValues = demoPillars.flatMap((pillar) =>
    pillar.keyElements.map((keyElement) => ({
      pillarId: requireId(pillarIdBySlug, pillar.slug, 'pillar'),
      title: keyElement.title,
      description: keyElement.description,
      slug: keyElement.slug,
    })),
  );
  const keyElementRows = await db
    .insert(keyElements)
    .values(
      keyElementValues.map((keyElement, index) => ({
        ...keyElement,
        createdAt: new Date(now.getTime() - (keyElementValues.length - index) * 1000),
      })),
    )
    .returning({ id: keyElements.id, pillarId: keyElements.pillarId, slug: keyElements.slug });
  // Key element slugs are unique only within their pillar.
  const keyElementIdByPath = new Map(keyElementRows.map((row) => [`${row.pillarId}/${row.slug}`, row.id]));

  await db.insert(lessons).values(
    demoPillars.flatMap((pillar) => {
      const pillarId = requireId(pillarIdBySlug, pillar.slug, 'pillar');
      return pillar.keyElements.flatMap((keyElement) => {
        const keyElementId = requireId(keyElementIdByPath, `${pillarId}/${keyElement.slug}`, 'key element');
        return keyElement.lessons.map((lesson) => ({
          keyElementId,
          title: lesson.title,
          content: lesson.content,
          imageUrl: lesson.imageUrl,
          orderPosition: lesson.orderPosition,
        }));
      });
    }),
  );

  // The first guru is the demo guru account's own profile.
  const guruRows = await db
    .insert(gurus)
    .values(
      demoGurus.map(({ specialties, linkedArticleSlugs, ...guru }, index) => ({
        ...guru,
        userId: index === 0 ? people.guruUserId : null,
      })),
    )
    .returning({ id: gurus.id, slug: gurus.slug });
  const guruIdBySlug = new Map(guruRows.map((row) => [row.slug, row.id]));

  await db.insert(guruSpecialties).values(
    demoGurus.flatMap((guru) =>
      guru.specialties.map((specialty) => ({
        guruId: requireId(guruIdBySlug, guru.slug, 'guru'),
        specialty,
      })),
    ),
  );

  const articleRows = await db
    .insert(articles)
    .values(
      demoArticles.map((article) => {
        const publishedAt =
          article.publishedDaysAgo === null ? null : shiftDays(now, -article.publishedDaysAgo);
        // Drafts were written recently; published articles were written when published.
        const writtenAt = publishedAt ?? shiftDays(now, -1);
        return {
          title: article.title,
          subtitle: article.subtitle,
          slug: article.slug,
          featuredImageUrl: article.featuredImageUrl,
          body: article.body,
          proTip: article.proTip,
          isFeatured: article.isFeatured,
          isPublished: article.isPublished,
          publishedAt,
          contentType: article.contentType,
          visibilityScope: article.visibilityScope,
          videoUrl: article.videoUrl,
          documentUrl: article.documentUrl,
          contentImages: article.contentImages,
          authorId: userIdByAuthorKey[article.authorKey],
          guruId: article.guruSlug === null ? null : requireId(guruIdBySlug, article.guruSlug, 'guru'),
          estimatedReadTimeMinutes: article.estimatedReadTimeMinutes,
          createdAt: writtenAt,
          updatedAt: writtenAt,
        };
      }),
    )
    .returning({ id: articles.id, slug: articles.slug });
  const articleIdBySlug = new Map(articleRows.map((row) => [row.slug, row.id]));

  await db.insert(articleCategoryMappings).values(
    demoArticles.flatMap((article) =>
      article.categoryNames.map((categoryName) => ({
        articleId: requireId(articleIdBySlug, article.slug, 'article'),
        categoryId: requireId(categoryIdByName, categoryName, 'category'),
      })),
    ),
  );

  await db.insert(articleTopicMappings).values(
    demoArticles.flatMap((article) =>
      article.topicNames.map((topicName) => ({
        articleId: requireId(articleIdBySlug, article.slug, 'article'),
        topicId: requireId(topicIdByName, topicName, 'topic'),
      })),
    ),
  );

  await db.insert(guruContent).values(
    demoGurus.flatMap((guru) =>
      guru.linkedArticleSlugs.map((articleSlug) => ({
        guruId: requireId(guruIdBySlug, guru.slug, 'guru'),
        articleId: requireId(articleIdBySlug, articleSlug, 'article'),
      })),
    ),
  );

  await db.insert(communityPosts).values(
    demoArticleComments.map((comment) => {
      const createdAt = new Date(now.getTime() - comment.hoursAgo * 60 * 60 * 1000);
      return {
        articleId: requireId(articleIdBySlug, comment.articleSlug, 'article'),
        authorId: userIdByAuthorKey[comment.authorKey],
        body: comment.content,
        bodyHtml: formatBody(comment.content, { linkify: false }),
        createdAt,
        lastActivityAt: createdAt,
      };
    }),
  );

  const eventRows = await db
    .insert(events)
    .values(
      demoEvents.map(({ tags, daysFromNow, startTimeUtc, ...event }) => ({
        ...event,
        dateTime: eventStart(now, daysFromNow, startTimeUtc),
        hostId: people.adminUserId,
      })),
    )
    .returning({ id: events.id, title: events.title });
  const eventIdByTitle = new Map(eventRows.map((row) => [row.title, row.id]));

  await db
    .insert(eventTags)
    .values(
      demoEvents.flatMap((event) =>
        event.tags.map((tag) => ({ eventId: requireId(eventIdByTitle, event.title, 'event'), tag })),
      ),
    );

  await db.insert(supportSettings).values({ id: 1, ...demoSupportSettings });
  await db.insert(supportFaqItems).values(demoFaqItems);
}
