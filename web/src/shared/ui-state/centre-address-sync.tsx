import { useContext, useEffect, useReducer, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigate, useNavigationType, type Location } from 'react-router';
import { accessActions, selectIsAgent, selectRealAccountCheck } from '../access/access';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import type { RootState } from '../store/root-state';
import { isHandOver, readCentreAddress, sameCentre, writeCentreAddress, type CentreAt } from './centre-address';
import type { MemberPage } from './member-pages';
import { overlayActions, selectOverlay } from './overlay-slice';

/** A centre asked for by the address before the player may see it: it opens once they can (after the login). */
type Pending = { centre: CentreAt; loginShown: boolean };
/** Our own last navigation, so its arrival is told apart from the player's (Back) and the app's. */
type Own = 'push' | 'replace' | 'back' | null;

const selectMemberAwaited = (s: RootState) => s.session.token !== null && s.session.member === null;

/**
 * The one sync between the address and the open centre (`?member=` / `?agent=`, centre-address.ts), mounted
 * once above the routes. Opening a centre pushes a history entry, switching its page replaces it, closing
 * it takes the entry back (or drops the parameter when the entry was not ours). Back (and any address the
 * player loads) wins over the store: an address with a centre opens it, one without closes it. A move the
 * app makes keeps the open centre and its parameter, except the move home after a login a link waited for:
 * that one is undone, so the player stays on the link's page.
 *
 * A page that hands over to another address (centre-address.ts `isHandOver`) never rests in the history.
 *
 * An address a player may not see yet: logged out, the login opens and the centre follows a successful
 * login (closing the login drops it); a trial account gets the trial warning; a player who is not an agent
 * a notice. An unknown word opens the centre's first page, an alias is rewritten to the word, a parameter
 * that is no word is dropped.
 */
export function CentreAddressSync() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { modal, centrePage } = useAppSelector(selectOverlay);
  const access = useAppSelector(selectRealAccountCheck);
  const awaited = useAppSelector(selectMemberAwaited);
  const agent = useAppSelector(selectIsAgent);
  const kind = modal === 'memberCentre' ? 'member' : modal === 'agentCentre' ? 'agent' : null;

  const seenKey = useRef<string | null>(null);
  const seenStored = useRef<CentreAt | null>(null);
  const pending = useRef<Pending | null>(null);
  const own = useRef<Own>(null);
  /** The entry the address is on was pushed by us for the open centre: closing goes back over it. */
  const ours = useRef(false);
  /** The store moved while a navigation was on its way: looked at once it lands. */
  const storeLate = useRef(false);
  /** A centre waiting for the login has just been let in: the app's move home after the login is undone. */
  const afterLogin = useRef(false);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  // Back during a move still on its way (a lazy page loading) may bring the router back to the address it shows:
  // it renders nothing new then, so the browser's popstate asks for another look.
  const [popped, popstate] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    globalThis.addEventListener?.('popstate', popstate);
    return () => globalThis.removeEventListener?.('popstate', popstate);
  }, []);

  useEffect(() => {
    const stored: CentreAt | null = kind && centrePage ? { kind, page: centrePage } : null;
    const address = readCentreAddress(location.search);
    const storeMoved = !sameCentre(seenStored.current, stored) || storeLate.current;
    seenStored.current = stored;
    // The router shows a new address in a transition, a store change at once: until the address the
    // history is on reaches this render, nothing here acts on the old one.
    const current = (navigator as Partial<{ location: Location }>).location;
    if (current && current.key !== location.key) {
      storeLate.current = storeMoved;
      // Whichever address this render finally shows (even the one it showed, after a quick Back) is news.
      seenKey.current = null;
      return;
    }
    storeLate.current = false;
    const addressMoved = seenKey.current !== location.key;
    seenKey.current = location.key;

    const go = (centre: CentreAt | null, how: 'push' | 'replace') => {
      own.current = how;
      const search = writeCentreAddress(location.search, centre);
      void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: how === 'replace', state: location.state });
    };
    const drop = () => {
      pending.current = null;
      go(null, 'replace');
    };
    /** The address asks for this centre: open it if the player may see it. */
    const admit = (centre: CentreAt) => {
      if (awaited || access === 'login') {
        if (!pending.current || !sameCentre(pending.current.centre, centre)) pending.current = { centre, loginShown: false };
        if (awaited) return;
        if (modal === null) dispatch(accessActions.loginPromptRequested());
        else pending.current.loginShown = true;
        return;
      }
      pending.current = null;
      if (access === 'trial') {
        dispatch(accessActions.trialWarningRequested());
        drop();
      } else if (centre.kind === 'agent' && !agent) {
        dispatch(overlayActions.noticeShown({ kind: 'info', message: 'dialog.agentsOnly' }));
        drop();
      } else if (centre.kind === 'member') dispatch(overlayActions.memberCentreOpened(centre.page as MemberPage));
      else dispatch(overlayActions.agentCentreOpened(centre.page));
    };

    const by = addressMoved ? own.current : null;
    const back = () => {
      own.current = 'back';
      void navigate(-1);
    };
    // The login sends the player home (a new entry): the link's own entry, one back, already holds the centre.
    const undoMoveHome = addressMoved && by === null && navigationType === 'PUSH' && afterLogin.current;
    if (addressMoved) {
      afterLogin.current = false;
      own.current = null;
      if (by === 'push') ours.current = true;
      else if (by !== 'replace') ours.current = false;
    }
    // Our own move has landed while the store moved on: the store's newer centre wins, below.
    if (addressMoved && !(by !== null && storeMoved)) {
      if (address.ignored) {
        go(isHandOver(stored) ? null : stored, 'replace');
        return;
      }
      if (address.centre) {
        if (isHandOver(address.centre)) go(null, 'replace');
        else if (!address.canonical) go(address.centre, 'replace');
        if (!sameCentre(address.centre, stored)) admit(address.centre);
        return;
      }
      if (stored && !isHandOver(stored)) {
        // Back closes the centre; the app's own moves keep it, and its parameter.
        if (navigationType === 'POP') dispatch(overlayActions.closed());
        else if (undoMoveHome) back();
        else go(stored, 'replace');
        return;
      }
      // Back from a centre still waiting for the login: it is no longer asked for.
      if (navigationType === 'POP') pending.current = null;
      else if (pending.current && by === null && navigationType === 'PUSH' && access !== 'login' && !awaited) {
        // Logged in, and sent home before the centre opened: back to the link's entry, which opens it.
        back();
        return;
      }
      // Otherwise (the app moved, say after the login) a centre still waiting is looked at below.
    }

    const waiting = pending.current;
    if (waiting) {
      if (awaited) return;
      if (access !== 'login') {
        afterLogin.current = true;
        admit(waiting.centre);
      } else if (modal !== null) waiting.loginShown = true;
      // The login closed without one: the address forgets the centre.
      else if (waiting.loginShown) drop();
      return;
    }

    if (!storeMoved || sameCentre(stored, address.centre) || isHandOver(stored)) return;
    if (stored === null && ours.current) {
      ours.current = false;
      back();
    } else {
      go(stored, stored !== null && address.centre === null ? 'push' : 'replace');
    }
  }, [location, navigationType, navigate, navigator, popped, dispatch, kind, centrePage, modal, access, awaited, agent]);

  return null;
}
