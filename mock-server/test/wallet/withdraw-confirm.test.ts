import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { makeApp } from '../helpers';
import { clientFor } from '../identity-helpers';

let app: FastifyInstance;
let n = 0;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e3c2c10000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);

type Part = { name: string; value: string } | { name: string; filename: string; type: string; data: Buffer };
/** A multipart/form-data body, as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`;
    chunks.push(Buffer.from(head), 'value' in part ? Buffer.from(part.value) : part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A player with a withdrawal QA has paid out, waiting for the player's confirmation. */
async function paidOut(amount = 400) {
  const world = `confirm-${++n}`;
  const client = clientFor(app, world);
  const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
  const order = (
    await client.postEncrypted('/wps/relay/passwordCheck/FUND_withdraw', { amount, password: 'Lucky2026' }, client.auth(token))
  ).body?.value;
  await client.post(`/__admin/orders/${order.orderNo}`, { action: 'payout' });
  const confirm = async (parts: Part[], auth = token) => {
    const { payload, contentType } = multipart(parts);
    const response = await app.inject({
      method: 'POST',
      url: '/wps/fund/withdraw/confirm',
      payload,
      headers: { 'content-type': contentType, 'x-mock-world': world, authorization: auth },
    });
    return { status: response.statusCode, body: response.json() };
  };
  const orders = async () => (await client.get('/wps/fund/orders?type=WITHDRAW', client.auth(token))).body?.value.list;
  const main = async () => (await client.get('/wps/v2/wallets/balance', client.auth(token))).body?.value.balance[0].availBalance;
  return { client, token, order, confirm, orders, main };
}

describe('confirming a paid-out withdrawal', () => {
  it('waits for the player after the payout, with the time it counts as received', async () => {
    const { orders } = await paidOut();
    const [order] = await orders();
    expect(order).toMatchObject({ status: 'PAID', confirmation: 'WAITING' });
    expect(order.confirmBy - order.updatedAt).toBe(30 * 60_000);
  });

  it('takes received, and then nothing more', async () => {
    const { confirm, order } = await paidOut();
    const done = await confirm([
      { name: 'orderNo', value: order.orderNo },
      { name: 'result', value: 'RECEIVED' },
    ]);
    expect(done.body.value).toMatchObject({ confirmation: 'RECEIVED', amountReceived: 400, remainder: 0 });
    const again = await confirm([
      { name: 'orderNo', value: order.orderNo },
      { name: 'result', value: 'PARTIAL' },
      { name: 'amountReceived', value: '10' },
    ]);
    expect(again.body.errorCode).toBe('WITHDRAW_NOT_CONFIRMABLE');
  });

  it('takes partly received with the amount and an image, and shows the remainder', async () => {
    const { confirm, order, client } = await paidOut();
    const done = await confirm([
      { name: 'orderNo', value: order.orderNo },
      { name: 'result', value: 'PARTIAL' },
      { name: 'amountReceived', value: '150.50' },
      { name: 'proof', filename: 'receipt.png', type: 'image/png', data: PNG },
    ]);
    expect(done.body.value).toMatchObject({ confirmation: 'PARTIAL', amountReceived: 150.5, remainder: 249.5, proofCount: 1 });
    const [listed] = (await client.get('/__admin/orders')).body!.value;
    expect(listed.proofs).toHaveLength(1);
    const image = await app.inject({ method: 'GET', url: listed.proofs[0], headers: { 'x-mock-world': `confirm-${n}` } });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('needs proof images for not received, png or jpg only, and refuses anything else changing nothing', async () => {
    const { confirm, order, orders } = await paidOut();
    const base = [
      { name: 'orderNo', value: order.orderNo },
      { name: 'result', value: 'NOT_RECEIVED' },
    ];
    expect((await confirm(base)).body.errorCode).toBe('PROOF_REQUIRED');
    expect(
      (await confirm([...base, { name: 'proof', filename: 'a.gif', type: 'image/gif', data: Buffer.from('GIF89a') }])).body.errorCode,
    ).toBe('PROOF_REJECTED');
    // A png by name and type whose bytes are not an image.
    expect(
      (await confirm([...base, { name: 'proof', filename: 'a.png', type: 'image/png', data: Buffer.from('<svg/>') }])).body.errorCode,
    ).toBe('PROOF_REJECTED');
    const four = Array.from({ length: 4 }, (_, i) => ({ name: 'proof', filename: `${i}.jpg`, type: 'image/jpeg', data: JPEG }));
    expect((await confirm([...base, ...four])).status).toBe(413);
    const huge = { name: 'proof', filename: 'big.jpg', type: 'image/jpeg', data: Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]) };
    expect((await confirm([...base, huge])).status).toBe(413);
    const partials = [
      [{ name: 'amountReceived', value: '400' }],
      [{ name: 'amountReceived', value: '-1' }],
      [{ name: 'amountReceived', value: 'lots' }],
      [],
    ];
    for (const extra of partials) {
      const answer = await confirm([{ name: 'orderNo', value: order.orderNo }, { name: 'result', value: 'PARTIAL' }, ...extra]);
      expect(answer.body.success).toBe(false);
    }
    expect((await orders())[0].confirmation).toBe('WAITING');
    const done = await confirm([
      ...base,
      { name: 'proof', filename: 'a.jpg', type: 'image/jpeg', data: JPEG },
      { name: 'proof', filename: 'b.png', type: 'image/png', data: PNG },
    ]);
    expect(done.body.value).toMatchObject({ confirmation: 'NOT_RECEIVED', amountReceived: 0, remainder: 400, proofCount: 2 });
  });

  it("refuses another player's withdrawal, a JSON body, and no token", async () => {
    const mine = await paidOut();
    const other = clientFor(app, `confirm-${n}`);
    const otherToken = (await other.login('agent01', 'Agent2026')).body?.value.token as string;
    const answer = await mine.confirm(
      [
        { name: 'orderNo', value: mine.order.orderNo },
        { name: 'result', value: 'RECEIVED' },
      ],
      otherToken,
    );
    expect(answer.body.errorCode).toBe('ORDER_NOT_FOUND');
    const json = await mine.client.post(
      '/wps/fund/withdraw/confirm',
      { orderNo: mine.order.orderNo, result: 'RECEIVED' },
      mine.client.auth(mine.token),
    );
    expect(json.status).toBe(415);
    expect((await mine.client.post('/wps/fund/withdraw/confirm', {})).status).toBe(401);
    expect((await mine.orders())[0].confirmation).toBe('WAITING');
  });

  it('counts as received once the clock passes the deadline, with no refund', async () => {
    const { client, orders, main } = await paidOut();
    const before = await main();
    await client.patch('/__admin/scenario', { withdrawAutoConfirmMinutes: 10 });
    await client.post('/__admin/clock', { advance: '31m' });
    const [order] = await orders();
    expect(order).toMatchObject({ confirmation: 'AUTO_RECEIVED', amountReceived: 400, remainder: 0 });
    expect(await main()).toBe(before);
  });
});
