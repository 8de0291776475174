import { type APIRequestContext, expect } from '@playwright/test';
import { demoEmails, demoPassword } from './login.ts';

/**
 * The admin API for a test's own content: a pillar made through it, and deleted by the test
 * at its end (its lessons, and the members' progress on them, go with it), so the demo's
 * pillars stay as the other tests expect.
 */

/** A request context signed in as the demo superadmin. */
export async function adminApi(
  baseURL: string,
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
): Promise<APIRequestContext> {
  const api = await playwright.request.newContext({ baseURL });
  const signIn = await api.post('/api/auth/sign-in', {
    data: { email: demoEmails.admin, password: demoPassword },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return api;
}

export interface TestPillar {
  id: string;
  title: string;
  slug: string;
  elementId: string;
  elementSlug: string;
  /** The lessons' ids, in the order of their titles. */
  lessonIds: string[];
}

/** A pillar with one key element and its lessons (a paragraph of text each). */
export async function createPillarWithLessons(
  api: APIRequestContext,
  input: { title: string; slug: string; element: { title: string; slug: string }; lessons: string[] },
): Promise<TestPillar> {
  const pillar = await api.post('/api/admin/pillars', {
    data: {
      title: input.title,
      description: `A pillar of the ${input.title} test.`,
      slug: input.slug,
      color: '#0E7490',
      icon: 'BookOpen',
      overlayImageUrl: '',
      videoUrl: '',
      videoTitle: '',
      videoDuration: '',
    },
  });
  expect(pillar.status(), await pillar.text()).toBe(201);
  const pillarId = (await pillar.json()).pillar.id as string;
  const element = await api.post(`/api/admin/pillars/${pillarId}/elements`, {
    data: { title: input.element.title, description: 'The one key element.', slug: input.element.slug },
  });
  expect(element.status(), await element.text()).toBe(201);
  const elementId = (await element.json()).keyElement.id as string;
  const lessonIds: string[] = [];
  for (const lessonTitle of input.lessons) {
    const lesson = await api.post(`/api/admin/key-elements/${elementId}/lessons`, {
      data: { title: lessonTitle, content: `<p>${lessonTitle}.</p>`, imageUrl: '' },
    });
    expect(lesson.status(), await lesson.text()).toBe(201);
    lessonIds.push((await lesson.json()).lesson.id as string);
  }
  return {
    id: pillarId,
    title: input.title,
    slug: input.slug,
    elementId,
    elementSlug: input.element.slug,
    lessonIds,
  };
}
