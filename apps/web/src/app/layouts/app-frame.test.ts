import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppFrame } from './app-frame';

/** Markup without the line breaks and indentation between tags. */
function normalized(html: string): string {
  return html.replace(/>\s+</g, '><').replace(/\s+/g, ' ').trim();
}

describe('the start-up frame', () => {
  it('is the same in index.html (painted before any script) as in React (shown until the page is known)', () => {
    const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
    const rootContent = indexHtml.match(/<div id="root">([\s\S]*)<\/div>\s*<script/)?.[1];
    expect(rootContent, 'index.html has a #root before its script').toBeDefined();
    expect(normalized(rootContent ?? '')).toBe(renderToStaticMarkup(createElement(AppFrame)));
  });
});
