import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { World } from '../src/platform/world';
import { clientFor, type Client } from './identity-helpers';
import { identityPart } from '../src/identity/identity-state';

/**
 * Opens a launched page as the browser does: the launch address (with its key) answers a redirect that sets
 * the page's cookie, which the client keeps. Returns the page's bare path, to which its API calls are made.
 */
export async function openLaunched(client: Client, address: string): Promise<string> {
  const opened = await client.get(address);
  const path = address.split('?')[0]!;
  expect([opened.status, opened.headers.location]).toEqual([303, path]);
  return path;
}

export type Owner = { world: string; client: Client; token: string; userId: number };
type Action = { name: string; method: 'GET' | 'POST'; path: (page: string) => string; body?: (owner: Owner) => object };
export type LaunchedPage = {
  /** Launches the page for `owner` (logged in, nothing opened yet) and answers the launch address. */
  launch(owner: Owner): Promise<string>;
  /** Each thing the page does: its own GET (with `?key` dropped) and its API calls. */
  actions: Action[];
  /** What a refused action must leave as it was (balances, bets, messages and their read marks). */
  observe(world: World, owner: Owner): unknown;
};

type Intruder = {
  name: string;
  refusal: [number, string];
  /** Sends the action for someone who may not act for the page, after whatever it needs done. */
  send(owner: Owner, page: string, action: Action, app: FastifyInstance): Promise<{ status: number; body?: { errorCode?: string } }>;
};

const NOT_YOURS: [number, string] = [403, 'GAME_SESSION_NOT_YOURS'];
const ENDED: [number, string] = [401, 'GAME_SESSION_ENDED'];
const send = (client: Client, page: string, action: Action, owner: Owner, headers?: Record<string, string>) =>
  action.method === 'GET' ? client.get(action.path(page), headers) : client.post(action.path(page), action.body?.(owner), headers);

/** Everyone a launched page must turn away, as the audit of issue 22 tried them, and the refusal each gets. */
const intruders: Intruder[] = [
  {
    name: 'a request that carries nothing (no page cookie, no token)',
    refusal: NOT_YOURS,
    send: (owner, page, action, app) => send(clientFor(app, owner.world), page, action, owner),
  },
  {
    name: "another player's portal token",
    refusal: NOT_YOURS,
    async send(owner, page, action, app) {
      const agent = clientFor(app, owner.world);
      const token = (await agent.login('agent01', 'Agent2026')).body?.value.token as string;
      return send(agent, page, action, owner, agent.auth(token));
    },
  },
  {
    name: "another player's portal token beside the owner's page cookie",
    refusal: NOT_YOURS,
    async send(owner, page, action, app) {
      const token = (await clientFor(app, owner.world).login('agent01', 'Agent2026')).body?.value.token as string;
      return send(owner.client, page, action, owner, owner.client.auth(token));
    },
  },
  {
    name: "the owner's portal token once logged out, without the page cookie",
    refusal: NOT_YOURS,
    async send(owner, page, action, app) {
      const other = clientFor(app, owner.world);
      const token = (await other.login('player01', 'Lucky2026')).body?.value.token as string;
      expect((await other.del('/wps/session', other.auth(token))).status).toBe(200);
      return send(other, page, action, owner, other.auth(token));
    },
  },
  {
    name: 'a forged page cookie',
    refusal: NOT_YOURS,
    send: (owner, page, action, app) =>
      send(clientFor(app, owner.world), page, action, owner, { cookie: `launch_${page.split('/').pop()}=${'0'.repeat(48)}` }),
  },
  {
    name: "the owner's page cookie after the launching portal session logged out",
    refusal: ENDED,
    async send(owner, page, action) {
      expect((await owner.client.del('/wps/session', owner.client.auth(owner.token))).status).toBe(200);
      return send(owner.client, page, action, owner);
    },
  },
  {
    name: "the owner's page cookie after the launching portal session expired",
    refusal: ENDED,
    async send(owner, page, action) {
      await owner.client.post('/__admin/clock', { advance: '2h1m' });
      return send(owner.client, page, action, owner);
    },
  },
];

let worlds = 0;
/** player01, logged in, in a world of its own. */
export async function makeOwner(app: FastifyInstance, name: string): Promise<Owner> {
  const world = `${name}-${++worlds}`;
  const client = clientFor(app, world);
  const token = (await client.login('player01', 'Lucky2026')).body?.value.token as string;
  return { world, client, token, userId: app.worlds.get(world).part(identityPart).findUser('player01')!.id };
}

/** The rule of issue 22 for one launched page: it acts only for the session that launched it. */
export function describeLaunchedPage(name: string, app: () => FastifyInstance, page: LaunchedPage) {
  const owner = () => makeOwner(app(), name.replace(/\W+/g, '-'));
  const opened = async () => {
    const o = await owner();
    const address = await page.launch(o);
    return { o, address, path: await openLaunched(o.client, address) };
  };

  describe(`${name}: acts only for the session that launched it`, () => {
    for (const action of page.actions) {
      for (const intruder of intruders) {
        it(`${action.name} refuses ${intruder.name}, and changes nothing`, async () => {
          const { o, path } = await opened();
          const before = JSON.stringify(page.observe(app().worlds.get(o.world), o));
          const answer = await intruder.send(o, path, action, app());
          expect([answer.status, answer.body?.errorCode]).toEqual(intruder.refusal);
          expect(JSON.stringify(page.observe(app().worlds.get(o.world), o))).toBe(before);
        });
      }
    }

    it('opens from its launch link once, in the browser that opened it, which keeps it with a page cookie', async () => {
      const { o, address, path } = await opened();
      const again = await clientFor(app(), o.world).get(address);
      expect([again.status, again.body?.errorCode]).toEqual(NOT_YOURS);
      const reload = await o.client.get(address);
      expect([reload.status, reload.headers.location]).toEqual([303, path]);
      const shown = await o.client.get(path);
      expect([shown.status, shown.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    });

    it('sets its cookie HttpOnly, SameSite=Strict and for its own path only', async () => {
      const o = await owner();
      const address = await page.launch(o);
      const opened = await o.client.get(address);
      const id = address.split('?')[0]!.split('/').pop();
      expect(String(opened.headers['set-cookie'])).toMatch(
        new RegExp(`^launch_${id}=[0-9a-f]{48}; Path=${address.split('?')[0]!.replace(/\//g, '\\/')}; HttpOnly; SameSite=Strict$`),
      );
    });
  });
}
