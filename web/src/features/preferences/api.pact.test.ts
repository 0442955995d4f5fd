import { describe, expect, it } from 'vitest';
import { failure, makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import { MatchersV3 } from '@pact-foundation/pact';
import { updateMemberLanguage } from './api';

const { boolean, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;

describe('member language (consumer contract)', () => {
  it('tells the server the language a logged-in player chose', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a language change of a logged-in player')
      .withRequest('PUT', '/wps/member/language', (b) => b.headers({ Authorization: PACT_TOKEN }).jsonBody({ language: equal('VI') }))
      .willRespondWith(200, (b) => b.jsonBody(success(boolean(true))))
      .executeTest(async (server) => {
        expect(await updateMemberLanguage(pactHttp(server.url, PACT_TOKEN), 'VI')).toBe(true);
      });
  });

  it('is refused without a session', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a language change without a session')
      .withRequest('PUT', '/wps/member/language', (b) => b.jsonBody({ language: equal('TH') }))
      .willRespondWith(401, (b) => b.jsonBody(failure('UNAUTHORIZED')))
      .executeTest(async (server) => {
        await expect(updateMemberLanguage(pactHttp(server.url), 'TH')).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
      });
  });
});
