import { VASSALAGE } from '@portal/contracts';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { SessionKey } from '../../../shared/storage/keys';
import { session } from '../../../shared/storage/web-storage';
import { useAppSelector } from '../../../shared/store/hooks';
import { useBrowserValue } from '../../../shared/ui/use-hydrated';
import { selectLane, selectLanesRemote } from '../selectors';
import { resolveLobbyVendor, type LobbyFallback } from './lobby-vendor';

const isFallback = (state: unknown): state is { lobbyFallback: LobbyFallback } =>
  typeof state === 'object' && state !== null && 'lobbyFallback' in state;

/**
 * The slots lobby's vendor from its link. A value naming nothing is not kept: the link is corrected in
 * place (replace) to All, the lobby shows why, and only a checked vendor is remembered for the next visit.
 */
export function useLobbyVendor() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const lane = useAppSelector(selectLane('RNG'));
  const { status: lanesStatus } = useAppSelector(selectLanesRemote);
  // The session's vendor is the browser's: the server renders without it, and so does the hydration.
  const kept = useBrowserValue(() => session.get(SessionKey.CurrentVassalage), null);
  const vendors = (lane?.cards ?? []).filter((c) => c.isGame === VASSALAGE);
  const resolved = resolveLobbyVendor({
    named: params.get('vassalage') || null,
    tab: params.get('page') || null,
    remembered: params.has('all') ? null : kept,
    vendors: vendors.map((c) => c.vassalage),
    lanesStatus,
  });
  const fallback = resolved.settled ? resolved.fallback : null;
  const vassalage = resolved.settled ? resolved.vassalage : undefined;
  const checked = resolved.settled && resolved.checked;

  useEffect(() => {
    if (!fallback) return;
    const next = new URLSearchParams(params);
    for (const key of ['vassalage', 'page', 'p']) next.delete(key);
    setParams(next, { replace: true, state: { lobbyFallback: fallback } });
  }, [fallback, params, setParams]);
  useEffect(() => {
    if (!checked) return;
    if (vassalage) session.set(SessionKey.CurrentVassalage, vassalage);
    else session.remove(SessionKey.CurrentVassalage);
  }, [checked, vassalage]);

  return {
    vendors,
    vassalage,
    /** The lobby may ask for its games: the vendor is known and the link needs no correcting. */
    ready: resolved.settled && !fallback,
    lanesStatus,
    notice: isFallback(state) ? state.lobbyFallback : null,
  };
}
