import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as harfbuzz from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain JavaScript script (no types); the test reads what it exports.
import { fontFaceOf, fontPath, sourceFontPath, stylesPath } from '../scripts/subset-font.mjs';

// wawoff2 has no types: decompress(woff2) resolves to the font's TrueType bytes.
const wawoff2 = createRequire(import.meta.url)('wawoff2') as {
  decompress(woff2: Uint8Array): Promise<Uint8Array>;
};

/** The characters a WOFF2 font has and its weight axis, as a browser reads them. */
async function readFont(path: string) {
  const face = new harfbuzz.Face(new harfbuzz.Blob(await wawoff2.decompress(readFileSync(path))));
  const { min, max } = face.getAxisInfos().wght ?? {};
  return { characters: new Set(face.collectUnicodes()), weights: { min, max } };
}

/**
 * The app's Inter (decision 060) is the file scripts/subset-font.mjs writes from Fontsource's
 * font and the @font-face rule of styles.css: a weight or a character range added to the rule
 * without a new file would show that text in the fallback font, and a file cut further than the
 * rule says would do the same for the characters it lost.
 */
describe('the shipped Inter file', () => {
  it("has every character of Fontsource's latin Inter that the @font-face rule declares, and the rule's weights", async () => {
    const rule = fontFaceOf(readFileSync(stylesPath, 'utf8'));
    // One after the other: wawoff2's WebAssembly decoder is not reentrant.
    const shipped = await readFont(fontPath);
    const source = await readFont(sourceFontPath);

    const declared = new Set<number>(rule.codePoints);
    const expected = [...source.characters].filter((character) => declared.has(character));
    expect([...shipped.characters].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    expect(shipped.weights).toEqual(rule.weights);
  });

  it('is cut to the weights the app writes, and has the latin letters and punctuation', () => {
    const { weights, codePoints } = fontFaceOf(readFileSync(stylesPath, 'utf8'));
    // font-normal to font-bold: apps/web uses no other weight.
    expect(weights).toEqual({ min: 400, max: 700 });
    for (const character of 'Aa€’–…éßñ') expect(codePoints).toContain(character.codePointAt(0));
  });
});
