import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of the TypeScript files under some folders, type-only imports included: `import type`,
 * `export type … from`, `import('…')` types and dynamic imports all count (TypeScript's own pre-processor
 * reads them). This walk is the one check for cycles, value or type-only (import-cycles.test.ts): ESLint's
 * import-x/no-cycle skipped type-only imports, had no option to count them, and took 40 % of the lint's time. Only relative imports are followed: a
 * workspace package never imports one that imports it back (eslint.config.js, the packages' zones).
 */
export function importGraph(roots: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of roots.flatMap(sourceFiles)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((name) => name.startsWith('.'))
      .map((name) => resolveRelative(dirname(file), name))
      .filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle of the graph, as its files (one strongly connected component each, a file importing itself included). */
export function importCycles(graph: Map<string, string[]>, base: string): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)!.includes(file)) cycles.push(component.map((f) => relative(base, f)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveRelative(from: string, specifier: string): string | undefined {
  const base = resolve(from, specifier);
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  return [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}
