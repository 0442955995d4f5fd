import { describe, expect, it } from 'vitest';
import { World } from '../../src/platform/world';
import { promotionsOf, statusOf } from '../../src/promotions/promotion-rules';
import { loadScenario } from '@portal/fixtures';

const DAY = 86_400_000;
const worldAt = (at: number) => new World('season', loadScenario('default'), () => at);

describe("the seeded promotions' dates follow the world, not the calendar", () => {
  it.each([Date.UTC(2026, 10, 22, 9), Date.UTC(2029, 5, 1, 23, 59), Date.UTC(2035, 0, 1)])(
    'a world made at %d has its promotions open, and 105 still coming',
    (at) => {
      const world = worldAt(at);
      const list = promotionsOf(world);
      for (const p of list.filter((p) => p.id !== 105)) {
        expect(p.startDate).toBeLessThanOrEqual(at - 10 * DAY + DAY);
        expect(p.endDate).toBeGreaterThanOrEqual(at + 29 * DAY);
        expect(statusOf(world, undefined, p)).not.toMatch(/closed|coming_soon/);
      }
      const later = list.find((p) => p.id === 105)!;
      expect(statusOf(world, undefined, later)).toBe('coming_soon');
      expect(later.endDate - later.startDate).toBe(60 * DAY);
    },
  );

  it('keeps its dates across a save and a restore made on a later day', () => {
    const first = worldAt(Date.UTC(2026, 10, 22, 9));
    const saved = JSON.parse(JSON.stringify(first.snapshot()));
    const restarted = worldAt(Date.UTC(2026, 11, 5, 12));
    restarted.restore(saved);
    expect(promotionsOf(restarted).map((p) => [p.startDate, p.endDate])).toEqual(promotionsOf(first).map((p) => [p.startDate, p.endDate]));
  });
});
