import { learningEndpoints } from '@pillars/shared/learning/endpoints';
import { toProgress } from '@pillars/shared/learning/progress';
import type { KeyElementDetailResponse, LessonDetail } from '@pillars/shared/learning/schemas';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A key element with its lessons, each with completion and bookmark; 404 'Content not found'. */
export function getKeyElement(pillarSlug: string, elementSlug: string): Promise<KeyElementDetailResponse> {
  return callEndpoint(learningEndpoints.getKeyElement, { params: { pillarSlug, elementSlug } });
}

export function keyElementQueryOptions(pillarSlug: string, elementSlug: string) {
  return queryOptions({
    queryKey: queryKeys.keyElement(pillarSlug, elementSlug),
    queryFn: () => getKeyElement(pillarSlug, elementSlug),
  });
}

export function useKeyElement(pillarSlug: string, elementSlug: string) {
  return useQuery(keyElementQueryOptions(pillarSlug, elementSlug));
}

/** Which cached key element a lesson mutation writes to. */
export interface KeyElementRef {
  pillarSlug: string;
  elementSlug: string;
}

export function findCachedLesson(
  queryClient: QueryClient,
  { pillarSlug, elementSlug }: KeyElementRef,
  lessonId: string,
): LessonDetail | undefined {
  const data = queryClient.getQueryData(keyElementQueryOptions(pillarSlug, elementSlug).queryKey);
  return data?.lessons.find((lesson) => lesson.id === lessonId);
}

/**
 * Changes one lesson in the cached key element; the progress follows the lessons'
 * completion marks, so it always agrees with the list on screen.
 */
export function updateCachedLesson(
  queryClient: QueryClient,
  { pillarSlug, elementSlug }: KeyElementRef,
  lessonId: string,
  update: (lesson: LessonDetail) => LessonDetail,
): void {
  queryClient.setQueryData(keyElementQueryOptions(pillarSlug, elementSlug).queryKey, (data) => {
    if (!data) return data;
    const lessons = data.lessons.map((lesson) => (lesson.id === lessonId ? update(lesson) : lesson));
    const completed = lessons.filter((lesson) => lesson.isCompleted).length;
    return { ...data, lessons, progress: toProgress(completed, lessons.length) };
  });
}
