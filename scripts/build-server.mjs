#!/usr/bin/env node
// The server build of `npm start` (docs/decisions/061-server-runs-from-one-bundled-file.md):
// apps/server/src/server.ts and every module of ours it imports (the server's and the shared
// package's TypeScript) in one JavaScript file, apps/server/dist/server.mjs, that Node runs
// without a TypeScript loader. The packages of node_modules stay outside it, imported as
// they are.
//
// Why: under tsx every start resolved and compiled about 600 modules through a loader thread,
// about 2 s of CPU before the server did anything; the bundle loads in about a second. The
// tests that start real servers (restarts, crash safety, backups, scale-out, the browser
// tests' servers) start this same file, so they test what a deployment runs.
//
// It is built at every start (esbuild: under a second) into a file of its own, then renamed
// over dist/server.mjs: a process that is starting from it reads the old file or the new one,
// never half of one, and two starts at once in one checkout each rename a whole file. A
// running server has read the whole bundle at its start (nothing of ours is loaded later).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// esbuild is the server's dependency (apps/server/package.json): resolved from there.
const { build } = createRequire(join(root, 'apps/server/package.json'))('esbuild');
const serverBundlePath = join(root, 'apps/server/dist/server.mjs');

/**
 * Each of our modules keeps its own file's URL as `import.meta.url`, as when Node runs the
 * sources: the files a module finds beside itself (the migrations, the seed's documents, the
 * web build, createRequire for a package's files) are found from the bundle too.
 */
const ownFileUrls = {
  name: 'own-file-urls',
  setup(builder) {
    builder.onLoad({ filter: /[\\/](apps[\\/]server|packages[\\/]shared)[\\/]src[\\/].*\.ts$/ }, (file) => ({
      contents: readFileSync(file.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(file.path).href),
      ),
      loader: 'ts',
    }));
  },
};

/** Packages stay imports (resolved from apps/server at run time); `@pillars/shared` is ours. */
const packagesOutside = {
  name: 'packages-outside',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (imported) =>
      imported.path.startsWith('@pillars/') ? undefined : { path: imported.path, external: true },
    );
  },
};

async function buildServer() {
  mkdirSync(dirname(serverBundlePath), { recursive: true });
  const temporaryPath = `${serverBundlePath}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await build({
      entryPoints: [join(root, 'apps/server/src/server.ts')],
      outfile: temporaryPath,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      // Stack traces name the TypeScript files and lines (`node --enable-source-maps`). Inline,
      // so the map is renamed with the code in one step.
      sourcemap: 'inline',
      logLevel: 'warning',
      plugins: [packagesOutside, ownFileUrls],
    });
    renameSync(temporaryPath, serverBundlePath);
  } finally {
    rmSync(temporaryPath, { force: true });
  }
}

await buildServer();
