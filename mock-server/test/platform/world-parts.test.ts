import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ts from 'typescript';
import { loadScenario } from '@portal/fixtures';
import { statePart, World, type WorldRegistry } from '../../src/platform/world';
import { WorldHooks } from '../../src/platform/world-hooks';
import { makeApp } from '../helpers';

const scenario = loadScenario('default');
const registry = (): WorldRegistry => new WorldHooks();
const counter = statePart('counter', () => ({ runs: [] as string[] }));

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

describe('the registry of world parts, reseeds and clock ticks', () => {
  it('runs each step after the steps it names, whatever order the plugins registered them in', () => {
    const hooks = registry();
    hooks.part(counter);
    const note = (name: string) => (world: World) => world.part(counter).runs.push(name);
    hooks.tick('draws', note('draws'), { after: ['salaries'] });
    hooks.tick('payouts', note('payouts'));
    hooks.tick('salaries', note('salaries'), { after: ['payouts'] });
    hooks.tick('free', note('free'));
    const world = new World('order', scenario, hooks);
    world.catchUp();
    expect(world.part(counter).runs).toEqual(['payouts', 'salaries', 'draws', 'free']);
  });

  it('builds every part afresh and runs the reseeds in their order on a new seed', () => {
    const hooks = registry();
    hooks.part(counter);
    hooks.reseed('second', (world) => world.part(counter).runs.push(`second ${world.scenario.seed}`), { after: ['first'] });
    hooks.reseed('first', (world) => world.part(counter).runs.push(`first ${world.scenario.seed}`));
    const world = new World('reseed', scenario, hooks);
    const before = world.part(counter);
    expect(world.patch({ seed: 7 })).toBeNull();
    expect(world.part(counter)).not.toBe(before);
    expect(world.part(counter).runs).toEqual(['first 7', 'second 7']);
  });

  it.each([
    [
      'an unknown step',
      (h: WorldRegistry) => h.tick('draws', () => {}, { after: ['salaries'] }),
      /"draws" runs after "salaries", which no plugin registered/,
    ],
    [
      'steps waiting on each other',
      (h: WorldRegistry) => {
        h.tick('a', () => {}, { after: ['b'] });
        h.tick('b', () => {}, { after: ['a'] });
      },
      /clock tick steps wait on each other: a, b/,
    ],
  ])('refuses %s when the first world is made', (_case, register, problem) => {
    const hooks = registry();
    register(hooks);
    expect(() => new World('w', scenario, hooks)).toThrow(problem);
  });

  it('refuses a name registered twice, and anything registered once a world is made', () => {
    const hooks = registry();
    hooks.part(counter);
    expect(() => hooks.part(statePart('counter', () => ({})))).toThrow(/state part "counter" is registered twice/);
    hooks.tick('a', () => {});
    expect(() => hooks.tick('a', () => {})).toThrow(/step "a" is registered twice/);
    new World('w', scenario, hooks);
    expect(() => hooks.part(statePart('late', () => ({})))).toThrow(/after the first world was made/);
    expect(() => hooks.reseed('late', () => {})).toThrow(/after the first world was made/);
  });

  it('names a part no plugin registered when a domain reads it', () => {
    const world = new World('w', scenario, registry());
    expect(() => world.part(counter)).toThrow(/state part "counter" is not registered with this fake/);
  });
});

describe("the fake's domains", () => {
  it('register the parts a state file has always held, under the same names', () => {
    expect(app.worlds.hooks.parts.map((p) => p.name).sort()).toEqual(
      ['agent', 'funds', 'games', 'identity', 'inbox', 'ledger', 'lottery', 'perks', 'points', 'promotions', 'security', 'service'].sort(),
    );
  });

  it("catch up in a declared order: the wallet's payouts, the agents' salaries, then the lottery's draws", () => {
    expect(app.worlds.hooks.ticks.map((t) => t.name)).toEqual(['wallet.payouts', 'agent.salaries', 'lottery.draws']);
  });

  it("seed the agents' teams before player01's referral friends, who are team players", () => {
    expect(app.worlds.hooks.reseeds.map((t) => t.name)).toEqual(['agent.teams', 'member.referral-friends']);
    const world = app.worlds.get('parts-seeded');
    const fresh = world.snapshot().state as { identity: { users: { $map: [string, { username: string; referralCode?: string }][] } } };
    const friends = fresh.identity.users.$map.filter(([, u]) => u.referralCode !== undefined).map(([, u]) => u.username);
    expect(friends.sort()).toEqual(['a01m3', 'a01m4', 'a02m3']);
  });
});

describe('World', () => {
  it('imports no domain: only platform/, persistence/ and the workspace packages', () => {
    for (const file of ['world.ts', 'world-hooks.ts', 'world-store.ts']) {
      const source = readFileSync(new URL(`../../src/platform/${file}`, import.meta.url), 'utf8');
      const imports = ts.preProcessFile(source, true, true).importedFiles.map((i) => i.fileName);
      expect(
        imports.filter((name) => !/^(\.\/|\.\.\/persistence\/|@portal\/)/.test(name)),
        file,
      ).toEqual([]);
    }
  });
});
