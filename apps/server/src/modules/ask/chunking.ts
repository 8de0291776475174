import { createHash } from 'node:crypto';

/*
 * Ask the Library's passages (decision 053): a source's HTML cut at its headings, each
 * section's paragraphs gathered into passages of about 300-500 tokens (counted as words *
 * 4/3, close enough for English and free), the last sentences of one passage repeated at the
 * start of the next (overlap) so that an answer across the cut is found whole.
 */

export interface Passage {
  position: number;
  heading: string;
  content: string;
  contentHash: string;
}

/** About 450 tokens at most, 60 tokens of overlap. */
export const passageWordLimit = 340;
export const overlapWords = 45;

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    const known = entities[name.toLowerCase()];
    if (known !== undefined) return known;
    if (!name.startsWith('#')) return whole;
    const codePoint =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
  });
}

const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

interface Section {
  heading: string;
  paragraphs: string[];
}

/** The HTML's sections: a heading (h1-h4) and the paragraphs under it. */
function sectionsOf(title: string, html: string): Section[] {
  const withoutHidden = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ');
  const sections: Section[] = [{ heading: title, paragraphs: [] }];
  const parts = withoutHidden.split(/(<h[1-4][^>]*>[\s\S]*?<\/h[1-4]>)/i);
  for (const part of parts) {
    const heading = /^<h[1-4][^>]*>([\s\S]*?)<\/h[1-4]>$/i.exec(part);
    if (heading) {
      const text = textOf(heading[1]!);
      if (text) sections.push({ heading: text, paragraphs: [] });
      continue;
    }
    const paragraphs = part
      .split(/<\/(?:p|li|div|blockquote|pre|tr|h5|h6)>|<br\s*\/?>|\n\s*\n/i)
      .map(textOf)
      .filter(Boolean);
    sections.at(-1)!.paragraphs.push(...paragraphs);
  }
  return sections.filter((section) => section.paragraphs.length > 0);
}

const wordsOf = (text: string) => text.split(' ').filter(Boolean);

export function hashPassage(heading: string, content: string): string {
  return createHash('sha256').update(heading).update('\u0000').update(content).digest('hex');
}

/** The passages of one source, in order. A source without text has none. */
export function chunkSource(title: string, html: string): Passage[] {
  const passages: Passage[] = [];
  const push = (heading: string, words: string[]) => {
    const content = words.join(' ');
    passages.push({
      position: passages.length,
      heading,
      content,
      contentHash: hashPassage(heading, content),
    });
  };
  for (const section of sectionsOf(title, html)) {
    let current: string[] = [];
    let fresh = 0;
    for (const paragraph of section.paragraphs) {
      let words = wordsOf(paragraph);
      // A paragraph longer than a passage is cut into pieces of its own.
      while (words.length > 0) {
        const room = passageWordLimit - current.length;
        if (words.length <= room) {
          current.push(...words);
          fresh += words.length;
          words = [];
        } else if (fresh > 0 && current.length > passageWordLimit / 2) {
          push(section.heading, current);
          current = current.slice(-overlapWords);
          fresh = 0;
        } else {
          current.push(...words.slice(0, room));
          fresh += room;
          words = words.slice(room);
          push(section.heading, current);
          current = current.slice(-overlapWords);
          fresh = 0;
        }
      }
    }
    if (fresh > 0) push(section.heading, current);
  }
  return passages;
}
