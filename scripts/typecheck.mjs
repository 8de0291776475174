#!/usr/bin/env node
// `npm run typecheck`: every TypeScript source, strict, in three programs two at a time (the
// machine has two cores and each `tsc -p` uses one). The server, the shared package and the
// root tooling share one program (tsconfig.node.json: the same options, and the server and the
// tooling import the shared package and each other): checked as three projects, the shared
// sources and most of the server were read and checked three times over, about twice the CPU
// (README, Tests). The web app (DOM, JSX) and the browser tests (DOM) have options of their own.
//
// The checker is TypeScript 7, the compiler written in Go (`typescript-native`, an npm alias of
// typescript@7 whose binary comes from the registry's @typescript/typescript-linux-x64): on
// these sources it reports what TypeScript 5.9 reports, in 29 s of CPU instead of 74 (decision
// 059). The `typescript` package stays at 5.9 for what calls its JavaScript API (the import
// and service-signature guards, openapi-typescript), which TypeScript 7 does not offer yet.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// The largest first, so that the other two share the second core.
const projects = ['tsconfig.node.json', 'apps/web', 'e2e'];
const tsc = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin/tsc',
);
const parallel = 2;

/**
 * One checker per program: by default TypeScript 7 checks a program with four checkers in
 * parallel, each of which resolves the types the files share anew. With two programs at a
 * time on two cores that bought no time and cost twice the CPU (the three programs, one after
 * another: 24 s of CPU with four checkers, 12 s with one, and no slower).
 */
const checkerArguments = ['--checkers', '1'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project, ...checkerArguments], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project, code, output }));
  });
}

const queue = [...projects];
const failures = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    while (queue.length > 0) {
      const result = await check(queue.shift());
      // Printed whole, once the project is done, so that two projects' errors never interleave.
      if (result.output) process.stdout.write(result.output);
      if (result.code !== 0) failures.push(result.project);
    }
  }),
);
if (failures.length > 0) {
  console.error(`typecheck failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.info(`typecheck: ${projects.length} projects, no errors`);
