import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The import rule of docs/architecture.md ("The web app"), checked on every run: shared code (components, lib) ->
 * features -> app. A feature never imports another feature or the app layer; shared code
 * never imports a feature or the app.
 */
const sourceRoot = dirname(fileURLToPath(import.meta.url));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The source folder an import lands in: `features/learning`, `app`, `components`, ... */
function importedArea(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('@/')) target = join(sourceRoot, specifier.slice(2));
  else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
  else return null;
  const parts = relative(sourceRoot, target).split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? null);
}

function areaOf(file: string): string {
  const parts = relative(sourceRoot, file).split('/');
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]!;
}

const importPattern = /(?:from\s+|import\s*\(\s*)['"]([^'"]+)['"]/g;

describe('import boundaries', () => {
  const violations: string[] = [];
  for (const file of sourceFiles(sourceRoot)) {
    const area = areaOf(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(importPattern)) {
      const target = importedArea(file, specifier!);
      if (!target || target === area) continue;
      const isFeature = area.startsWith('features/');
      const isShared = area === 'components' || area === 'lib';
      const breaksRule =
        (isFeature && (target.startsWith('features/') || target === 'app')) ||
        (isShared && (target.startsWith('features/') || target === 'app'));
      if (breaksRule) violations.push(`${relative(sourceRoot, file)} imports ${specifier}`);
    }
  }

  it('has files to check', () => {
    expect(sourceFiles(join(sourceRoot, 'features')).length).toBeGreaterThan(5);
  });

  it('keeps features apart, and shared code free of features and the app', () => {
    expect(violations).toEqual([]);
  });
});
