#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, strict, two at a time (the machine has two
// cores and each `tsc -p` uses one): about half the time of running them in a row.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const projects = ['apps/server', 'apps/web', 'tsconfig.tooling.json', 'packages/shared', 'e2e'];
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const parallel = 2;

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
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
