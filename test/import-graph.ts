import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the server and the shared package, as TypeScript reads the imports
 * (`ts.preProcessFile`: static, type-only, re-exports and dynamic imports alike), for the
 * cycle guard (import-cycles.test.ts). Test files are left out: nothing imports them.
 */

/** A file or a group of files (a server module), named relative to the repository root. */
export type ImportGraph = Map<string, Set<string>>;

/** The TypeScript files below a folder, test files left out, as absolute paths. */
export function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/**
 * Where an import lands: a relative specifier ('./service.ts'), or the shared package's
 * ('@pillars/shared/articles/schemas', its `exports` map: `./*` -> `./src/*.ts`). Anything
 * else is a package from node_modules: outside the graph.
 */
function resolveImport(root: string, file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolve(dirname(file), specifier);
  if (specifier === '@pillars/shared') return join(root, 'packages/shared/src/index.ts');
  if (specifier.startsWith('@pillars/shared/')) {
    return join(root, 'packages/shared/src', `${specifier.slice('@pillars/shared/'.length)}.ts`);
  }
  return null;
}

/** Every source file below the folders and the files it imports, paths relative to `root`. */
export function readImportGraph(root: string, folders: string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const target = resolveImport(root, file, fileName);
      if (target) targets.add(relative(root, target));
    }
    graph.set(relative(root, file), targets);
  }
  return graph;
}

/**
 * The same graph with each group of files as one node: `groupOf` names a file's group
 * (`apps/server/src/modules/articles`), or returns the file itself. Imports inside a group
 * drop out; what is left is which group needs which.
 */
export function groupImportGraph(graph: ImportGraph, groupOf: (file: string) => string): ImportGraph {
  const grouped: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = groupOf(file);
    const edges = grouped.get(from) ?? new Set<string>();
    for (const target of targets) {
      const to = groupOf(target);
      if (to !== from) edges.add(to);
    }
    grouped.set(from, edges);
  }
  return grouped;
}

/**
 * Every cycle of the graph, one per strongly connected component (Tarjan's algorithm), as
 * the path that goes round it and back to its first node: ['a', 'b', 'a']. Sorted, so a
 * test's failure reads the same on every run.
 */
export function findImportCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  const visit = (node: string) => {
    index.set(node, counter);
    lowLink.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);

  return components.map((component) => cycleThrough(graph, new Set(component))).sort();
}

/** One path round a strongly connected component, from its first node (by name) back to it. */
function cycleThrough(graph: ImportGraph, component: Set<string>): string[] {
  const start = [...component].sort()[0]!;
  // Breadth first from the start, inside the component, until an edge leads back to it.
  const cameFrom = new Map<string, string>([[start, start]]);
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of [...(graph.get(node) ?? [])].sort()) {
      if (!component.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
