/** What /game may frame: a game this tab launched, or any address on a configured launch host. */
export type FrameAllowance = {
  /** Addresses launch calls answered in this tab (launched-games.ts). */
  launched: readonly string[];
  /** Origins of the launch CDNs (config.json `launchHosts`). */
  launchHosts: readonly string[];
  /** The portal's own origin, against which relative addresses resolve. */
  origin: string;
};

/** `invalid`: no http(s) address at all; `foreign`: an address no launch gave and no launch host serves. */
export type FrameVerdict = 'frame' | 'invalid' | 'foreign';

const parse = (url: string, base: string) => {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
};

export function frameVerdict(url: string | null, { launched, launchHosts, origin }: FrameAllowance): FrameVerdict {
  const address = url ? parse(url, origin) : null;
  if (!address || (address.protocol !== 'https:' && address.protocol !== 'http:')) return 'invalid';
  if (launched.some((known) => parse(known, origin)?.href === address.href)) return 'frame';
  return launchHosts.some((host) => parse(host, origin)?.origin === address.origin) ? 'frame' : 'foreign';
}
