import { mergeScenario, scenarioSchema, type Scenario, type ScenarioPatch } from '@portal/contracts';
import { generateSite, type Site } from '@portal/fixtures';
import { encodeState, restoreInto } from '../persistence/state-codec';
import { DriftLog } from './drift-log';
import { RequestJournal } from './request-journal';
import { IdempotentAnswers } from './idempotent-answers';
import { SealedNonces } from './sealed-nonces';
import { Overlay, type RecordedAnswer } from './overlay';
import { mulberry32 } from './seeded-random';
import { WorldClock } from './world-clock';
import type { StatePart, WorldHooks } from './world-hooks';

/** A world as a state file keeps it (persistence/state-file.ts). */
export type WorldSnapshot = {
  id: string;
  scenario: Scenario;
  clockOffsetMs: number;
  state: Record<string, unknown>;
  /** When the world was made (real time, ms); files written before worlds were listed have none. */
  createdAt?: number;
  /** The recorded answers saved as its overlay, oldest first; absent when it has none. */
  overlay?: RecordedAnswer[];
};

/** A part of a world's state, as its domain defines it (platform/world-hooks.ts). */
export type WorldPart<T extends object> = StatePart<World, T>;

/** The registry every world of one fake reads its parts, reseeds and clock ticks from. */
export type WorldRegistry = WorldHooks<World>;

/** Defines a domain's state part: its name in a state file and how a fresh world builds it. */
export const statePart = <T extends object>(name: string, create: (world: World) => T): WorldPart<T> => ({ name, create });

/**
 * One isolated copy of the backend: its scenario, its clock and the state parts its domains registered.
 * It names no domain: each domain defines its part beside its state class, registers it (with what it
 * seeds and what it runs when the clock moves) from its plugin, and reads it back with `world.part(itsPart)`.
 */
export class World {
  scenario: Scenario;
  site: Site;
  /** What clients sent this world (kept across resets; QA clears it). */
  readonly journal = new RequestJournal();
  /** Forwarded answers that broke their contract (kept across resets, like the journal). */
  readonly drift = new DriftLog();
  /** Nonces of the sealed requests taken in the last minutes (kept across resets: a reset must not reopen a replay). */
  readonly sealedNonces = new SealedNonces();
  /** Idempotency-Keys of the money calls and their answers (kept across resets, like the nonces). */
  readonly idempotentAnswers = new IdempotentAnswers();
  /** Recorded answers of the real backend that answer their calls here first (platform/recordings.ts; kept across resets). */
  readonly overlay = new Overlay();
  /** When a request last used it (real time, ms): idle worlds expire by it (world-store.ts). */
  lastUsed: number;
  /** When it was made (real time, ms). */
  createdAt: number;
  /** The world's own time, which QA can move forward. */
  readonly clock: WorldClock;
  readonly now: () => number;
  private random: () => number;
  /** The registered parts' current state, keyed by their definitions (a reseed replaces the map). */
  private state = new Map<WorldPart<object>, object>();

  constructor(
    /** Its name; QA may rename it (WorldStore.rename). */
    public id: string,
    private readonly preset: Scenario,
    /** The domains' parts, steps and events (the fake's, kept across resets: wiring, not state). */
    readonly hooks: WorldRegistry,
    /** The server's own clock, which QA's moves of the world's clock leave alone: what a client's clock is compared with. */
    readonly realNow: () => number = Date.now,
  ) {
    this.clock = new WorldClock(realNow);
    this.lastUsed = this.createdAt = realNow();
    this.now = this.clock.now;
    this.scenario = structuredClone(preset);
    this.site = generateSite(preset.seed);
    this.random = mulberry32(preset.seed);
    this.reseed();
  }

  /** A registered part's state, typed by its definition; throws naming a part no plugin registered. */
  part<T extends object>(part: WorldPart<T>): T {
    const value = this.state.get(part as WorldPart<object>);
    if (!value) throw new Error(`state part "${part.name}" is not registered with this fake: its domain's plugin registers it`);
    return value as T;
  }

  /** Where the preset puts the player: a seeded account's known address (member/login-protection.ts). */
  get presetLocation() {
    return this.preset.location;
  }

  /** Merges a patch; returns the error text when the result is not a valid scenario, and changes nothing then. */
  patch(patch: ScenarioPatch): string | null {
    const next = scenarioSchema.safeParse(mergeScenario(this.scenario, patch));
    if (!next.success) {
      const issue = next.error.issues[0];
      return `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`;
    }
    const reseed = next.data.seed !== this.scenario.seed;
    this.scenario = next.data;
    if (reseed) this.reseed();
    return null;
  }

  /** Replaces the whole scenario, for example with another preset. */
  replace(scenario: Scenario) {
    this.scenario = structuredClone(scenario);
    this.reseed();
  }

  /** The starting preset, fresh data, and real time again. */
  reset() {
    this.clock.reset();
    this.replace(this.preset);
  }

  snapshot(): WorldSnapshot {
    const state = Object.fromEntries(this.hooks.parts.map((part) => [part.name, encodeState(this.part(part))]));
    return {
      id: this.id,
      scenario: this.scenario,
      clockOffsetMs: this.clock.offset,
      state,
      ...(this.overlay.size > 0 && { overlay: this.overlay.toJSON() }),
    };
  }

  /** Takes over a saved world: its scenario, its clock, every state part and its overlay. Throws naming what does not fit. */
  restore(saved: WorldSnapshot) {
    this.replace(saved.scenario);
    this.overlay.remove();
    if (saved.overlay) this.overlay.add(saved.overlay);
    this.clock.restoreOffset(saved.clockOffsetMs);
    if (saved.createdAt !== undefined) this.createdAt = saved.createdAt;
    for (const [name, data] of Object.entries(saved.state)) {
      const part = this.hooks.partNamed(name);
      if (!part) throw new TypeError(`${this.id}.${name}: not part of this fake's state`);
      restoreInto(this.part(part), data, `${this.id}.${name}`);
    }
  }

  /**
   * Runs what the world's clock has made due, before a request is answered: each domain's clock tick, in
   * the order they declared (wallet payouts, agent salaries, lottery draws: world-parts.test.ts).
   */
  catchUp() {
    for (const tick of this.hooks.ticks) tick.run(this);
  }

  /** A deterministic number in [0, 1) from the world's own sequence (fault rates). */
  nextRandom() {
    return this.random();
  }

  /** A new seed or a reset rebuilds the data too: every part afresh, then what the domains seed into them. */
  private reseed() {
    this.site = generateSite(this.scenario.seed);
    this.random = mulberry32(this.scenario.seed);
    this.state = new Map();
    for (const part of this.hooks.parts) this.state.set(part, part.create(this));
    for (const step of this.hooks.reseeds) step.run(this);
  }
}
