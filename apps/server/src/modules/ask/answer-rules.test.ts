import { describe, expect, it } from 'vitest';
import { CitationFilter, keepValidCitations, plainAnswer } from './answer-rules.ts';
import { chunkSource } from './chunking.ts';

describe('Ask the Library: citations', () => {
  it('keeps the numbers of given sources and removes invented ones', () => {
    expect(keepValidCitations('Price by value [1]. Raise yearly [2][7]. Never [9].', 2)).toBe(
      'Price by value [1]. Raise yearly [2]. Never.',
    );
    expect(keepValidCitations('Both [1, 3, 2].', 2)).toBe('Both [1, 2].');
  });

  it('filters citations split across streamed pieces', () => {
    const filter = new CitationFilter(2);
    const pieces = ['Charge by value [', '1]. Also', ' this [1', '2] and <b>that</b> [2].'];
    const sent = pieces.map((piece) => filter.push(piece)).join('') + filter.flush();
    expect(sent).toBe('Charge by value [1]. Also this and that [2].');
  });

  it('streams exactly the stored text, however the answer is cut (a bracket held open for long included)', () => {
    const answers = [
      `Raise prices yearly [1,${' '.repeat(30)}99]. Keep the rest [2].`,
      `Open [1,${' '.repeat(40)}2] and [${' '.repeat(30)}] and [see the appendix] [3] done [1]`,
      'Margins < 50% are low > sometimes; <b>bold</b> [1<i>]</i> and <a href="x">link</a> [9][2] [1, 7]',
      'Trailing citation [2]',
      'Ends open [1, ',
    ];
    for (const text of answers) {
      const whole = new CitationFilter(2);
      const stored = whole.push(text) + whole.flush();
      expect(stored).not.toMatch(/99|\[3\]|\[9\]|<b>/);
      for (const size of [1, 2, 3, 5, 7, 11]) {
        const filter = new CitationFilter(2);
        let streamed = '';
        for (let start = 0; start < text.length; start += size)
          streamed += filter.push(text.slice(start, start + size));
        streamed += filter.flush();
        expect(streamed, `${text} in pieces of ${size}`).toBe(stored);
      }
    }
  });

  it('answers plain text', () => {
    expect(plainAnswer('<script>x</script>Hello <b>you</b>')).toBe('xHello you');
  });
});

describe('Ask the Library: passages', () => {
  it('cuts by headings and paragraphs, with overlap in long sections', () => {
    const long = Array.from({ length: 900 }, (_, index) => `word${index}`).join(' ');
    const passages = chunkSource('Title', `<p>Intro text.</p><h2>Pricing</h2><p>${long}</p>`);
    expect(passages[0]).toMatchObject({ position: 0, heading: 'Title', content: 'Intro text.' });
    expect(passages.slice(1).every((passage) => passage.heading === 'Pricing')).toBe(true);
    expect(passages.length).toBeGreaterThanOrEqual(4);
    const second = passages[2]!.content.split(' ');
    // The next passage starts with the previous one's last words.
    expect(passages[1]!.content.endsWith(second.slice(0, 45).join(' '))).toBe(true);
    expect(new Set(passages.map((passage) => passage.contentHash)).size).toBe(passages.length);
  });
});
