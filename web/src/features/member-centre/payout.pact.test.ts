import { MatchersV3 } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';
import { describe, expect, it } from 'vitest';
import { failure, makePact, PACT_TOKEN, pactHttp, success } from '../../test/pact';
import * as api from './api';

const { regex, equal, integer, number, string } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
// The smallest png: its signature is what the server checks the bytes by.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const BOUNDARY = 'pact-boundary';

/** The multipart body as the pact keeps it: the text fields, then one proof image when there is one. */
function multipart(fields: Record<string, string>, proof?: Buffer) {
  const text = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  if (!proof) return Buffer.from(`${text}--${BOUNDARY}--\r\n`);
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="proof"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(text + head), proof, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/** The confirmation request: multipart with any boundary, each text part pinned, a proof part matched by its type. */
const confirmRequest = (fields: Record<string, string>, proof?: Buffer) => (b: V4RequestBuilder) =>
  b
    .headers({
      Authorization: PACT_TOKEN,
      'Content-Type': regex('^multipart/form-data;\\s*boundary=.+$', `multipart/form-data; boundary=${BOUNDARY}`),
    })
    .body(`multipart/form-data; boundary=${BOUNDARY}`, multipart(fields, proof))
    // The binary body's rule checks the whole content type; each part is matched on its own instead.
    .matchingRules({
      body: [
        ...Object.entries(fields).map(([name, value]) => ({ path: `$.${name}`, rules: [equal(value)] })),
        ...(proof ? [{ path: '$.proof', rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }] }] : []),
      ],
    });

/** A paid-out withdrawal of 300 (W00000001, the first order of the provider's fresh world) after the player's word. */
const confirmedOrder = (confirmation: string, amountReceived: number, proofCount: number) => ({
  orderNo: equal('W00000001'),
  type: string('WITHDRAW'),
  amount: number(300),
  status: string('PAID'),
  createdAt: integer(1795352801478),
  updatedAt: integer(1795352861478),
  confirmation: equal(confirmation),
  confirmBy: integer(1795354661478),
  amountReceived: number(amountReceived),
  remainder: number(300 - amountReceived),
  proofCount: integer(proofCount),
});
const paidOut = [
  'the player has a withdrawal paid out and waiting for confirmation',
  { username: 'player01', amount: 300, orderNo: 'W00000001' },
] as const;

describe('the withdrawal confirmation (consumer contract)', () => {
  it('sends the player word on a payout as multipart with a proof image, and a payout that is not theirs is refused', async () => {
    const fields = { orderNo: 'W99999999', result: 'NOT_RECEIVED' };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a payout confirmation, not received with a png proof, for an order that is not the player s')
      .withRequest('POST', '/wps/fund/withdraw/confirm', confirmRequest(fields, PNG))
      .willRespondWith(200, (b) => b.jsonBody(failure('ORDER_NOT_FOUND', 'No withdrawal W99999999 of yours')))
      .executeTest(async (server) => {
        const proof = new File([PNG], 'proof.png', { type: 'image/png' });
        await expect(
          api.confirmWithdrawal(pactHttp(server.url, PACT_TOKEN), { ...fields, result: 'NOT_RECEIVED', proofs: [proof] }),
        ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
      });
  });

  it('confirms a payout received in full, with no proof', async () => {
    const fields = { orderNo: 'W00000001', result: 'RECEIVED' };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given(...paidOut)
      .uponReceiving('a payout confirmation, received in full')
      .withRequest('POST', '/wps/fund/withdraw/confirm', confirmRequest(fields))
      .willRespondWith(200, (b) => b.jsonBody(success(confirmedOrder('RECEIVED', 300, 0))))
      .executeTest(async (server) => {
        const order = await api.confirmWithdrawal(pactHttp(server.url, PACT_TOKEN), { ...fields, result: 'RECEIVED', proofs: [] });
        expect(order).toMatchObject({ confirmation: 'RECEIVED', amountReceived: 300, remainder: 0 });
      });
  });

  it('confirms a payout partly received with a proof image, and answers the remainder', async () => {
    const fields = { orderNo: 'W00000001', result: 'PARTIAL', amountReceived: '200' };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .given(...paidOut)
      .uponReceiving('a payout confirmation, 200 of 300 received, with a png proof')
      .withRequest('POST', '/wps/fund/withdraw/confirm', confirmRequest(fields, PNG))
      .willRespondWith(200, (b) => b.jsonBody(success(confirmedOrder('PARTIAL', 200, 1))))
      .executeTest(async (server) => {
        const proof = new File([PNG], 'proof.png', { type: 'image/png' });
        const order = await api.confirmWithdrawal(pactHttp(server.url, PACT_TOKEN), { ...fields, result: 'PARTIAL', proofs: [proof] });
        expect(order).toMatchObject({ confirmation: 'PARTIAL', amountReceived: 200, remainder: 100, proofCount: 1 });
      });
  });
});
