// The initial JavaScript budget of docs/architecture.md ("Budgets"): what index.html loads before any route
// (its module script and the chunks it preloads) must stay under 150 KB gzip (1 KB = 1,000 bytes).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetKilobytes = 150;
const distDir = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(distDir, 'index.html'), 'utf8');
const initialScripts = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]);

let totalBytes = 0;
for (const script of new Set(initialScripts)) {
  const bytes = gzipSync(readFileSync(join(distDir, script.replace(/^\//, '')))).length;
  totalBytes += bytes;
  console.info(`${script}  ${(bytes / 1000).toFixed(1)} KB gzip`);
}
const totalKilobytes = totalBytes / 1000;
console.info(`initial JavaScript: ${totalKilobytes.toFixed(1)} KB gzip (budget ${budgetKilobytes} KB)`);
if (initialScripts.length === 0 || totalKilobytes >= budgetKilobytes) {
  console.error(
    initialScripts.length === 0 ? 'no scripts found in index.html' : 'over the initial JavaScript budget',
  );
  process.exit(1);
}
