import { describe, expect, it } from 'vitest';
import { filterFaqItems } from './faq-search';

const items = [
  { id: 'a', question: 'How do I reset my password?', answer: 'Use the Forgot password link.' },
  { id: 'b', question: 'Can I invite my team?', answer: 'Agents invite members from Team Management.' },
  { id: 'c', question: 'Where are the recordings?', answer: 'Past events keep their recording.' },
];

describe('filterFaqItems', () => {
  it('keeps every item, in order, for an empty or blank search', () => {
    expect(filterFaqItems(items, '').map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(filterFaqItems(items, '   ').map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('matches the question or the answer, ignoring case', () => {
    expect(filterFaqItems(items, 'PASSWORD').map((item) => item.id)).toEqual(['a']);
    expect(filterFaqItems(items, 'team management').map((item) => item.id)).toEqual(['b']);
  });

  it('needs every word, in any order', () => {
    expect(filterFaqItems(items, 'recording past').map((item) => item.id)).toEqual(['c']);
    expect(filterFaqItems(items, 'recording password')).toEqual([]);
  });
});
