import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { brandAnnouncements } from '../../test/pact-announcements';
import { failure, makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import * as api from './api';

const { eachLike, integer, string, number, equal, boolean } = MatchersV3;
const running = 'the site is running normally';
const loggedInAs = (username: string) => ['the player is logged in', { username, token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };
const chatQuery = { b2c: '1', title: 'Customer service', language: 'EN', headerColor: '#6142bf' };
// Any text: no spec states the chat address's form (spec 02 §7, spec 04 "Chat and customer service").
const chatUrl = string('/wps/static/chat/0123456789abcdef01234567?key=00112233445566778899aabbccddeeff');

describe('live chat and VIP service (consumer contract)', () => {
  it('launches the chat for a member with the spec fields, through live chat', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('player01'))
      .uponReceiving('a request for the chat address of a club member below rank 5')
      .withRequest('GET', '/wps/relay/CBS_launchChat', (b) => b.headers(withToken).query(chatQuery))
      .willRespondWith(200, (b) => b.jsonBody(success({ chatUrl, queue: equal('LIVECHAT') })))
      .executeTest(async (server) => {
        const chat = await api.launchChat(pactHttp(server.url, PACT_TOKEN), 'Customer service', 'EN');
        expect(chat.queue).toBe('LIVECHAT');
        expect(chat.chatUrl).toMatch(/^\/wps\/static\/chat\//);
      });
  });

  it('puts a member above club rank 4 through to VIP service', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('agent42'))
      .uponReceiving('a request for the chat address of a club member of rank 5')
      .withRequest('GET', '/wps/relay/CBS_launchChat', (b) => b.headers(withToken).query(chatQuery))
      .willRespondWith(200, (b) => b.jsonBody(success({ chatUrl, queue: equal('VIP') })))
      .executeTest(async (server) => {
        expect((await api.launchChat(pactHttp(server.url, PACT_TOKEN), 'Customer service', 'EN')).queue).toBe('VIP');
      });
  });

  it('refuses the chat to a trial account', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('trial01'))
      .uponReceiving('a request for the chat address of a trial account')
      .withRequest('GET', '/wps/relay/CBS_launchChat', (b) => b.headers(withToken).query(chatQuery))
      .willRespondWith(200, (b) => b.jsonBody(failure('TRIAL_NOT_ALLOWED')))
      .executeTest(async (server) => {
        await expect(api.launchChat(pactHttp(server.url, PACT_TOKEN), 'Customer service', 'EN')).rejects.toMatchObject({
          code: 'TRIAL_NOT_ALLOWED',
        });
      });
  });

  it("counts the agent's messages the player has not read", async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('player01'))
      .given('the service agent has answered the player', { username: 'player01', text: 'Hello, how can I help?' })
      .uponReceiving('a request for the unread chat messages')
      .withRequest('GET', '/wps/relay/CBS_unreadCount', (b) => b.headers(withToken))
      .willRespondWith(200, (b) => b.jsonBody(success(integer(1))))
      .executeTest(async (server) => {
        expect(await api.fetchChatUnread(pactHttp(server.url, PACT_TOKEN))).toBe(1);
      });
  });
});

describe('help centre, feedback, winners and announcements (consumer contract)', () => {
  it('reads the help centre in the asked language, without a token', async () => {
    const article = { articleId: integer(1), title: string('How do I register?'), content: string('<p>Tap <b>Register</b>.</p>') };
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the help centre in English')
      .withRequest('GET', '/wps/system/helpCenter', (b) => b.query({ language: 'EN' }))
      .willRespondWith(200, (b) =>
        b.jsonBody(success(eachLike({ categoryId: integer(1), name: string('Account'), articles: eachLike(article) }))),
      )
      .executeTest(async (server) => {
        const help = await api.fetchHelpCenter(pactHttp(server.url), 'EN');
        expect(help[0]?.articles[0]?.title).toBe('How do I register?');
      });
  });

  it('sends feedback with PUT, without a token, and answers its number', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('feedback within the bounds')
      .withRequest('PUT', '/wps/feedback', (b) =>
        b.jsonBody({ type: 'SUGGESTION', content: 'Please add more fishing games', contact: 'player@example.com' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ feedbackId: integer(1) })))
      .executeTest(async (server) => {
        const sent = await api.sendFeedback(pactHttp(server.url), {
          type: 'SUGGESTION',
          content: 'Please add more fishing games',
          contact: 'player@example.com',
        });
        expect(sent.feedbackId).toBe(1);
      });
  });

  it('refuses feedback of too few words with 400, naming the bound', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('feedback below the lower bound')
      .withRequest('PUT', '/wps/feedback', (b) => b.jsonBody({ type: 'BUG', content: 'too short' }))
      .willRespondWith(400, (b) =>
        b.jsonBody({
          success: equal(false),
          errorCode: string('VALIDATION_FAILED'),
          message: string('body.content: at least 3 words'),
        }),
      )
      .executeTest(async (server) => {
        await expect(api.sendFeedback(pactHttp(server.url), { type: 'BUG', content: 'too short' })).rejects.toMatchObject({ status: 400 });
      });
  });

  it('reads the winners board, the biggest wins first', async () => {
    const vo = {
      winAmount: number(638.05),
      userName: string('pa***2'),
      gameName: string('Keno 1 Minute'),
      gameCategory: string('ALL'),
      winTime: integer(1_795_306_049_355),
    };
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the winners board')
      .withRequest('GET', '/wps/relay/GCSGAME_getRankList', (b) => b.query({ gameCategory: 'ALL', language: 'EN', limitNum: '20' }))
      .willRespondWith(200, (b) => b.jsonBody(success({ list: eachLike({ vo }) })))
      .executeTest(async (server) => {
        const { list } = await api.fetchWinners(pactHttp(server.url), 'EN');
        expect(list[0]?.vo.userName).toContain('***');
      });
  });

  it("reads the players' announcements for the service centre (the relay's player, paged 9 at a time here)", async () => {
    const announcement = {
      id: integer(10),
      title: string('Weekend reload'),
      content: string('<p>Reload 20%.</p>'),
      date: integer(1_795_346_835_992),
      type: string('PL'),
    };
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving("a relayed request for the announcements, for the service centre's list")
      .withRequest('POST', '/wps/relay/MCSFE_getListAnnouncements', (b) => b.jsonBody(brandAnnouncements))
      .willRespondWith(200, (b) => b.jsonBody(success({ player: eachLike(announcement) })))
      .executeTest(async (server) => {
        const page = await api.fetchAnnouncementPage(pactHttp(server.url), 1);
        expect(page.list[0]?.title).toBe('Weekend reload');
      });
  });

  it('marks an announcement read for the player', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedInAs('player01'))
      .uponReceiving('a request to mark announcement 1 read')
      .withRequest('POST', '/wps/relay/MCSFE_updateAnnouncementRead', (b) =>
        b.headers(withToken).jsonBody({ announcementId: 1, read: true }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success({ announcementId: integer(1), read: boolean(true) })))
      .executeTest(async (server) => {
        expect(await api.markAnnouncementRead(pactHttp(server.url, PACT_TOKEN), 1)).toEqual({ announcementId: 1, read: true });
      });
  });
});
