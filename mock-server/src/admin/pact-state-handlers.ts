import type { FastifyInstance } from 'fastify';
import type { ScenarioPatch } from '@portal/contracts';
import { catalogueFor, lotteryGameByCode } from '@portal/fixtures';
import { type SmsPurpose, identityPart } from '../identity/identity-state';
import { madeDraws } from '../lottery/draw-schedule';
import { agentPactStates } from '../agent/pact-states';
import { memberPactStates } from '../member/pact-states';
import { chatQueueOf } from '../service/chat-queue';
import { servicePactStates } from '../service/pact-states';
import { pointsAndPromotionsPactStates } from '../points-mall/pact-states';
import { faultRouteProblem } from '../platform/fault-routes';
import { badRequest } from '../platform/http-error';
import { checked, param, plain, type StateHandler } from '../platform/pact-params';
import type { World } from '../platform/world';
import { TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { walletPactStates } from '../wallet/pact-states';
import { fundsPart } from '../wallet/fund-orders';
import { gamesPart } from '../games/games-state';
import { inboxPart } from '../service/inbox-state';
import { lotteryPart } from '../lottery/lottery-state';
import { securityPart } from '../member/security-state';
import { servicePart } from '../service/service-state';

type Params = Record<string, unknown> | undefined;
const text = (params: Params, key: string, fallback: string) => (typeof params?.[key] === 'string' ? (params[key] as string) : fallback);
const num = (params: Params, key: string, fallback: number) => (typeof params?.[key] === 'number' ? (params[key] as number) : fallback);
const FAR_FUTURE = 8_640_000_000_000_000;
const player = { username: param.username };
const lottery = { username: param.username, gameCode: param.text(40) };
const location = { ip: param.text(64), country: param.text(8) };

/**
 * Provider states of the pacts, keyed by the exact given() text of the consumer tests, each with its summary
 * and params schema (contracts/PROVIDER-STATES.md is generated from them). The default world is reset before
 * each interaction (resetBeforeEach), so the states of one interaction add up and never leak into the next.
 */
export function pactStates(worldOf: () => World): Record<string, StateHandler> {
  const world = worldOf;
  const patch = (p: ScenarioPatch) => {
    const error = world().patch(p);
    if (error) throw badRequest(`params: the provider state could not be set: ${error}`);
  };
  const catalogue = () => catalogueFor(world().scenario.seed);
  const playableSlot = () =>
    catalogue()
      .byVendor.get('PG')!
      .find((g) => !g.maintenance)!;
  // A caller's mistake (an unknown player), so a 400 naming it, never a 500.
  const userOf = (params: Params) => {
    const username = text(params, 'username', 'player01');
    const user = world().part(identityPart).findUser(username);
    if (!user) throw badRequest(`params.username: no player "${username}"`);
    return user;
  };
  const lotteryOf = (params: Params) => {
    const code = text(params, 'gameCode', 'GPI_1');
    const game = lotteryGameByCode.get(code);
    if (!game) throw badRequest(`params.gameCode: no lottery game "${code}"`);
    return game;
  };
  return {
    ...pointsAndPromotionsPactStates(world, userOf),
    ...agentPactStates(world, userOf),
    ...memberPactStates(world, userOf),
    ...walletPactStates(world, userOf),
    ...servicePactStates(world, userOf),
    'the site is running normally': plain(
      'The default site: system status 0 (open), the default whitelabel modules on, register rules for username and password, the seeded players in place (player01 with password Lucky2026; agent01 and its team, a01m1 among them).',
      async () => undefined,
    ),
    'the site is under maintenance': plain('System status 1 (under maintenance), as `GET /wps/system/status` reports it.', async () =>
      patch({ systemStatus: 1 }),
    ),
    'the visitor is outside the allowed regions': checked(
      'System status 2 (region restricted), the visitor seen at `ip` in `country` (default 203.0.113.7 in SG).',
      location,
      async (params) =>
        patch({ systemStatus: 2, location: { ip: text(params, 'ip', '203.0.113.7'), country: text(params, 'country', 'SG') } }),
    ),
    'the system status service is failing': plain(
      '`GET /wps/system/status` answers HTTP 503 with a failure envelope, every time.',
      async () => patch({ faults: [{ route: '/wps/system/status', status: 503, rate: 1 }] }),
    ),
    'requests to a route fail with 503': checked(
      'Every request under `route` (a path prefix of a catalogue call, a relayed call as `/wps/relay/<NAME>`) answers HTTP 503 with a failure envelope.',
      { route: param.text() },
      async (params) => {
        const route = text(params, 'route', '/wps');
        const problem = faultRouteProblem(route);
        if (problem) throw badRequest(`params.route: ${problem}`);
        patch({ faults: [{ route, status: 503, rate: 1 }] });
      },
    ),
    'a human check has been passed': checked(
      'The human-check token `validate` (default pact-validate-token) counts as passed and never expires.',
      { validate: param.text() },
      async (params) => {
        world()
          .part(identityPart)
          .validates.set(text(params, 'validate', 'pact-validate-token'), FAR_FUTURE);
      },
    ),
    'a slide challenge is open': checked(
      'A slide captcha `challengeId` (default pact-challenge) is open and never expires; sliding to `targetX` (default 150) solves it.',
      { challengeId: param.text(64), targetX: param.whole(0, 1000) },
      async (params) => {
        const targetX = typeof params?.targetX === 'number' ? params.targetX : 150;
        world()
          .part(identityPart)
          .slides.set(text(params, 'challengeId', 'pact-challenge'), { targetX, expiresAt: FAR_FUTURE });
      },
    ),
    'registration needs no captcha': plain('The register rules turn the captcha off: not enabled, not required.', async () =>
      patch({ registerRules: { captcha: { enabled: false, required: false } } }),
    ),
    'an SMS code has been sent': checked(
      'The SMS code `code` for `purpose` was sent to `countryDialingCode` `mobile` (defaults 123456, login, +63 9171234567): unexpired, no wrong tries.',
      {
        purpose: param.oneOf(['register', 'login', 'forgot']),
        countryDialingCode: param.text(8),
        mobile: param.text(20),
        code: param.text(20),
      },
      async (params) => {
        const identity = world().part(identityPart);
        const purpose = text(params, 'purpose', 'login') as SmsPurpose;
        const key = identity.smsKey(purpose, text(params, 'countryDialingCode', '+63'), text(params, 'mobile', '9171234567'));
        identity.smsCodes.set(key, { code: text(params, 'code', '123456'), expiresAt: FAR_FUTURE, wrongTries: 0 });
      },
    ),
    'the player is logged in': checked(
      'Player `username` (default player01) holds a session of token `token` that never expires: a request sending it in `Authorization` acts as that player. Its login, from the site location, is the last login of the player.',
      { username: param.username, token: param.text() },
      async (params) => {
        const identity = world().part(identityPart);
        const user = userOf(params);
        const token = text(params, 'token', 'pact-token');
        identity.sessions.set(token, { token, userId: user.id, expiresAt: FAR_FUTURE });
        world()
          .part(securityPart)
          .lastLogin.set(user.id, { ...world().scenario.location, time: world().now() });
      },
    ),
    // Login protection (member/login-protection.ts): the player logs in from an address their account has not used.
    'the player is at a new address': checked(
      'The visitor is seen at `ip` in `country` (default 203.0.113.99 in SG), an address the player never logged in from, so login protection asks for a code.',
      location,
      async (params) => patch({ location: { ip: text(params, 'ip', '203.0.113.99'), country: text(params, 'country', 'SG') } }),
    ),
    'a login from a new address is waiting for its code': checked(
      'Player `username` has a login from 203.0.113.99 (SG) held as challenge `challengeId`, waiting for the SMS code `code` (default 123456); neither expires.',
      { username: param.username, challengeId: param.text(64), code: param.text(20) },
      async (params) => {
        const security = world().part(securityPart);
        const user = userOf(params);
        const challengeId = text(params, 'challengeId', 'pact-challenge');
        security.challenges.set(challengeId, { challengeId, userId: user.id, ip: '203.0.113.99', country: 'SG', expiresAt: FAR_FUTURE });
        const code = text(params, 'code', '123456');
        security.codes.set(security.codeKey('login-sms', user.id, challengeId), { code, expiresAt: FAR_FUTURE, wrongTries: 0, sentAt: 0 });
      },
    ),
    'free play is switched off': plain('The whitelabel module FREEPLAY3 (free play) is off.', async () =>
      patch({ whitelabel: { FREEPLAY3: false } }),
    ),
    // Game states answer the ids they picked, for the requests to use (fromProviderState).
    'a playable slot exists': plain(
      'A slot of vendor PG that is not under maintenance exists; answers `{ nodeId }`, the game the requests use.',
      async () => ({ nodeId: playableSlot().nodeId }),
    ),
    'a slot is under maintenance': plain('A slot of vendor PG is under maintenance; answers `{ nodeId }`.', async () => ({
      nodeId: catalogue()
        .byVendor.get('PG')!
        .find((g) => g.maintenance)!.nodeId,
    })),
    'the player has no money to play': checked(
      'Player `username` has nothing in any wallet (each balance taken out as a withdrawal), so a launch answers `launch_game_balance_not_enough`; answers `{ nodeId }` of a playable slot of vendor PG.',
      player,
      async (params) => {
        const w = world();
        const user = userOf(params);
        const ledger = ledgerOf(w, user);
        const postings = [...ledger.walletsOf(user.id)]
          .filter(([, balance]) => balance > 0)
          .map(([wallet, balance]) => ({ wallet, txCode: TxCode.Withdraw, amount: -balance, reference: 'pact-state' }));
        if (postings.length) ledger.post(user.id, postings, w.now());
        return { nodeId: playableSlot().nodeId };
      },
    ),
    'a PVP room exists': plain('A PVP room (vendor KM) exists; answers `{ roomId }`.', async () => ({
      roomId: catalogue().byVendor.get('KM')![0]!.nodeId,
    })),
    'the player has a favourite slot': checked(
      'Player `username` has a playable slot of vendor PG among their favourites; answers `{ nodeId }`.',
      player,
      async (params) => {
        world().part(gamesPart).favouritesOf(userOf(params).id).add(playableSlot().nodeId);
        return { nodeId: playableSlot().nodeId };
      },
    ),
    'the player has played a lottery': checked(
      'Player `username` has played lottery `gameCode` (default GPI_1), so it is among their recently played.',
      lottery,
      async (params) => {
        world().part(lotteryPart).played(userOf(params).id, lotteryOf(params).gameCode);
      },
    ),
    'the player has bet on a lottery draw that has been made': checked(
      'Player `username` has a bet (LAST2 on 00, stake 10) on the last draw made of lottery `gameCode` (default GPI_1), so their opened numeros hold it.',
      lottery,
      async (params) => {
        const user = userOf(params);
        const game = lotteryOf(params);
        const now = world().now();
        const [draw] = madeDraws(game, now, 0, 1);
        world()
          .part(lotteryPart)
          .place(
            {
              ref: 'pact-bet-0001',
              userId: user.id,
              gameCode: game.gameCode,
              numero: draw!.numero,
              drawAt: draw!.drawAt,
              playType: 'LAST2',
              pick: '00',
              stake: 10,
              placedAt: draw!.drawAt - 60_000,
            },
            ledgerOf(world(), user).balance(user.id),
          );
      },
    ),
    'the player has played a slot': checked(
      'Player `username` has played a playable slot of vendor PG, so it is among their recently played; answers `{ nodeId }`.',
      player,
      async (params) => {
        world().part(gamesPart).played(userOf(params).id, playableSlot().nodeId);
        return { nodeId: playableSlot().nodeId };
      },
    ),
    'the player has an unread message': checked(
      'Player `username` has an unopened SYSTEM message titled `title` in their inbox; answers `{ inboxId }`.',
      { username: param.username, title: param.text() },
      async (params) => {
        const user = userOf(params);
        const message = world()
          .part(inboxPart)
          .send({
            userId: user.id,
            category: 'SYSTEM',
            title: text(params, 'title', 'A message from the platform'),
            content: '<p>Hello from the platform.</p>',
            createdAt: world().now(),
          });
        return { inboxId: message.inboxId };
      },
    ),
    'the service agent has answered the player': checked(
      "A customer-service agent wrote `text` in player `username`'s chat: one message the player has not read.",
      { username: param.username, text: param.text(1000) },
      async (params) => {
        const user = userOf(params);
        const chat = world().part(servicePart).chat;
        const conversation = chat.conversationOf(user.id, chatQueueOf(world(), user));
        chat.say(conversation, 'AGENT', text(params, 'text', 'Hello, how can I help?'), world().now());
      },
    ),
    'the player has a pending deposit': checked(
      'Player `username` has a deposit order of `amount` by `methodId` (default 500 by GCASH) waiting for approval; answers `{ orderNo }`.',
      { username: param.username, amount: param.amount, methodId: param.text(40) },
      async (params) => {
        const order = world()
          .part(fundsPart)
          .create({
            userId: userOf(params).id,
            type: 'DEPOSIT',
            amount: num(params, 'amount', 500),
            methodId: text(params, 'methodId', 'GCASH'),
            createdAt: world().now(),
          });
        return { orderNo: order.orderNo };
      },
    ),
  };
}

/** The states on the app's default world, or on the world `worldOf` picks (the states URL: the caller's). */
export const stateHandlersFor = (app: FastifyInstance, worldOf: () => World = () => app.worlds.get()) => pactStates(worldOf);

/** Runs before the first state of every interaction. */
export const resetBeforeEach = (app: FastifyInstance) => async () => {
  app.worlds.get().reset();
};
