import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The project's import graph, read with the TypeScript compiler's own parser and module resolution (the `@/`
 * alias, `.mjs` files with their `.d.mts` types): every `import`, `export … from`, `import()` and
 * `import type` of a file under the folders given, to another file of the project. Type-only imports count:
 * a loop of types is still a loop a reader has to untangle, and an upward arrow all the same.
 */

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const DECLARATION = /\.d\.m?ts$/;

export type ImportGraph = Map<string, string[]>;

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(root, relative);
    return SOURCE.test(entry.name) && !DECLARATION.test(entry.name) ? [relative] : [];
  });
}

export function importGraph(root: string, folders: readonly string[]): ImportGraph {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowJs: true,
    resolveJsonModule: true,
    jsx: ts.JsxEmit.ReactJSX,
    baseUrl: root,
    paths: { '@/*': ['./*'] },
  };
  const graph: ImportGraph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(root, folder))) {
    const absolute = path.join(root, file);
    const { importedFiles } = ts.preProcessFile(readFileSync(absolute, 'utf8'), true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, absolute, options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      // An .mjs file is resolved to its .d.mts types: the arrow goes to the module itself.
      const target = path.relative(root, path.resolve(resolved.resolvedFileName)).replace(/\.d\.mts$/, '.mjs').split(path.sep).join('/');
      if (!target.startsWith('..') && !target.startsWith('node_modules/')) targets.add(target);
    }
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** The import loops: each strongly connected set of two or more files (or a file importing itself), sorted. */
export function importLoops(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  let next = 0;
  // Tarjan's algorithm, iterative so that a long chain of imports cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, next);
    low.set(start, next);
    next += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const edges = graph.get(frame.node) ?? [];
      if (frame.edge < edges.length) {
        const target = edges[frame.edge]!;
        frame.edge += 1;
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next);
          next += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const members: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          members.push(member);
        } while (member !== frame.node);
        if (members.length > 1 || edges.includes(frame.node)) loops.push(members.sort());
      }
    }
  }
  return loops.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** Every arrow `from -> to` for which `allowed` says no. */
export function forbiddenArrows(graph: ImportGraph, allowed: (from: string, to: string) => boolean): string[] {
  return [...graph].flatMap(([from, targets]) => targets.filter((to) => !allowed(from, to)).map((to) => `${from} -> ${to}`));
}
