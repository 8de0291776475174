import { describe, expect, it } from 'vitest';
import { toSegments } from './highlight-segments.ts';

/** ts_headline's marks (\u0002 ... \u0003) become text segments the web renders without HTML. */
describe('search highlight segments', () => {
  it('splits the marked words out and decodes the entities of an HTML body', () => {
    expect(toSegments('Raise \u0002prices\u0003 &amp; keep clients', { isHtml: true })).toEqual([
      { text: 'Raise ', match: false },
      { text: 'prices', match: true },
      { text: ' & keep clients', match: false },
    ]);
  });

  it('keeps a numeric reference outside Unicode as written instead of failing the search', () => {
    expect(toSegments('a &#99999999; b &#x41;', { isHtml: true })).toEqual([
      { text: 'a &#99999999; b A', match: false },
    ]);
  });
});
