import { MatchersV3 } from '@pact-foundation/pact';
import { PACT_TOKEN, pactHttp } from '../../test/pact';

/** What the agent centre's pact tests share: provider states, the token, the http client and the period. */
const { fromProviderState } = MatchersV3;
export const running = 'the site is running normally';
export const loggedInAs = (username: string) => ['the player is logged in', { username, token: PACT_TOKEN }] as const;
export const agent = loggedInAs('agent01');
export const played = 'the team has played lately';
export const withToken = { Authorization: PACT_TOKEN };
export const http = (server: { url: string }) => pactHttp(server.url, PACT_TOKEN);
export const DAY = '^\\d{4}-\\d{2}-\\d{2}$';
/** The period the provider's state names (its last 30 days), so the pact holds whatever day it is verified. */
export const period = { startDate: '2026-10-24', endDate: '2026-11-22' };
export const periodQuery = {
  startDate: fromProviderState('${startDate}', period.startDate),
  endDate: fromProviderState('${endDate}', period.endDate),
};
