import type { AskSourceLink } from '@pillars/shared/ask/schemas';
import { paths } from '@/lib/paths';

/** Where a source opens: the article, the lesson in its viewer, the pillar's page, or the FAQ on Support. */
export function hrefOf(link: AskSourceLink): string {
  if (link.type === 'article') return paths.resource(link.slug);
  if (link.type === 'lesson') return paths.keyElement(link.pillarSlug, link.elementSlug, link.lessonId);
  if (link.type === 'pillar') return paths.pillar(link.pillarSlug);
  return paths.support;
}
