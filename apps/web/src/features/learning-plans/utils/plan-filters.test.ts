import { describe, expect, it } from 'vitest';
import {
  exportQueryOf,
  isFiltered,
  listQueryOf,
  parseContentValue,
  readPlanChoice,
  writePlanChoice,
} from './plan-filters';

const personId = '0b6c5d1e-2f3a-4b5c-8d7e-9f0a1b2c3d4e';
const pillarId = '1c7d6e2f-3a4b-4c5d-9e8f-0a1b2c3d4e5f';
const organizationId = '2d8e7f3a-4b5c-4d6e-8f9a-1b2c3d4e5f6a';

describe('plan filters in the URL', () => {
  it('reads an empty URL as the defaults: every assignment, due date ascending, page 1', () => {
    expect(readPlanChoice(new URLSearchParams())).toEqual({
      organizationId: null,
      userId: null,
      status: null,
      content: null,
      sort: 'due',
      direction: 'asc',
      page: 1,
    });
  });

  it('reads every filter, the order and the page', () => {
    const params = new URLSearchParams({
      organization: organizationId,
      person: personId,
      status: 'overdue',
      content: `pillar:${pillarId}`,
      sort: 'person',
      direction: 'desc',
      page: '3',
    });
    expect(readPlanChoice(params)).toEqual({
      organizationId,
      userId: personId,
      status: 'overdue',
      content: { kind: 'pillar', id: pillarId },
      sort: 'person',
      direction: 'desc',
      page: 3,
    });
  });

  it('reads values it does not know as the defaults', () => {
    const choice = readPlanChoice(
      new URLSearchParams({
        status: 'late',
        content: 'article:x',
        sort: 'size',
        direction: 'up',
        page: '-2',
      }),
    );
    expect(choice).toMatchObject({ status: null, content: null, sort: 'due', direction: 'asc', page: 1 });
    expect(parseContentValue('lesson:')).toBeNull();
    expect(parseContentValue(`key_element:${pillarId}`)).toEqual({ kind: 'key_element', id: pillarId });
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const current = readPlanChoice(new URLSearchParams());
    const written = writePlanChoice(new URLSearchParams({ other: 'kept' }), current, {
      status: 'completed_late',
      content: { kind: 'lesson', id: pillarId },
    });
    expect(Object.fromEntries(written)).toEqual({
      other: 'kept',
      status: 'completed_late',
      content: `lesson:${pillarId}`,
    });
  });

  it('goes back to the first page when a filter changes, and turns pages when asked', () => {
    const onPageThree = readPlanChoice(new URLSearchParams({ page: '3', status: 'overdue' }));
    expect(writePlanChoice(new URLSearchParams(), onPageThree, { userId: personId }).get('page')).toBeNull();
    expect(writePlanChoice(new URLSearchParams(), onPageThree, { page: 4 }).get('page')).toBe('4');
    const cleared = writePlanChoice(new URLSearchParams({ status: 'overdue' }), onPageThree, {
      status: null,
    });
    expect(cleared.has('status')).toBe(false);
  });

  it('round-trips: what is written reads back the same', () => {
    const choice = {
      organizationId,
      userId: personId,
      status: 'in_progress' as const,
      content: { kind: 'key_element' as const, id: pillarId },
      sort: 'assigned' as const,
      direction: 'desc' as const,
      page: 2,
    };
    const written = writePlanChoice(new URLSearchParams(), readPlanChoice(new URLSearchParams()), choice);
    expect(readPlanChoice(written)).toEqual(choice);
  });

  it('gives the list and the export the same filters (the export without a page)', () => {
    const choice = readPlanChoice(
      new URLSearchParams({ person: personId, content: `pillar:${pillarId}`, page: '2' }),
    );
    expect(exportQueryOf(choice)).toEqual({
      userId: personId,
      contentKind: 'pillar',
      contentId: pillarId,
      sort: 'due',
      direction: 'asc',
    });
    expect(listQueryOf(choice)).toEqual({ ...exportQueryOf(choice), page: 2 });
    expect(isFiltered(choice)).toBe(true);
    expect(isFiltered(readPlanChoice(new URLSearchParams({ sort: 'person' })))).toBe(false);
  });
});
