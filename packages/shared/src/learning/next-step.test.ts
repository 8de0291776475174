import { describe, expect, it } from 'vitest';
import { nextStepAfter, type OutlinePillar } from './next-step.ts';

const pillar = (id: string, elements: Record<string, string[]>): OutlinePillar => ({
  id,
  slug: id,
  title: id,
  color: '#000000',
  keyElements: Object.entries(elements).map(([elementId, lessonIds]) => ({
    id: elementId,
    slug: elementId,
    title: elementId,
    lessons: lessonIds.map((lessonId) => ({ id: lessonId, title: lessonId })),
  })),
});

const outline = [pillar('p1', { e1: ['a', 'b'], e2: ['c'] }), pillar('p2', { e3: ['d', 'e'] })];
const completed =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe('nextStepAfter', () => {
  it('goes on to the next lesson of the key element', () => {
    const step = nextStepAfter(outline, 'a', completed());
    expect(step).toMatchObject({ kind: 'lesson', lesson: { id: 'b' } });
  });

  it('skips a lesson already completed and comes back to an earlier unfinished one', () => {
    expect(nextStepAfter(outline, 'b', completed())).toMatchObject({ kind: 'lesson', lesson: { id: 'a' } });
  });

  it('offers the next key element after the last lesson of one', () => {
    expect(nextStepAfter(outline, 'b', completed('a'))).toMatchObject({
      kind: 'keyElement',
      keyElement: { id: 'e2' },
      lesson: { id: 'c' },
    });
  });

  it('after the last lesson of a pillar: the pillar is done and the next unfinished pillar follows', () => {
    expect(nextStepAfter(outline, 'c', completed('a', 'b', 'd'))).toMatchObject({
      kind: 'pillarDone',
      pillar: { id: 'p1' },
      next: { pillar: { id: 'p2' }, lesson: { id: 'e' } },
    });
  });

  it('wraps round to an earlier pillar, and says nothing follows when all are done', () => {
    expect(nextStepAfter(outline, 'e', completed('d'))).toMatchObject({
      kind: 'pillarDone',
      next: { pillar: { id: 'p1' }, lesson: { id: 'a' } },
    });
    expect(nextStepAfter(outline, 'e', completed('a', 'b', 'c', 'd'))).toMatchObject({
      kind: 'pillarDone',
      next: null,
    });
  });

  it('answers null for a lesson it does not know', () => {
    expect(nextStepAfter(outline, 'zz', completed())).toBeNull();
  });
});
