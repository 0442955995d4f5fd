import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadScenario } from '@portal/fixtures';
import { World } from '../../src/platform/world';
import { promotionsOf, statusOf } from '../../src/promotions/promotion-rules';
import { promotionsPart } from '../../src/promotions/promotion-state';
import { makeApp } from '../helpers';

const DAY = 86_400_000;
let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());
/** A world of the fake's parts, made at `at` (real time). */
const worldAt = (at: number) => new World('season', loadScenario('default'), app.worlds.hooks, () => at);

describe("the seeded promotions' dates follow the world, not the calendar", () => {
  it.each(['2026-11-22T09:00:00Z', '2029-06-01T23:59:00Z', '2035-01-01T00:00:00Z'])(
    'a world made at %s has its promotions open, and 105 still coming',
    (iso) => {
      const at = Date.parse(iso);
      const world = worldAt(at);
      const list = promotionsOf(world);
      for (const p of list.filter((p) => p.id !== 105)) {
        expect(p.startDate).toBeLessThanOrEqual(at - 10 * DAY);
        expect(p.endDate).toBeGreaterThanOrEqual(at + 29 * DAY);
        expect(statusOf(world, undefined, p)).not.toMatch(/closed|coming_soon/);
      }
      const later = list.find((p) => p.id === 105)!;
      expect(statusOf(world, undefined, later)).toBe('coming_soon');
      expect(later.endDate - later.startDate).toBe(60 * DAY);
    },
  );

  it("counts a new seed's season from real time, not from a clock QA moved", () => {
    const at = Date.UTC(2026, 10, 22, 9);
    const world = worldAt(at);
    world.clock.advance(61 * DAY);
    world.patch({ seed: 7 });
    world.clock.reset();
    expect(
      promotionsOf(world)
        .filter((p) => p.id !== 105)
        .every((p) => statusOf(world, undefined, p) !== 'coming_soon'),
    ).toBe(true);
    expect(world.part(promotionsPart).seasonStart).toBe(Date.UTC(2026, 10, 22));
  });

  it('keeps its dates across a save and a restore made on a later day', () => {
    const first = worldAt(Date.UTC(2026, 10, 22, 9));
    const saved = JSON.parse(JSON.stringify(first.snapshot()));
    const restarted = worldAt(Date.UTC(2026, 11, 5, 12));
    restarted.restore(saved);
    expect(promotionsOf(restarted).map((p) => [p.startDate, p.endDate])).toEqual(promotionsOf(first).map((p) => [p.startDate, p.endDate]));
  });
});
