import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { failure, makePact, PACT_TOKEN, pactHttp } from '../../test/pact';
import * as api from './api';

const { regex, equal } = MatchersV3;
const running = 'the site is running normally';
const loggedIn = ['the player is logged in', { username: 'player01', token: PACT_TOKEN }] as const;
// The smallest png: its signature is what the server checks the bytes by.
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const BOUNDARY = 'pact-boundary';

/** The multipart body as the pact keeps it: the text fields, then one proof image. */
function multipart(fields: Record<string, string>, proof: Buffer) {
  const text = Object.entries(fields)
    .map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="proof"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`;
  return Buffer.concat([Buffer.from(text + head), proof, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

describe('the withdrawal confirmation (consumer contract)', () => {
  it('sends the player word on a payout as multipart with a proof image, and a payout that is not theirs is refused', async () => {
    const fields = { orderNo: 'W99999999', result: 'NOT_RECEIVED' };
    await makePact()
      .addInteraction()
      .given(running)
      .given(...loggedIn)
      .uponReceiving('a payout confirmation, not received with a png proof, for an order that is not the player s')
      .withRequest('POST', '/wps/fund/withdraw/confirm', (b) =>
        b
          .headers({
            Authorization: PACT_TOKEN,
            'Content-Type': regex('^multipart/form-data;\\s*boundary=.+$', `multipart/form-data; boundary=${BOUNDARY}`),
          })
          .body(`multipart/form-data; boundary=${BOUNDARY}`, multipart(fields, PNG))
          // The binary body's rule checks the whole content type; each part is matched on its own instead.
          .matchingRules({
            body: [
              { path: '$.orderNo', rules: [equal(fields.orderNo)] },
              { path: '$.result', rules: [equal(fields.result)] },
              { path: '$.proof', rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }] },
            ],
          }),
      )
      .willRespondWith(200, (b) => b.jsonBody(failure('ORDER_NOT_FOUND', 'No withdrawal W99999999 of yours')))
      .executeTest(async (server) => {
        const proof = new File([PNG], 'proof.png', { type: 'image/png' });
        await expect(
          api.confirmWithdrawal(pactHttp(server.url, PACT_TOKEN), { ...fields, result: 'NOT_RECEIVED', proofs: [proof] }),
        ).rejects.toMatchObject({ code: 'ORDER_NOT_FOUND' });
      });
  });
});
