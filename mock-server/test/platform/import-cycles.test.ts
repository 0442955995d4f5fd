import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-graph';

const workspace = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = fileURLToPath(new URL('./import-cycle-fixtures', import.meta.url));

describe('import cycles, type-only imports included', () => {
  it('are found when two files import only types from each other, and only those two are named', () => {
    expect(importCycles(importGraph([fixtures]), fixtures)).toEqual([['left.ts', 'right.ts']]);
  });

  it('are none in the fake, the contracts or the web client', () => {
    const roots = ['mock-server/src', 'contracts/src', 'web/src'].map((root) => `${workspace}${root}`);
    const graph = importGraph(roots);
    expect(graph.size).toBeGreaterThan(500);
    expect(importCycles(graph, workspace)).toEqual([]);
  });
});
