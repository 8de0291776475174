import { describe, expect, it } from 'vitest';
import { normalizeWebAddress } from './messages.ts';

describe('normalizeWebAddress (issue 54: the directory takes northwind.example)', () => {
  it.each([
    ['northwind.example', 'https://northwind.example'],
    ['  northwind.example  ', 'https://northwind.example'],
    ['www.linkedin.com/in/sam-carter', 'https://www.linkedin.com/in/sam-carter'],
    ['shop.northwind.example:8080/about?x=1#team', 'https://shop.northwind.example:8080/about?x=1#team'],
    ['https://northwind.example', 'https://northwind.example'],
    ['HTTP://northwind.example/a', 'HTTP://northwind.example/a'],
    ['', ''],
    ['   ', ''],
  ])('keeps %j as %j', (typed, kept) => {
    expect(normalizeWebAddress(typed)).toBe(kept);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript://northwind.example/%0aalert(1)',
    'ftp://northwind.example',
    'mailto:sam@northwind.example',
    'data:text/html,hello',
    'northwind',
    'localhost:3000',
    'northwind example',
    'northwind..example',
    '-northwind.example',
    '192.168.0.1',
    'https://',
    'https://exa mple.com',
    '//northwind.example',
  ])('refuses %j', (typed) => {
    expect(normalizeWebAddress(typed)).toBeNull();
  });
});
