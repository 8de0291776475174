import { describe, expect, it } from 'vitest';
import { xssPayloads } from '../../../e2e/support/xss-payloads.ts';
import { scriptsIn } from './script-in-html.ts';

describe('scriptsIn (the XSS tests use it on sanitised HTML)', () => {
  it('finds what could run in the raw payloads, and nothing in the same text escaped', () => {
    const raw = xssPayloads.join('\n');
    expect(scriptsIn(raw).length).toBeGreaterThan(50);
    expect(scriptsIn('<img src="x" onerror="go()">')).toEqual(['<img onerror>']);
    expect(scriptsIn('<a href=" javascript:go()">x</a>')).toEqual(['<a href= javascript:go()>']);
    const escaped = raw.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
    expect(scriptsIn(escaped)).toEqual([]);
    expect(scriptsIn('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toEqual([]);
  });
});
