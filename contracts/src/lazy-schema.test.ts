import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { toJSONSchema } from 'zod/v4/core';
import type * as LazySchema from './lazy-schema';

// Every schema the contracts build goes through lazy(): this counts the builds (which schema, by its builder's text)
// and keeps the lazy values made.
const { built, made } = vi.hoisted(() => ({ built: [] as string[], made: new Set<unknown>() }));
vi.mock('./lazy-schema', async (importOriginal) => {
  const real = await importOriginal<typeof LazySchema>();
  return {
    lazy: <T extends object>(build: () => T) => {
      const schema = real.lazy(() => {
        built.push(build.toString());
        return build();
      });
      made.add(schema);
      return schema;
    },
  };
});

describe('lazy schemas', () => {
  it('importing the contracts and their catalogue builds no schema; a call builds its own once, when its answer is checked', async () => {
    // A fresh import of every module: the project runs its files in one worker, and another file may have used them.
    vi.resetModules();
    const { catalogue, calls, gameCalls } = await import('./index');
    expect(built).toEqual([]);

    // A game in the list: the answer's schema builds, and the game's with it; none of the other calls'.
    expect(z.safeParse(catalogue.hotGames.response, { list: [{ nodeId: 'one' }] }).success).toBe(false);
    const afterFirst = built.length;
    expect(built.some((text) => text.includes('nodeTypeManageId'))).toBe(true);
    expect(built.some((text) => text.includes('regionRestriction'))).toBe(false);

    // Built once: the same call again, by either of its names, builds nothing more.
    expect(gameCalls.hotGames.response.safeParse({ list: [] }).success).toBe(true);
    expect(built).toHaveLength(afterFirst);
    // Checking systemStatus's answer builds its schema then.
    expect(calls.systemStatus.response.safeParse({}).success).toBe(false);
    expect(built.some((text) => text.includes('regionRestriction'))).toBe(true);
  });

  it('every schema the contracts export, and every schema of a catalogue entry, is a lazy one', async () => {
    vi.resetModules();
    const contracts: Record<string, unknown> = await import('./index');
    const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;
    const eager = Object.entries(contracts).filter(([, value]) => isSchema(value) && !made.has(value));
    expect(eager.map(([name]) => name)).toEqual([]);
    const entries = Object.entries(contracts.catalogue as Record<string, { request?: unknown; response: unknown }>);
    expect(entries.filter(([, entry]) => !made.has(entry.response) || (entry.request && !made.has(entry.request)))).toEqual([]);
  });

  it('a lazy schema is built on its first use only and then behaves as the schema it builds', async () => {
    const { lazy } = await vi.importActual<typeof LazySchema>('./lazy-schema');
    const build = vi.fn(() => z.object({ id: z.int(), name: z.optional(z.string()) }));
    const schema = lazy(build);
    expect(build).not.toHaveBeenCalled();

    expect(schema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(z.safeParse(z.array(schema), [{ id: 'one' }]).success).toBe(false);
    expect(Object.keys(schema.shape)).toEqual(['id', 'name']);
    expect(z.extend(schema, { extra: z.boolean() }).parse({ id: 2, extra: true })).toEqual({ id: 2, extra: true });
    expect(schema).toBeInstanceOf(z.ZodMiniObject);
    expect({ ...schema }).toHaveProperty('def');
    expect(toJSONSchema(schema)).toEqual(toJSONSchema(build()));
    // Once: the calls after the first read the same schema (the last call above is this test's own).
    expect(build).toHaveBeenCalledTimes(2);
  });
});
