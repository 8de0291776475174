import { describe, expect, it } from 'vitest';
import { getInitials } from './initials.ts';

describe('getInitials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(getInitials({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('AL');
    expect(getInitials({ firstName: 'émile', lastName: 'zola' })).toBe('ÉZ');
  });

  it('takes the first two letters of the first name without a last name', () => {
    expect(getInitials({ firstName: 'Grace', lastName: '' })).toBe('GR');
    expect(getInitials({ firstName: '  jo ', lastName: '   ' })).toBe('JO');
    expect(getInitials({ firstName: 'Q' })).toBe('Q');
  });

  it("falls back to 'AB' without a first name", () => {
    expect(getInitials({ firstName: '', lastName: 'Hopper' })).toBe('AB');
    expect(getInitials({ firstName: null, lastName: null })).toBe('AB');
    expect(getInitials({})).toBe('AB');
  });
});
