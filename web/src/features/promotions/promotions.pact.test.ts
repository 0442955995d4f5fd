import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { freshIdempotencyKey } from '@portal/contracts';
import { brandAnnouncements, promotionItem } from '../../test/pact-announcements';
import { exactFailure, failure, makePact, PACT_TOKEN, pactHttp, success, onceKey } from '../../test/pact';
import * as api from './api';

const { eachLike, like, integer, number, string, equal, regex, boolean } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
const withToken = { Authorization: PACT_TOKEN };
const STATUS = '^(join|joined|claim|claimed|applying|in_process|issued|rejected|signed|closed|coming_soon)$';
// The smallest png: its signature is what the server checks the bytes by.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const BOUNDARY = 'pact-boundary';

const detail = (id: number, promotionType: string, status: string, needsAgreement: boolean) => ({
  id: equal(id),
  title: string('Lantern festival lucky draw'),
  category: string('festival'),
  content: string('<p>One lucky draw a day.</p>'),
  image: string(`/wps/static/promo/${id}.svg`),
  startDate: integer(1_790_000_000_000),
  endDate: integer(1_800_000_000_000),
  promotionType: string(promotionType),
  status: equal(status),
  needsAgreement: boolean(needsAgreement),
});

describe('promotions (consumer contract)', () => {
  it("lists the promotions with their category, picture, dates and type (the announcements relay's promotion)", async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a relayed request for the announcements, for the promotions page')
      .withRequest('POST', '/wps/relay/MCSFE_getListAnnouncements', (b) => b.jsonBody(brandAnnouncements))
      .willRespondWith(200, (b) => b.jsonBody(success({ promotion: eachLike(promotionItem()) })))
      .executeTest(async (server) => {
        expect((await api.fetchPromotions(pactHttp(server.url)))[0]?.promotionType).toBe('CLAIM');
      });
  });

  it('opens a promotion for a visitor: its HTML, type and the status anyone has', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for the lucky draw promotion by a visitor')
      .withRequest('GET', '/wps/promotions/detail', (b) => b.query({ id: '108' }))
      .willRespondWith(200, (b) => b.jsonBody(success(detail(108, 'RAFFLE', 'join', false))))
      .executeTest(async (server) => {
        expect(await api.fetchPromotionDetail(pactHttp(server.url), 108)).toMatchObject({ promotionType: 'RAFFLE', status: 'join' });
      });
  });

  it('opens a promotion for a player, with the agreement it asks for', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a request for the first deposit promotion by a player who has not joined it')
      .withRequest('GET', '/wps/promotions/detail', (b) => b.headers(withToken).query({ id: '102' }))
      .willRespondWith(200, (b) => b.jsonBody(success(detail(102, 'JOIN', 'join', true))))
      .executeTest(async (server) => {
        expect(await api.fetchPromotionDetail(pactHttp(server.url, PACT_TOKEN), 102)).toMatchObject({ needsAgreement: true });
      });
  });

  it('says so when a promotion does not exist', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .uponReceiving('a request for a promotion that does not exist')
      .withRequest('GET', '/wps/promotions/detail', (b) => b.query({ id: '999' }))
      .willRespondWith(200, (b) => b.jsonBody(exactFailure('PROMOTION_NOT_FOUND', 'No promotion 999')))
      .executeTest(async (server) => {
        await expect(api.fetchPromotionDetail(pactHttp(server.url), 999)).rejects.toMatchObject({ code: 'PROMOTION_NOT_FOUND' });
      });
  });

  it('joins a promotion once the player agreed to its terms, and refuses without', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a join of the first deposit promotion with the agreement')
      .withRequest('POST', '/wps/promotions/join', (b) => b.headers(withToken).jsonBody({ id: 102, agreed: true }))
      .willRespondWith(200, (b) => b.jsonBody(success({ id: equal(102), status: equal('joined') })))
      .executeTest(async (server) => {
        expect(await api.joinPromotion(pactHttp(server.url, PACT_TOKEN), 102, true)).toEqual({ id: 102, status: 'joined' });
      });
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a join of the first deposit promotion without the agreement')
      .withRequest('POST', '/wps/promotions/join', (b) => b.headers(withToken).jsonBody({ id: 102, agreed: false }))
      .willRespondWith(200, (b) =>
        b.jsonBody(failure('PROMOTION_AGREEMENT_REQUIRED', 'Confirm that you are 21 or older and accept the terms first')),
      )
      .executeTest(async (server) => {
        await expect(api.joinPromotion(pactHttp(server.url, PACT_TOKEN), 102, false)).rejects.toMatchObject({
          code: 'PROMOTION_AGREEMENT_REQUIRED',
        });
      });
  });

  it('reads the available promotions for the badges', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed request for the available promotions')
      .withRequest('GET', '/wps/relay/MCS2_getAvailablePromotion', (b) => b.headers(withToken))
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            content: like({
              MANUAL: { enabled: boolean(true), count: integer(1) },
              RAFFLE: { enabled: boolean(true), count: integer(1) },
            }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { content } = await api.fetchAvailablePromotions(pactHttp(server.url, PACT_TOKEN));
        expect(content.RAFFLE).toEqual({ enabled: true, count: 1 });
      });
  });

  it('claims the bonus of a joined deposit promotion once the deposit qualified', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given('the player has joined a promotion and made a qualifying deposit', { username: 'player01', promotionId: 102, amount: 400 })
      .uponReceiving('a relayed claim of the first deposit bonus')
      .withRequest('POST', '/wps/relay/MCS2_claimReward', (b) =>
        b.headers({ ...withToken, ...onceKey }).jsonBody({ promotionClaimId: 102, promotionType: 'JOIN' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(success({ claimedTickets: eachLike({ rewardType: string('CASH'), value: number(400), ticketType: string('JOIN') }) })),
      )
      .executeTest(async (server) => {
        const { claimedTickets } = await api.claimReward(pactHttp(server.url, PACT_TOKEN), 102, 'JOIN', freshIdempotencyKey());
        expect(claimedTickets[0]).toMatchObject({ rewardType: 'CASH', value: 400 });
      });
  });

  it('draws the daily raffle: the prize, its ticket style and the balance it was credited to', async () => {
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a relayed draw of the lucky draw promotion')
      .withRequest('POST', '/wps/relay/MCS2_claimRafflePromotion', (b) =>
        b.headers({ ...withToken, ...onceKey }).jsonBody({ promotionId: 108 }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({
            prize: number(38),
            ticketType: regex('^(LUCKY_RED_PACKET|TREASURE_CHEST|GOLDEN_EGG|PRIZE_WHEEL|SLOT_MACHINE)$', 'GOLDEN_EGG'),
            balance: number(1538),
          }),
        ),
      )
      .executeTest(async (server) => {
        expect((await api.drawRaffle(pactHttp(server.url, PACT_TOKEN), 108, freshIdempotencyKey())).prize).toBe(38);
      });
  });

  it('sends an activity application as multipart: the comment and a png image', async () => {
    const fields = { promotionId: '103', comment: 'My first win' };
    const text = Object.entries(fields)
      .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="win.png"\r\nContent-Type: image/png\r\n\r\n`;
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('an activity application for the free spins promotion with one png')
      .withRequest('POST', '/wps/promotions/apply', (b) =>
        b
          .headers({
            Authorization: PACT_TOKEN,
            'Content-Type': regex('^multipart/form-data;\\s*boundary=.+$', `multipart/form-data; boundary=${BOUNDARY}`),
          })
          .body(
            `multipart/form-data; boundary=${BOUNDARY}`,
            Buffer.concat([Buffer.from(text + head), PNG, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]),
          )
          // The binary body's rule checks the whole content type; each part is matched on its own instead.
          .matchingRules({
            body: [
              { path: '$.promotionId', rules: [equal(fields.promotionId)] },
              { path: '$.comment', rules: [equal(fields.comment)] },
              { path: '$.image', rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }] },
            ],
          }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(
          success({ applicationId: integer(1), promotionId: equal(103), status: regex(STATUS, 'in_process'), images: integer(1) }),
        ),
      )
      .executeTest(async (server) => {
        const image = new File([PNG], 'win.png', { type: 'image/png' });
        const value = await api.applyPromotion(pactHttp(server.url, PACT_TOKEN), 103, fields.comment, [image]);
        expect(value).toMatchObject({ promotionId: 103, status: 'in_process', images: 1 });
      });
  });
});
