#!/usr/bin/env node
// `node scripts/subset-font.mjs`: writes the app's Inter file, apps/web/src/assets/fonts/inter.woff2,
// from Fontsource's latin variable font (weights 100 to 900, 48 KB) cut to what the app uses:
// the characters and the weights that the `@font-face` rule of apps/web/src/styles.css
// declares (its `unicode-range` and `font-weight`, read from there: one place says both). The
// font is on every page's first screen, beside its scripts, so its bytes count in the largest
// paint on a slow phone (docs/decisions/060-inter-cut-to-the-app.md).
//
//   node scripts/subset-font.mjs          write the file
//   node scripts/subset-font.mjs --check  exit 1 when the committed file is not what it writes
//
// test/font-subset.test.ts reads the committed file as a browser does (its characters and its
// weight axis) against the rule: a weight or a range added to styles.css without a new file
// fails the tests. (It does not run this script: WOFF2 compression takes seconds.)
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = fileURLToPath(new URL('..', import.meta.url));
export const stylesPath = `${root}apps/web/src/styles.css`;
export const fontPath = `${root}apps/web/src/assets/fonts/inter.woff2`;
export const sourceFontPath = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

/** The `unicode-range` and `font-weight` of the Inter `@font-face` rule in styles.css. */
export function fontFaceOf(css) {
  const rule = css.match(/@font-face\s*{[^}]*"Inter Variable"[^}]*}/)?.[0];
  if (!rule) throw new Error('styles.css has no @font-face rule for "Inter Variable"');
  const weights = rule.match(/font-weight:\s*(\d+)\s+(\d+);/);
  const ranges = rule.match(/unicode-range:([^;]+);/);
  if (!weights || !ranges) throw new Error('the Inter @font-face rule needs font-weight and unicode-range');
  return {
    weights: { min: Number(weights[1]), max: Number(weights[2]) },
    codePoints: ranges[1].split(',').flatMap((range) => {
      const [first, last = first] = range.trim().replace(/^U\+/i, '').split('-');
      const from = Number.parseInt(first, 16);
      const to = Number.parseInt(last, 16);
      return Array.from({ length: to - from + 1 }, (_, index) => from + index);
    }),
  };
}

/** The cut font's bytes: the same input and subset-font version give the same bytes. */
export async function subsetInter() {
  const { weights, codePoints } = fontFaceOf(readFileSync(stylesPath, 'utf8'));
  return subsetFont(readFileSync(sourceFontPath), String.fromCodePoint(...codePoints), {
    targetFormat: 'woff2',
    variationAxes: { wght: weights },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetInter();
  if (process.argv.includes('--check')) {
    const same = Buffer.compare(font, readFileSync(fontPath)) === 0;
    console.info(
      same ? 'The Inter file is up to date.' : 'The Inter file is stale: run node scripts/subset-font.mjs',
    );
    process.exitCode = same ? 0 : 1;
  } else {
    writeFileSync(fontPath, font);
    console.info(`Wrote ${fontPath} (${font.length} bytes).`);
  }
}
