import { createAction } from '@reduxjs/toolkit';
import { TRIAL_ACCOUNT_TYPE } from '@portal/contracts';
import { SessionKey } from '../storage/keys';
import { session } from '../storage/web-storage';

/**
 * The access rule of spec 01, section 5, shared by every feature: an action needing login needs a
 * stored token; account type 4 is a trial account. Features ask for the prompts with these actions;
 * the identity feature answers them.
 */
export const hasToken = () => session.get(SessionKey.Token) !== null;
export const isTrialAccount = () => session.get(SessionKey.IsAgent) === String(TRIAL_ACCOUNT_TYPE);

export const accessActions = {
  loginPromptRequested: createAction('access/loginPromptRequested'),
  trialWarningRequested: createAction('access/trialWarningRequested'),
  /** Identity dispatches it when a player logs in (true) or out (false). */
  sessionChanged: createAction<boolean>('access/sessionChanged'),
};

export type AccessCheck = 'ok' | 'login' | 'trial';
/** What a real-account action needs first. */
export const checkRealAccount = (): AccessCheck => (!hasToken() ? 'login' : isTrialAccount() ? 'trial' : 'ok');
