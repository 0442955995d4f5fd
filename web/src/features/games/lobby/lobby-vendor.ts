import type { RemoteStatus } from '../../../shared/remote/remote';
import type { LobbyAsk, LobbyView } from '../types';

/** A lobby link value that names nothing: it falls back to All, and the lobby says so. */
export type LobbyFallback = { param: 'vassalage' | 'page'; value: string };

export type LobbyVendorInput = {
  /** The `vassalage` query value. */
  named: string | null;
  /** The `page` query value: 1 is the All tab, 2 the first vendor, and so on. */
  tab: string | null;
  /** The vendor chosen last time (session current_vassalage), unless the link asked for All. */
  remembered: string | null;
  /** The slots vendors, in tab order. */
  vendors: string[];
  lanesStatus: RemoteStatus;
};

export type LobbyVendor =
  { settled: false } | { settled: true; vassalage: string | undefined; fallback: LobbyFallback | null; checked: boolean };

/**
 * The slots lobby's vendor (spec 02, 2): `vassalage`, else the `page` tab, else the one chosen last.
 * It waits for the vendor lanes to check it; a value naming no vendor falls back to All. When the lanes
 * failed the values are taken as they are (unchecked), so the games can still be listed.
 */
export function resolveLobbyVendor({ named, tab, remembered, vendors, lanesStatus }: LobbyVendorInput): LobbyVendor {
  const settle = (vassalage?: string, fallback: LobbyFallback | null = null) => ({
    settled: true as const,
    vassalage,
    fallback,
    checked: true,
  });
  if (lanesStatus === 'failed') return { settled: true, vassalage: named ?? remembered ?? undefined, fallback: null, checked: false };
  if (lanesStatus !== 'ready') return named || tab || remembered ? { settled: false } : settle();
  if (named) return vendors.includes(named) ? settle(named) : settle(undefined, { param: 'vassalage', value: named });
  if (tab) {
    const n = /^\d+$/.test(tab) ? Number(tab) : 0;
    if (n === 1) return settle();
    const vendor = n > 1 ? vendors[n - 2] : undefined;
    return vendor ? settle(vendor) : settle(undefined, { param: 'page', value: tab });
  }
  return settle(remembered && vendors.includes(remembered) ? remembered : undefined);
}

/** The slots lobby's ask from its link and the vendor resolved for it: what the lobby (and the server's render) asks for. */
export function slotsLobbyAsk(params: URLSearchParams, vassalage: string | undefined): LobbyAsk {
  return {
    query: {
      gameType: 'RNG',
      vassalage,
      gameName: params.get('q') ?? undefined,
      gameClassify: params.get('classify') ?? undefined,
      pageNo: Math.max(1, Number(params.get('p') ?? 1) || 1),
    },
    view: (params.get('view') as LobbyView | null) ?? 'all',
  };
}
