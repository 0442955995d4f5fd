import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import * as api from './api';

const { eachLike, integer, string, boolean, fromProviderState } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
const unreadMessage = ['the player has an unread message', { username: 'player01', title: 'A message from QA' }] as const;
const withToken = { Authorization: PACT_TOKEN };
const inboxIdOf = () => fromProviderState('${inboxId}', 1);

describe('platform messages (consumer contract)', () => {
  it('counts the unread messages of the player', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given(...unreadMessage)
      .uponReceiving('a request for the unread inbox count')
      .withRequest('GET', '/wps/relay/CSP_unreadCount', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success(integer(2))))
      .executeTest(async (server) => {
        expect(await api.fetchInboxUnread(pactHttp(server.url, PACT_TOKEN))).toBeGreaterThan(0);
      });
  });

  it('reads a page of the inbox, newest first, with platform notices worded by type', async () => {
    const item = {
      inboxId: integer(1),
      category: string('SYSTEM'),
      title: string('A message from QA'),
      content: string('<p>Hello from the platform.</p>'),
      read: boolean(false),
      createdAt: integer(1_795_306_049_355),
    };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given(...unreadMessage)
      .uponReceiving('a request for the first page of the inbox')
      .withRequest('POST', '/wps/relay/CSP_getInboxList', (b) => b.headers(withToken).jsonBody({ pageNo: 1, pageSize: 10 }))
      .willRespondWith(200, (b) => b.jsonBody(success({ content: eachLike(item), totalPages: integer(1), total: integer(2) })))
      .executeTest(async (server) => {
        const page = await api.fetchInbox(pactHttp(server.url, PACT_TOKEN), 1);
        expect(page.content[0]?.read).toBe(false);
        expect(page.total).toBeGreaterThan(0);
      });
  });

  it('marks an opened message read and answers the unread count left', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given(...unreadMessage)
      .uponReceiving('a request to mark a message read')
      .withRequest('POST', '/wps/relay/CSP_readInbox', (b) => b.headers(withToken).jsonBody({ inboxIds: [inboxIdOf()] }))
      .willRespondWith(200, (b) => b.jsonBody(success({ changed: integer(1), unread: integer(0) })))
      .executeTest(async (server) => {
        expect((await api.readInbox(pactHttp(server.url, PACT_TOKEN), [1])).changed).toBe(1);
      });
  });

  it('deletes a message and answers the unread count left', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given(...unreadMessage)
      .uponReceiving('a request to delete a message')
      .withRequest('POST', '/wps/relay/CSP_deleteInbox', (b) => b.headers(withToken).jsonBody({ inboxIds: [inboxIdOf()] }))
      .willRespondWith(200, (b) => b.jsonBody(success({ changed: integer(1), unread: integer(0) })))
      .executeTest(async (server) => {
        const left = await api.deleteInbox(pactHttp(server.url, PACT_TOKEN), [1]);
        expect(left).toEqual({ changed: 1, unread: 0 });
      });
  });
});
