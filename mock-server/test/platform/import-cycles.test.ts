import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

const workspace = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = fileURLToPath(new URL('./import-cycle-fixtures', import.meta.url));

describe('import cycles, type-only imports included', () => {
  it('are found when two files import only types, or values, from each other, and only those files are named', () => {
    const cycles = importCycles(importGraph([fixtures]), fixtures).map((cycle) => [...cycle].sort());
    expect(cycles.sort()).toEqual([
      ['left.ts', 'right.ts'],
      ['values/client.ts', 'values/error.ts'],
    ]);
  });

  it('are none in the fake, the contracts or the web client', () => {
    const roots = ['mock-server/src', 'contracts/src', 'web/src'].map((root) => `${workspace}${root}`);
    const graph = importGraph(roots);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph, workspace)).toEqual([]);
  });
});
