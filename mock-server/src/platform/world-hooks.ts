/**
 * What one domain announces for another to act on, so the announcer never imports the listener (member pays
 * a referral reward when the wallet credits a deposit). A domain adds its events to this interface with
 * `declare module`, as it adds request decorations to fastify's.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WorldEvents {}

type Listener<K extends keyof WorldEvents> = (event: WorldEvents[K]) => void;

/**
 * One part of a world's state, owned by one domain, which defines it beside its state class and registers
 * it from its plugin. The definition itself is the key a world keeps the part under (World.part): whoever
 * holds it gets the part's own type, and no list of domains exists anywhere.
 */
export type StatePart<W, T extends object> = {
  /** The part's name in a state file (persistence/state-file.ts): never renamed, or saved worlds stop loading. */
  readonly name: string;
  /** Builds the part afresh when a world is made and whenever it is reseeded (a new seed, a reset, a restore). */
  readonly create: (world: W) => T;
};

/** A step every world runs at a moment (its reseed, or catching up with its clock), after the steps it names. */
export type WorldStep<W> = { readonly name: string; readonly after: readonly string[]; readonly run: (world: W) => void };

/** Registers a step to run after others, named as they registered (`'wallet.payouts'`); unknown names are refused when the first world is made. */
export type StepOrder = { after?: readonly string[] };

/**
 * The registry of one fake (its WorldStore holds it and hands it to every world it makes): each domain
 * plugin registers, when buildApp registers the plugin, its events' listeners, its state parts, what it
 * seeds into a fresh world and what it runs when a world catches up with its clock. A world reads the
 * registry and names no domain. Parts and steps are registered before the first world is made; then the
 * registry is sealed, so every world of a fake has the same parts.
 */
export class WorldHooks<W = unknown> {
  private readonly listeners = new Map<keyof WorldEvents, Listener<never>[]>();
  private readonly registered: StatePart<W, object>[] = [];
  private readonly reseedSteps: WorldStep<W>[] = [];
  private readonly tickSteps: WorldStep<W>[] = [];
  private ordered: { reseeds: readonly WorldStep<W>[]; ticks: readonly WorldStep<W>[] } | undefined;

  on<K extends keyof WorldEvents>(name: K, listener: Listener<K>) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as Listener<never>]);
  }

  /** Calls the listeners in the order they registered, within the caller's handler (one event loop: no interleaving). */
  emit<K extends keyof WorldEvents>(name: K, event: WorldEvents[K]) {
    for (const listener of this.listeners.get(name) ?? []) (listener as Listener<K>)(event);
  }

  /** Adds a state part; every world builds it on (re)seed and saves it under its name. */
  part<T extends object>(part: StatePart<W, T>) {
    this.unsealed(`state part "${part.name}"`);
    if (this.registered.some((p) => p.name === part.name)) throw new Error(`state part "${part.name}" is registered twice`);
    this.registered.push(part);
  }

  /** Adds what a fresh world seeds after every part is built (agent's teams into identity's users). */
  reseed(name: string, run: (world: W) => void, { after = [] }: StepOrder = {}) {
    this.unsealed(`reseed step "${name}"`);
    this.reseedSteps.push(step(this.reseedSteps, name, after, run));
  }

  /** Adds what a world runs before each request to catch up with its clock (bets whose draw is made settle). */
  tick(name: string, run: (world: W) => void, { after = [] }: StepOrder = {}) {
    this.unsealed(`clock tick "${name}"`);
    this.tickSteps.push(step(this.tickSteps, name, after, run));
  }

  /** The parts in the order they registered. */
  get parts(): readonly StatePart<W, object>[] {
    return this.registered;
  }

  /** The part saved under `name`, if this fake has one. */
  partNamed(name: string): StatePart<W, object> | undefined {
    return this.registered.find((p) => p.name === name);
  }

  /** The reseed steps, each after those it names (else in registration order). Seals the registry. */
  get reseeds(): readonly WorldStep<W>[] {
    return this.seal().reseeds;
  }

  /** The clock ticks, each after those it names (else in registration order). Seals the registry. */
  get ticks(): readonly WorldStep<W>[] {
    return this.seal().ticks;
  }

  /** Orders the steps once, when the first world is made; throws naming an unknown or circular `after`. */
  seal() {
    this.ordered ??= { reseeds: inOrder(this.reseedSteps, 'reseed'), ticks: inOrder(this.tickSteps, 'clock tick') };
    return this.ordered;
  }

  private unsealed(what: string) {
    if (this.ordered) throw new Error(`${what} registered after the first world was made: register it from the domain's plugin`);
  }
}

function step<W>(steps: WorldStep<W>[], name: string, after: readonly string[], run: (world: W) => void): WorldStep<W> {
  if (steps.some((s) => s.name === name)) throw new Error(`step "${name}" is registered twice`);
  return { name, after, run };
}

/** The steps with each one after every step it names; steps free to go keep their registration order. */
function inOrder<W>(steps: readonly WorldStep<W>[], kind: string): WorldStep<W>[] {
  const names = new Set(steps.map((s) => s.name));
  for (const s of steps) {
    const unknown = s.after.find((name) => !names.has(name));
    if (unknown) throw new Error(`${kind} "${s.name}" runs after "${unknown}", which no plugin registered`);
  }
  const done: WorldStep<W>[] = [];
  const placed = new Set<string>();
  while (done.length < steps.length) {
    const ready = steps.find((s) => !placed.has(s.name) && s.after.every((name) => placed.has(name)));
    if (!ready) {
      const stuck = steps.filter((s) => !placed.has(s.name)).map((s) => s.name);
      throw new Error(`${kind} steps wait on each other: ${stuck.join(', ')}`);
    }
    done.push(ready);
    placed.add(ready.name);
  }
  return done;
}
