import type { FastifyInstance } from 'fastify';
import { clientFor } from '../identity-helpers';

let n = 0;

/** A player logged in to a world of their own (or a shared one), with the mall's calls the tests make. */
export async function pointsPlayer(app: FastifyInstance, username = 'player01', password = 'Lucky2026', world = `points-${++n}`) {
  const client = clientFor(app, world);
  const logIn = async () => client.auth((await client.login(username, password)).body?.value.token as string);
  let auth = await logIn();
  return {
    client,
    get auth() {
      return auth;
    },
    world,
    balance: async () => (await client.get('/wps/relay/MCS2_getPointBalance', auth)).body?.value,
    rewards: async () => (await client.get('/wps/relay/MCS2_getPointReward', auth)).body?.value,
    redeem: (body: object) => client.postEncrypted('/wps/relay/passwordCheck/MCS2_redeemPointReward', body, auth),
    convert: (body: object) => client.postEncrypted('/wps/relay/passwordCheck/MCS2_convertPoint', body, auth),
    history: async () => (await client.get('/wps/relay/MCS2_getRedeemPointList', auth)).body?.value,
    cash: async () => (await client.get('/wps/v2/wallets/balance', auth)).body?.value.balance[0].availBalance as number,
    /** Moves this world's clock ({ at } or { advance }), then logs in again: the session would have expired. */
    clock: async (body: object) => {
      await client.post('/__admin/clock', body);
      auth = await logIn();
    },
    /** The platform's messages about promotions and the mall, newest first. */
    promotionNotices: async () =>
      ((await client.post('/wps/relay/CSP_getInboxList', { pageNo: 1, pageSize: 50, category: 'PROMOTION' }, auth)).body?.value.content ??
        []) as { title: string; content: string; category: string }[],
  };
}

export const stockOf = (rewards: { rewardId: number; stock: number }[], id: number) => rewards.find((r) => r.rewardId === id)!.stock;
