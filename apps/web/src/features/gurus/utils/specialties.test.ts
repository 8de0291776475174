import { describe, expect, it } from 'vitest';
import { cardSpecialties } from './specialties';

describe('cardSpecialties', () => {
  it('shows 3 and counts the rest', () => {
    expect(cardSpecialties(['SEO', 'Sales', 'Hiring', 'Pricing', 'Ops'])).toEqual({
      shown: ['SEO', 'Sales', 'Hiring'],
      moreCount: 2,
    });
  });

  it('shows all of 3 or fewer', () => {
    expect(cardSpecialties(['SEO', 'Sales', 'Hiring'])).toEqual({
      shown: ['SEO', 'Sales', 'Hiring'],
      moreCount: 0,
    });
    expect(cardSpecialties([])).toEqual({ shown: [], moreCount: 0 });
  });
});
