import { mergeScenario, scenarioSchema, type Scenario, type ScenarioPatch } from '@portal/contracts';
import { generateSite, type Site } from '@portal/fixtures';
import { GamesState } from '../games/games-state';
import { encodeState, restoreInto } from '../persistence/state-codec';
import { AgentState } from '../agent/contract-state';
import { settleDailySalaries } from '../agent/salary-settlement';
import { seedTeams } from '../agent/team-seed';
import { IdentityState } from '../identity/identity-state';
import { SecurityState } from '../member/security-state';
import { MemberPerks } from '../member/member-perks';
import { seededReferralRewards, seedReferralFriends } from '../member/referral-codes';
import { LotteryState } from '../lottery/lottery-state';
import { InboxState } from '../messages/inbox-state';
import { PointsState } from '../points/points-state';
import { PromotionPlays } from '../promotions/promotion-state';
import { ServiceState } from '../messages/service-state';
import { FundOrders } from '../wallet/fund-orders';
import { Ledger, MAIN_WALLET, TxCode } from '../wallet/ledger';
import { DriftLog } from './drift-log';
import { RequestJournal } from './request-journal';
import { IdempotentAnswers } from './idempotent-answers';
import { SealedNonces } from './sealed-nonces';
import { mulberry32 } from './seeded-random';
import { WorldClock } from './world-clock';
import { WorldHooks } from './world-hooks';

/** A world as a state file keeps it (persistence/state-file.ts). */
export type WorldSnapshot = { id: string; scenario: Scenario; clockOffsetMs: number; state: Record<string, unknown> };

/** One isolated copy of the backend: its scenario and the state the flows change. */
export class World {
  scenario: Scenario;
  site: Site;
  identity: IdentityState;
  games = new GamesState();
  lottery = new LotteryState();
  ledger = new Ledger();
  funds = new FundOrders();
  inbox = new InboxState();
  service = new ServiceState();
  agent = new AgentState();
  points = new PointsState();
  promotions: PromotionPlays;
  security = new SecurityState();
  perks: MemberPerks;
  /** What clients sent this world (kept across resets; QA clears it). */
  readonly journal = new RequestJournal();
  /** Forwarded answers that broke their contract (kept across resets, like the journal). */
  readonly drift = new DriftLog();
  /** Nonces of the sealed requests taken in the last minutes (kept across resets: a reset must not reopen a replay). */
  readonly sealedNonces = new SealedNonces();
  /** Idempotency-Keys of the money calls and their answers (kept across resets, like the nonces). */
  readonly idempotentAnswers = new IdempotentAnswers();
  lastUsed = Date.now();
  /** The world's own time, which QA can move forward. */
  readonly clock: WorldClock;
  readonly now: () => number;
  private random: () => number;

  constructor(
    readonly id: string,
    private readonly preset: Scenario,
    /** The server's own clock, which QA's moves of the world's clock leave alone: what a client's clock is compared with. */
    readonly realNow: () => number = Date.now,
    /** What the domains announce to each other (the fake's, kept across resets: wiring, not state). */
    readonly hooks: WorldHooks = new WorldHooks(),
  ) {
    this.clock = new WorldClock(realNow);
    this.now = this.clock.now;
    this.scenario = structuredClone(preset);
    this.site = generateSite(preset.seed);
    this.random = mulberry32(preset.seed);
    this.identity = newIdentity(this.now, preset.seed);
    this.promotions = new PromotionPlays(this.realNow());
    this.perks = new MemberPerks(seededReferralRewards(this.identity.users.values()));
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

  /** Every part of the world the flows change, by name: what a state file saves. Add a new state part here. */
  private stateParts(): Record<string, object> {
    return {
      identity: this.identity,
      games: this.games,
      lottery: this.lottery,
      ledger: this.ledger,
      funds: this.funds,
      inbox: this.inbox,
      service: this.service,
      agent: this.agent,
      points: this.points,
      promotions: this.promotions,
      security: this.security,
      perks: this.perks,
    };
  }

  snapshot(): WorldSnapshot {
    const state = Object.fromEntries(Object.entries(this.stateParts()).map(([name, part]) => [name, encodeState(part)]));
    return { id: this.id, scenario: this.scenario, clockOffsetMs: this.clock.offset, state };
  }

  /** Takes over a saved world: its scenario, its clock and every state part. Throws naming what does not fit. */
  restore(saved: WorldSnapshot) {
    this.replace(saved.scenario);
    this.clock.reset();
    this.clock.advance(saved.clockOffsetMs);
    const parts = this.stateParts();
    for (const [name, data] of Object.entries(saved.state)) {
      const part = parts[name];
      if (!part) throw new TypeError(`${this.id}.${name}: not part of this fake's state`);
      restoreInto(part, data, `${this.id}.${name}`);
    }
  }

  /**
   * Runs what the world's clock has made due, before a request is answered: bets whose draw has been made
   * settle and pay out (and, as later parts arrive, salary periods and withdrawal confirmations).
   */
  catchUp() {
    this.funds.autoConfirm(this.now());
    settleDailySalaries(this);
    this.lottery.settleDue(this.now(), this.scenario.seed, (bet, payout) => {
      if (!this.ledger.has(bet.userId)) return undefined;
      const reference = `LOTTO-${bet.id}`;
      return this.ledger.post(bet.userId, [{ wallet: MAIN_WALLET, txCode: TxCode.Win, amount: payout, reference }], bet.drawAt)[0]!
        .balanceAfter;
    });
  }

  /** A deterministic number in [0, 1) from the world's own sequence (fault rates). */
  nextRandom() {
    return this.random();
  }

  /** A new seed or a reset rebuilds the data too: users, sessions and codes start over. */
  private reseed() {
    this.site = generateSite(this.scenario.seed);
    this.random = mulberry32(this.scenario.seed);
    this.identity = newIdentity(this.now, this.scenario.seed);
    this.games = new GamesState();
    this.lottery = new LotteryState();
    this.ledger = new Ledger();
    this.funds = new FundOrders();
    this.inbox = new InboxState();
    this.service = new ServiceState();
    this.agent = new AgentState();
    this.points = new PointsState();
    this.promotions = new PromotionPlays(this.realNow());
    this.security = new SecurityState();
    this.perks = new MemberPerks(seededReferralRewards(this.identity.users.values()));
  }
}

/** Users, sessions and codes of a fresh world: the seeded accounts and the agents' teams. */
function newIdentity(now: () => number, seed: number) {
  const identity = new IdentityState(now, mulberry32(seed ^ 0x9e3779b9));
  seedTeams(identity);
  seedReferralFriends(identity.users.values());
  return identity;
}
