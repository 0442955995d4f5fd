import { DEFAULT_WORLD, type Scenario } from '@portal/contracts';
import { World, type WorldSnapshot } from './world';

export const WORLD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Worlds by id. A client naming an unknown world gets a fresh one built from the starting preset. */
export class WorldStore {
  private readonly worlds = new Map<string, World>();

  constructor(
    private readonly preset: Scenario,
    private readonly now: () => number = Date.now,
    private readonly maxWorlds = 200,
  ) {
    this.worlds.set(DEFAULT_WORLD, new World(DEFAULT_WORLD, preset, now));
  }

  get(id: string = DEFAULT_WORLD): World {
    let world = this.worlds.get(id);
    if (!world) {
      this.evictIfFull();
      world = new World(id, this.preset, this.now);
      this.worlds.set(id, world);
    }
    world.lastUsed = Date.now();
    return world;
  }

  /** Every world as a state file keeps it. */
  snapshot(): WorldSnapshot[] {
    return [...this.worlds.values()].map((world) => world.snapshot());
  }

  /** Replaces the worlds with saved ones (on start, before any request). */
  restore(saved: WorldSnapshot[]) {
    for (const snapshot of saved) {
      const world = this.worlds.get(snapshot.id) ?? new World(snapshot.id, this.preset, this.now);
      world.restore(snapshot);
      this.worlds.set(snapshot.id, world);
    }
  }

  get size() {
    return this.worlds.size;
  }

  /** Drops the least recently used test world, never the default one. */
  private evictIfFull() {
    if (this.worlds.size < this.maxWorlds) return;
    let oldest: World | undefined;
    for (const w of this.worlds.values()) {
      if (w.id !== DEFAULT_WORLD && (!oldest || w.lastUsed < oldest.lastUsed)) oldest = w;
    }
    if (oldest) this.worlds.delete(oldest.id);
  }
}
