/**
 * What one domain announces for another to act on, so the announcer never imports the listener (member pays
 * a referral reward when the wallet credits a deposit). A domain adds its events to this interface with
 * `declare module`, as it adds request decorations to fastify's.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface WorldEvents {}

type Listener<K extends keyof WorldEvents> = (event: WorldEvents[K]) => void;

/**
 * The listeners of one fake (its WorldStore holds them and hands them to every world it makes): a domain
 * plugin registers its own when buildApp registers the plugin, so nothing grows from one build to the next.
 */
export class WorldHooks {
  private readonly listeners = new Map<keyof WorldEvents, Listener<never>[]>();

  on<K extends keyof WorldEvents>(name: K, listener: Listener<K>) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener as Listener<never>]);
  }

  /** Calls the listeners in the order they registered, within the caller's handler (one event loop: no interleaving). */
  emit<K extends keyof WorldEvents>(name: K, event: WorldEvents[K]) {
    for (const listener of this.listeners.get(name) ?? []) (listener as Listener<K>)(event);
  }
}
