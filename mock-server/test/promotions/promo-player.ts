import type { FastifyInstance } from 'fastify';
import { clientFor } from '../identity-helpers';

/** A one-pixel png, as the application's image check sniffs it. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a1e3c2c10000000049454e44ae426082',
  'hex',
);

let n = 0;

/** A player logged in to a world of their own, with the promotion calls the tests make. */
export async function promoPlayer(app: FastifyInstance, username = 'player01', password = 'Lucky2026', world = `promo-${++n}`) {
  const client = clientFor(app, world);
  const logIn = async () => client.auth((await client.login(username, password)).body?.value.token as string);
  let auth = await logIn();
  const apply = async (fields: Record<string, string>, files: { name: string; data: Buffer; type: string }[] = []) => {
    const boundary = `----promo${++n}`;
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields))
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
    for (const f of files) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
        ),
        f.data,
        Buffer.from('\r\n'),
      );
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const response = await app.inject({
      method: 'POST',
      url: '/wps/promotions/apply',
      payload: Buffer.concat(parts),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-mock-world': world, ...auth },
    });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    client,
    get auth() {
      return auth;
    },
    world,
    apply,
    detail: async (id: number) => (await client.get(`/wps/promotions/detail?id=${id}`, auth)).body?.value,
    main: async () => (await client.get('/wps/v2/wallets/balance', auth)).body?.value.balance[0].availBalance as number,
    /** Moves this world's clock ({ at } or { advance }), then logs in again: the session would have expired. */
    clock: async (body: object) => {
      const moved = (await client.post('/__admin/clock', body)).body?.value;
      auth = await logIn();
      return moved;
    },
    /** The platform's messages about promotions and the mall, newest first. */
    promotionNotices: async () =>
      ((await client.post('/wps/relay/CSP_getInboxList', { pageNo: 1, pageSize: 50, category: 'PROMOTION' }, auth)).body?.value.content ??
        []) as { title: string; content: string; category: string }[],
  };
}
