import { DEFAULT_WORLD, ErrorCode, Header, WORLD_NAME_PATTERN, type Scenario } from '@portal/contracts';
import { badRequest, HttpError } from './http-error';
import { World, type WorldRegistry, type WorldSnapshot } from './world';
import { WorldHooks } from './world-hooks';

export const WORLD_ID_PATTERN = WORLD_NAME_PATTERN;
const SWEEP_EVERY_MS = 60_000;
const taken = (id: string) => new HttpError(409, 'WORLD_EXISTS', `a world "${id}" already exists; pick another name or delete it first`);
export const unknownWorld = (id: string) =>
  new HttpError(404, ErrorCode.NotFound, `no world "${id}" in this fake (GET /__admin/worlds lists them)`);
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

  /** When idle worlds were last looked for (real time, ms). */
  private sweptAt = 0;

  constructor(
    /** The scenario a new world starts from (the fake's starting preset). */
    readonly preset: Scenario,
    /** The server's real time (tests give their own): worlds' clocks run from it, idle times count by it. */
    readonly now: () => number = Date.now,
    readonly maxWorlds = DEFAULT_MAX_WORLDS,
    /** A world no request used for this long is dropped (never the default one); 0 keeps every world (`worldIdleMs`, MOCK_WORLD_IDLE). */
    readonly idleMs = 0,
  ) {}

  /** The worlds, the default one always among them: made on first use, once the domain plugins have registered their parts. */
  private get worlds() {
    if (!this.made.has(DEFAULT_WORLD)) this.made.set(DEFAULT_WORLD, this.make(DEFAULT_WORLD));
    return this.made;
  }

  get(id: string = DEFAULT_WORLD): World {
    const now = this.now();
    // At most once a minute: one comparison per request otherwise.
    if (this.idleMs > 0 && now - this.sweptAt >= SWEEP_EVERY_MS) this.expireIdle(now);
    let world = this.worlds.get(id);
    if (!world) {
      world = this.make(id);
      this.add(world);
    }
    world.lastUsed = now;
    return world;
  }

  /** The world of that id, if this fake holds one; does not make one, nor count as a use. */
  find(id: string): World | undefined {
    return this.worlds.get(id);
  }

  /**
   * Makes a world under a new name, from a preset (any scenario, already loaded) or as a copy of another
   * world (its scenario, clock and state; not its journal). Throws an HttpError naming what stops it.
   */
  create(id: string, from: { scenario: Scenario } | { copyOf: World }): World {
    if (this.worlds.has(id)) throw taken(id);
    const world = this.make(id);
    if ('scenario' in from) world.replace(from.scenario);
    else world.restore({ ...from.copyOf.snapshot(), id, createdAt: world.createdAt });
    this.add(world);
    return world;
  }

  /** Gives a world another name (never the default one, never a name in use). */
  rename(from: string, to: string): World {
    if (from === DEFAULT_WORLD) throw badRequest('the default world keeps its name; copy it instead');
    const world = this.worlds.get(from);
    if (!world) throw unknownWorld(from);
    if (from === to) return world;
    if (this.worlds.has(to)) throw taken(to);
    this.worlds.delete(from);
    world.id = to;
    this.worlds.set(to, world);
    return world;
  }

  /**
   * Puts a world built elsewhere (an imported bundle) under its id, replacing a world of that id. The caller
   * builds it completely first (`blank`, then restore), so a bundle that fails changes nothing here.
   */
  put(world: World) {
    if (this.worlds.has(world.id)) this.worlds.set(world.id, world);
    else this.add(world);
  }

  /** A fresh world that this fake does not hold yet (to build an import in). */
  blank(id: string): World {
    return this.make(id);
  }

  /** Drops a world (never the default one); false when there was none of that id. */
  delete(id: string): boolean {
    if (id === DEFAULT_WORLD) throw new RangeError('the default world is never deleted');
    return this.worlds.delete(id);
  }

  /** Drops every world but the default one that no request used for `idleMs`; returns their ids. */
  expireIdle(now = this.now()): string[] {
    this.sweptAt = now;
    if (this.idleMs <= 0) return [];
    const idle = [...this.worlds.values()].filter((w) => w.id !== DEFAULT_WORLD && now - w.lastUsed >= this.idleMs).map((w) => w.id);
    for (const id of idle) this.worlds.delete(id);
    return idle;
  }

  /** Every world, least recently used first: its preset, its time, when it was made and last used, and its size saved. */
  list() {
    this.expireIdle();
    return [...this.worlds.values()]
      .sort((a, b) => a.lastUsed - b.lastUsed)
      .map((world) => ({
        id: world.id,
        scenario: world.scenario.name,
        clock: { now: world.now(), offsetMs: world.clock.offset },
        createdAt: world.createdAt,
        lastUsed: world.lastUsed,
        /** Bytes of its state as the state file keeps it. */
        size: Buffer.byteLength(JSON.stringify(world.snapshot())),
      }));
  }

  /** Every world as a state file keeps it. */
  snapshot(): WorldSnapshot[] {
    return [...this.worlds.values()].map((world) => ({ ...world.snapshot(), createdAt: world.createdAt }));
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

  private add(world: World) {
    if (this.worlds.size >= this.maxWorlds) throw this.full(world.id);
    this.worlds.set(world.id, world);
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
