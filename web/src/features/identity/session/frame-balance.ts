import { call, delay, put, select, take, takeLatest } from 'redux-saga/effects';
import type { Action } from '@reduxjs/toolkit';
import { selectRealAccountCheck, type AccessCheck } from '../../../shared/access/access';
import { balanceEvents } from '../../../shared/wallet/balance-events';
import { identityIntents } from '../intents';

/**
 * How often the header's balance is read again while a game or lottery frame is open: bets and wins happen
 * inside the frame, where we cannot see them. Often enough to follow play, rare enough for a tab left open.
 */
export const FRAME_BALANCE_REFRESH_MS = 15_000;

/** The pages that frame a game or a lottery (spec 02, section 2): /game and /seamless, /lottery, /vnlottery. */
const framePaths = ['/game', '/seamless', '/lottery', '/vnlottery'];
export const isFramePage = (pathname: string) => framePaths.includes(pathname.replace(/\/+$/, '').toLowerCase());

const tabHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/** Money may have moved: the session reloads the header's balance, if there is a session. */
function* balanceMayHaveMoved() {
  const check = (yield select(selectRealAccountCheck)) as AccessCheck;
  if (check !== 'login') yield put(balanceEvents.changed());
}

/**
 * While a frame page is open, the balance every FRAME_BALANCE_REFRESH_MS. A hidden tab pauses it: nothing is
 * asked until the tab returns, and the return reloads the balance itself (session saga), so the count restarts.
 */
function* whileFramed() {
  while (true) {
    yield delay(FRAME_BALANCE_REFRESH_MS);
    if (tabHidden()) {
      yield take(balanceEvents.tabReturned.type);
      continue;
    }
    yield call(balanceMayHaveMoved);
  }
}

/** Entering a frame page starts the periodic reading; leaving it stops that and reads the balance once. */
export function* framePageBalance() {
  yield takeLatest([identityIntents.framePageEntered.type, identityIntents.framePageLeft.type], function* (action: Action) {
    if (identityIntents.framePageLeft.match(action)) yield call(balanceMayHaveMoved);
    else yield call(whileFramed);
  });
}
