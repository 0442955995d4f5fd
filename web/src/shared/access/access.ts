import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { AGENT_CENTRE_TYPES, TRIAL_ACCOUNT_TYPE } from '@portal/contracts';
import { SessionKey } from '../storage/keys';
import { session } from '../storage/web-storage';
import type { RootState } from '../store/root-state';

/**
 * The access rule of spec 01, section 5, shared by every feature: an action needing login needs a
 * token; account type 4 is a trial account. Features ask for the prompts with these actions; the
 * identity feature answers them.
 */
export const isTrialType = (type: number | null | undefined) => type === TRIAL_ACCOUNT_TYPE;

type WithSession = Pick<RootState, 'session'>;

export const selectHasToken = (state: WithSession) => state.session.token !== null;
export const selectIsTrial = (state: WithSession) => isTrialType(state.session.member?.type);

/** The agent centre is for account types 1, 2, 41 and 42 (spec 01, section 5). */
export const selectIsAgent = (state: WithSession) => (AGENT_CENTRE_TYPES as readonly number[]).includes(state.session.member?.type ?? -1);

export type AccessCheck = 'ok' | 'login' | 'trial';
/** What a real-account action needs first. */
export const selectRealAccountCheck = (state: WithSession): AccessCheck =>
  !selectHasToken(state) ? 'login' : selectIsTrial(state) ? 'trial' : 'ok';

/** The stored token, for code that runs before the store or without it. */
export const hasToken = () => session.get(SessionKey.Token) !== null;
/**
 * The same check from sessionStorage, for code without the store. A saga has the store:
 * `yield select(selectRealAccountCheck)`.
 */
export const checkRealAccount = (): AccessCheck =>
  !hasToken() ? 'login' : isTrialType(Number(session.get(SessionKey.IsAgent))) ? 'trial' : 'ok';

export const accessActions = {
  loginPromptRequested: createAction('access/loginPromptRequested'),
  trialWarningRequested: createAction('access/trialWarningRequested'),
  /**
   * A trial account asks for a real one (the trial warning's confirm, 'in_increase_submit'): identity ends the
   * trial session and opens the registration.
   */
  registerInsteadRequested: createAction('access/registerInsteadRequested'),
  /**
   * A call answered that the session is over (HTTP 401, or login.not.session; shared/store/saga-context.ts
   * `request` dispatches it for every call): identity ends it on this side, once, and offers the login; `redo`,
   * the player's action that met it, is dispatched again after the login.
   */
  sessionExpired: createAction<{ redo?: UnknownAction } | undefined>('access/sessionExpired'),
  /** Identity dispatches it when a player logs in (true) or out (false). */
  sessionChanged: createAction<boolean>('access/sessionChanged'),
  /** Identity dispatches it when a login issues a token (not when a stored one is found): the after-login popups. */
  loggedIn: createAction<{ firstTimeLogin: boolean }>('access/loggedIn'),
  /** The member info may be out of date (the player rank moved on since the login): identity reads it again quietly. */
  memberStale: createAction('access/memberStale'),
};
