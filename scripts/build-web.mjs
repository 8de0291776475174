#!/usr/bin/env node
// The web build of `npm start` and `npm run build -w apps/web` (docs/decisions/042-build-once-start-many.md):
// builds only when the build is missing or stale, into a new folder, swapped in at once.
//
//   apps/web/builds/<source hash>/   one complete build each (Vite's output, compressed copies)
//   apps/web/dist -> builds/<id>     the current build: a symlink, replaced by a rename
//
// A running instance serves what `dist` points to at each request, and the hashed
// `/assets/*` files of the builds kept beside it (the last three), so a page opened before a
// deploy still loads its lazy chunks. Nothing a server may be serving is ever written or
// emptied: Vite writes into `builds/<id>.tmp`, renamed to `builds/<id>` once complete, and the
// `dist` symlink is replaced by renaming a new symlink over it (atomic on POSIX). Two starts
// at once in one checkout take turns on a lock file: the second finds the build done.
//
// "Stale" is by content: a hash of what the build reads (apps/web but its tests, the shared
// package's sources, the lockfile, the VITE_* variables Vite may inline). The same sources
// give the same folder, so returning to an earlier version swaps its kept build back in.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webDir = join(root, 'apps/web');
const distLink = join(webDir, 'dist');
const buildsDir = join(webDir, 'builds');
const lockPath = join(buildsDir, '.build.lock');
/** The current build and the two before it: pages opened up to two deploys ago still load their chunks. */
const keptBuilds = 3;
const lockWaitMs = 10 * 60_000;

/** What the build reads (folders without their tests, node_modules and builds; and files). */
const sourceRoots = ['apps/web', 'packages/shared/src', 'packages/shared/package.json'];
const sourceFiles = ['package-lock.json', 'tsconfig.base.json'];
const skippedFolders = new Set(['node_modules', 'dist', 'builds']);
const isTestFile = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

function listFiles(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [path];
  const files = [];
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) files.push(...listFiles(child));
    } else if (entry.isFile() && !isTestFile(entry.name)) {
      files.push(child);
    }
  }
  return files;
}

function sourceHash() {
  const hash = createHash('sha256');
  const files = [...sourceRoots, ...sourceFiles]
    .flatMap((path) => listFiles(join(root, path)))
    .map((path) => relative(root, path).split('\\').join('/'))
    .sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  // Vite inlines the VITE_* variables the code names (import.meta.env).
  const viteVariables = Object.keys(process.env).filter((key) => key.startsWith('VITE_'));
  for (const name of viteVariables.sort()) {
    hash.update(`env:${name}=${process.env[name]}\0`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The build `dist` points to, if it is one of ours and complete. */
function currentBuildId() {
  const stat = lstatSync(distLink, { throwIfNoEntry: false });
  if (!stat?.isSymbolicLink()) return null;
  const target = readlinkSync(distLink);
  if (dirname(target) !== 'builds' || !existsSync(join(webDir, target, 'index.html'))) return null;
  return basename(target);
}

function isProcessRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** The pid in the lock file (0 while its owner has not written it yet), or null without one. */
function lockOwner() {
  try {
    return Number(readFileSync(lockPath, 'utf8').trim() || 0);
  } catch (error) {
    if (error.code === 'ENOENT') return null;
    throw error;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One build at a time in this checkout; a lock left by a process that is gone is taken over. */
async function lock() {
  const startedAt = Date.now();
  let saidWaiting = false;
  for (;;) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = lockOwner();
    if (owner === null) continue; // released meanwhile
    if (owner && !isProcessRunning(owner)) {
      // Read again just before: another waiter may have taken it over meanwhile.
      if (lockOwner() === owner) rmSync(lockPath, { force: true });
      continue;
    }
    if (!saidWaiting) {
      console.info(`Waiting for the web build of another process (pid ${owner || 'unknown'})...`);
      saidWaiting = true;
    }
    if (Date.now() - startedAt > lockWaitMs) {
      throw new Error(`The web build lock ${lockPath} was held for over ${lockWaitMs / 60_000} minutes.`);
    }
    await sleep(250);
  }
}

function runVite(outDir) {
  const vitePackage = createRequire(join(webDir, 'package.json')).resolve('vite/package.json');
  const result = spawnSync(
    process.execPath,
    [join(dirname(vitePackage), 'bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    // Always a production build: Vite follows NODE_ENV, and a start from a test process
    // (vitest sets NODE_ENV=test) would otherwise build React's development code, 65 KB more
    // of initial JavaScript, under the same hash as the real build.
    { cwd: webDir, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) {
    throw new Error(`vite build failed (${result.status ?? result.signal})`);
  }
}

/** Points `dist` at builds/<id> in one rename: a request sees the old build or the new one. */
function swapIn(id) {
  const nextLink = join(webDir, `.dist-${process.pid}.tmp`);
  rmSync(nextLink, { force: true });
  symlinkSync(`builds/${id}`, nextLink);
  const stat = lstatSync(distLink, { throwIfNoEntry: false });
  if (stat && !stat.isSymbolicLink()) {
    // A build of the earlier layout (Vite straight into dist/): kept as a previous build, so
    // its assets stay served. The one moment without a dist is between these two renames.
    renameSync(distLink, join(buildsDir, `earlier-${Date.now().toString(36)}`));
  }
  renameSync(nextLink, distLink);
  // The kept builds are ordered by when they were last swapped in.
  const now = new Date();
  utimesSync(join(buildsDir, id), now, now);
}

/** Removes unfinished builds and all but the newest kept ones (the lock is held). */
function prune(currentId) {
  const builds = readdirSync(buildsDir, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && !entry.name.startsWith('.'),
  );
  for (const entry of builds.filter((each) => each.name.endsWith('.tmp'))) {
    rmSync(join(buildsDir, entry.name), { recursive: true, force: true });
  }
  const previous = builds
    .filter((entry) => !entry.name.endsWith('.tmp') && entry.name !== currentId)
    .map((entry) => ({ name: entry.name, mtime: statSync(join(buildsDir, entry.name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const { name } of previous.slice(keptBuilds - 1)) {
    rmSync(join(buildsDir, name), { recursive: true, force: true });
  }
}

async function main() {
  const id = sourceHash();
  if (currentBuildId() === id) {
    console.info(`The web build is up to date (apps/web/builds/${id}).`);
    return;
  }
  mkdirSync(buildsDir, { recursive: true });
  const unlock = await lock();
  try {
    if (currentBuildId() === id) {
      console.info(`The web build is up to date (apps/web/builds/${id}, built by another process).`);
      return;
    }
    const folder = join(buildsDir, id);
    if (existsSync(join(folder, 'index.html'))) {
      console.info(`Using the kept web build apps/web/builds/${id}.`);
    } else {
      rmSync(folder, { recursive: true, force: true });
      const unfinished = `${folder}.tmp`;
      rmSync(unfinished, { recursive: true, force: true });
      runVite(relative(webDir, unfinished));
      renameSync(unfinished, folder);
      console.info(`Built the web app into apps/web/builds/${id}.`);
    }
    swapIn(id);
    prune(id);
  } finally {
    unlock();
  }
}

await main();
