import { mergeScenario, scenarioSchema, type Scenario, type ScenarioPatch } from '@portal/contracts';
import { generateSite, type Site } from '@portal/fixtures';
import { GamesState } from '../games/games-state';
import { IdentityState } from '../identity/identity-state';
import { RequestJournal } from './request-journal';
import { WorldClock } from './world-clock';

/** One isolated copy of the backend: its scenario and the state the flows change. */
export class World {
  scenario: Scenario;
  site: Site;
  identity: IdentityState;
  games = new GamesState();
  /** What clients sent this world (kept across resets; QA clears it). */
  readonly journal = new RequestJournal();
  lastUsed = Date.now();
  /** The world's own time, which QA can move forward. */
  readonly clock: WorldClock;
  readonly now: () => number;
  private random: () => number;

  constructor(
    readonly id: string,
    private readonly preset: Scenario,
    realNow: () => number = Date.now,
  ) {
    this.clock = new WorldClock(realNow);
    this.now = this.clock.now;
    this.scenario = structuredClone(preset);
    this.site = generateSite(preset.seed);
    this.random = mulberry32(preset.seed);
    this.identity = new IdentityState(this.now, mulberry32(preset.seed ^ 0x9e3779b9));
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

  /** A deterministic number in [0, 1) from the world's own sequence (fault rates). */
  nextRandom() {
    return this.random();
  }

  /** A new seed or a reset rebuilds the data too: users, sessions and codes start over. */
  private reseed() {
    this.site = generateSite(this.scenario.seed);
    this.random = mulberry32(this.scenario.seed);
    this.identity = new IdentityState(this.now, mulberry32(this.scenario.seed ^ 0x9e3779b9));
    this.games = new GamesState();
  }
}

export function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
