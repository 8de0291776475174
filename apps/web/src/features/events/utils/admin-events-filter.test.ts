import { describe, expect, it } from 'vitest';
import { adminEventsSearch, readAdminEventsFilter } from './admin-events-filter';

describe('the admin events filter in the URL', () => {
  it('defaults to active upcoming events of every type', () => {
    expect(readAdminEventsFilter(new URLSearchParams())).toEqual({
      type: 'all',
      status: 'active',
      includePast: false,
    });
    expect(readAdminEventsFilter(new URLSearchParams('type=zoom&status=gone&past=yes'))).toEqual({
      type: 'all',
      status: 'active',
      includePast: false,
    });
  });

  it('round-trips through the URL, leaving defaults out', () => {
    const filter = { type: 'live', status: 'all', includePast: true } as const;
    const search = adminEventsSearch(filter);
    expect(search.toString()).toBe('type=live&status=all&past=1');
    expect(readAdminEventsFilter(search)).toEqual(filter);
    expect(adminEventsSearch({ type: 'all', status: 'active', includePast: false }).toString()).toBe('');
  });
});
