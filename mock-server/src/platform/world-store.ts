import { DEFAULT_WORLD, ErrorCode, Header, type Scenario } from '@portal/contracts';
import { HttpError } from './http-error';
import { World, type WorldRegistry, type WorldSnapshot } from './world';
import { WorldHooks } from './world-hooks';

export const WORLD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
/** How many worlds one fake holds by default (`maxWorlds`, --max-worlds, MOCK_MAX_WORLDS). */
export const DEFAULT_MAX_WORLDS = 200;

/**
 * Worlds by id. A client naming an unknown world gets a fresh one built from the starting preset, until the
 * fake holds `maxWorlds`: then a new world is refused (503 WORLD_LIMIT) rather than another one dropped,
 * because the world dropped could be a QA engineer's.
 */
export class WorldStore {
  private readonly made = new Map<string, World>();
  /** The domains' state parts, reseeds, clock ticks and listeners, shared by every world of this fake (platform/world-hooks.ts). */
  readonly hooks: WorldRegistry = new WorldHooks();

  constructor(
    private readonly preset: Scenario,
    private readonly now: () => number = Date.now,
    readonly maxWorlds = DEFAULT_MAX_WORLDS,
  ) {}

  /** The worlds, the default one always among them: made on first use, once the domain plugins have registered their parts. */
  private get worlds() {
    if (!this.made.has(DEFAULT_WORLD)) this.made.set(DEFAULT_WORLD, this.make(DEFAULT_WORLD));
    return this.made;
  }

  get(id: string = DEFAULT_WORLD): World {
    let world = this.worlds.get(id);
    if (!world) {
      if (this.worlds.size >= this.maxWorlds) throw this.full(id);
      world = this.make(id);
      this.worlds.set(id, world);
    }
    world.lastUsed = Date.now();
    return world;
  }

  /** Drops a world (never the default one); false when there was none of that id. */
  delete(id: string): boolean {
    if (id === DEFAULT_WORLD) throw new RangeError('the default world is never deleted');
    return this.worlds.delete(id);
  }

  /** Every world's id and when a request last used it (ms since the epoch), least recently used first. */
  list() {
    return [...this.worlds.values()].map(({ id, lastUsed }) => ({ id, lastUsed })).sort((a, b) => a.lastUsed - b.lastUsed);
  }

  /** Every world as a state file keeps it. */
  snapshot(): WorldSnapshot[] {
    return [...this.worlds.values()].map((world) => world.snapshot());
  }

  /** Replaces the worlds with saved ones (on start, before any request); a state file may hold more than the limit. */
  restore(saved: WorldSnapshot[]) {
    for (const snapshot of saved) {
      const world = this.worlds.get(snapshot.id) ?? this.make(snapshot.id);
      world.restore(snapshot);
      this.worlds.set(snapshot.id, world);
    }
  }

  get size() {
    return this.worlds.size;
  }

  private make(id: string) {
    return new World(id, this.preset, this.hooks, this.now);
  }

  private full(id: string) {
    return new HttpError(
      503,
      ErrorCode.WorldLimit,
      `world "${id}" was not made: this fake holds ${this.worlds.size} worlds, its limit (${this.maxWorlds}). ` +
        `Free one with DELETE /__admin/world (${Header.MockWorld} naming it; GET /__admin/worlds lists them), ` +
        'or start the fake with a higher --max-worlds (MOCK_MAX_WORLDS)',
    );
  }
}
