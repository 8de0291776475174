import { diffArrays } from 'diff';

/*
 * The preview's word-level diff of two HTML bodies, side by side (issue 25). Each body is cut
 * into tags, runs of whitespace and words; `diff` (jsdiff, Myers' algorithm) compares the two
 * token lists; then each side is rebuilt from ITS OWN tokens, in its own order, with its changed
 * words wrapped: removed words in <s> on the original side, added words in <mark> on the
 * enhanced side. A side never gets the other side's tags, so its HTML keeps its own structure,
 * and the marks wrap single words inside text, where any element may hold them. Both tags are
 * on the shared allow-list, so the result goes through RichText like any body.
 */

interface Token {
  kind: 'tag' | 'space' | 'word';
  text: string;
}

function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  for (const part of html.split(/(<[^>]*>)/)) {
    if (part === '') continue;
    if (part.startsWith('<')) {
      tokens.push({ kind: 'tag', text: part });
      continue;
    }
    for (const piece of part.split(/(\s+)/)) {
      if (piece === '') continue;
      tokens.push({ kind: /^\s+$/.test(piece) ? 'space' : 'word', text: piece });
    }
  }
  return tokens;
}

/** What is compared: tags and words as they are; any whitespace is the same whitespace. */
const keyOf = (token: Token) => (token.kind === 'space' ? ' ' : token.text);

export interface WordDiff {
  /** The original body with its removed words in <s>. */
  originalHtml: string;
  /** The enhanced body with its added words in <mark>. */
  enhancedHtml: string;
  addedWords: number;
  removedWords: number;
}

export function diffHtmlWords(originalHtml: string, enhancedHtml: string): WordDiff {
  const before = tokenize(originalHtml);
  const after = tokenize(enhancedHtml);
  const changes = diffArrays(before.map(keyOf), after.map(keyOf));
  let original = '';
  let enhanced = '';
  let addedWords = 0;
  let removedWords = 0;
  let beforeIndex = 0;
  let afterIndex = 0;
  for (const change of changes) {
    const count = change.count ?? change.value.length;
    if (change.removed) {
      for (const token of before.slice(beforeIndex, beforeIndex + count)) {
        if (token.kind === 'word') {
          removedWords += 1;
          original += `<s>${token.text}</s>`;
        } else {
          original += token.text;
        }
      }
      beforeIndex += count;
    } else if (change.added) {
      for (const token of after.slice(afterIndex, afterIndex + count)) {
        if (token.kind === 'word') {
          addedWords += 1;
          enhanced += `<mark>${token.text}</mark>`;
        } else {
          enhanced += token.text;
        }
      }
      afterIndex += count;
    } else {
      original += before
        .slice(beforeIndex, beforeIndex + count)
        .map((token) => token.text)
        .join('');
      enhanced += after
        .slice(afterIndex, afterIndex + count)
        .map((token) => token.text)
        .join('');
      beforeIndex += count;
      afterIndex += count;
    }
  }
  return { originalHtml: original, enhancedHtml: enhanced, addedWords, removedWords };
}
