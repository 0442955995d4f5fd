import { MatchersV3 } from '@pact-foundation/pact';
import { serviceCalls } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../shared/http/http-client';
import { makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import * as api from './api';

const { eachLike, integer, equal, string, boolean } = MatchersV3;
const running = 'the site is running normally';
const withToken = { Authorization: PACT_TOKEN };

describe('announcement read state and feedback by POST (consumer contract)', () => {
  it('answers the announcements the player has read', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given('the player is logged in', { username: 'player01', token: PACT_TOKEN })
      .given('the player has read an announcement', { username: 'player01', announcementId: 1 })
      .uponReceiving('a request for the announcements the player has read')
      .withRequest('GET', '/wps/relay/MCSFE_getAnnouncementRead', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success(eachLike({ announcementId: integer(1), read: boolean(true) }))))
      .executeTest(async (server) => {
        expect(await api.fetchAnnouncementReadState(pactHttp(server.url, PACT_TOKEN))).toEqual([{ announcementId: 1, read: true }]);
      });
  });

  // The spec reads POST as well as PUT (spec 01 section 7): the client sends PUT; this pins POST for a backend that takes it.
  it('takes feedback by POST, without a token, and answers its number', async () => {
    const feedback = { type: 'COMPLAINT' as const, content: 'My withdrawal is late again' };
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('feedback within the bounds, sent with POST')
      .withRequest('POST', '/wps/feedback', (b) => b.jsonBody(feedback))
      .willRespondWith(200, (b) => b.jsonBody(success({ feedbackId: integer(1) })))
      .executeTest(async (server) => {
        expect((await callApi(pactHttp(server.url), serviceCalls.feedbackByPost, { data: feedback })).feedbackId).toBe(1);
      });
  });

  it('refuses feedback by POST of too few words with 400, naming the bound', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('feedback by POST below the word-count bound')
      .withRequest('POST', '/wps/feedback', (b) => b.jsonBody({ type: 'BUG', content: 'too short' }))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: equal(false),
          errorCode: string('VALIDATION_FAILED'),
          message: string('body.content: at least 3 words'),
        }),
      )
      .executeTest(async (server) => {
        await expect(
          callApi(pactHttp(server.url), serviceCalls.feedbackByPost, { data: { type: 'BUG', content: 'too short' } }),
        ).rejects.toMatchObject({ status: 400 });
      });
  });
});
