import { memberCalls, type LoginVerifyMethod } from '@portal/contracts';
import { callApi, type HttpClient } from '../../../shared/http/http-client';

// Its own file: the catalogue's schemas come with the login forms' chunk, never with the shell's api.ts.

/** Login protection's second step (contracts/src/catalogue-member.ts): a code by the chosen method, then the check. */
export const sendLoginCode = (http: HttpClient, challengeId: string, method: LoginVerifyMethod) =>
  callApi(http, memberCalls.loginCode, { data: { challengeId, method } });
export const verifyLogin = (http: HttpClient, challengeId: string, method: LoginVerifyMethod, code: string) =>
  callApi(http, memberCalls.loginVerify, { data: { challengeId, method, code } });
