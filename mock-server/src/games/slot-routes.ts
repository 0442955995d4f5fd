import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { LaunchCode, launchedFor, servePage, type PageKind } from '../identity/launched-page';
import { fail, ok } from '../platform/envelope';
import { parseInput } from '../platform/validate';
import { cents, TxCode, type Posting, ledgerPart } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { DEFAULT_STAKE, PAYTABLE, spinReels, STAKES, TWO_CHERRIES } from './slot-rules';
import { slotPage } from './slot-page';
import type { GameSession } from './slot-state';
import { gamesPart } from './games-state';

/** Codes of the game page's own API (the provider's, not the portal's contract): contracts/README.md, "Launched games". */
export const SlotCode = {
  ...LaunchCode,
  InsufficientBalance: 'INSUFFICIENT_BALANCE',
} as const;

const spinSchema = z.strictObject({
  spinId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, { error: '8 to 64 letters, digits or "-"' })),
  stake: z
    .number()
    .check(z.refine((n) => (STAKES as readonly number[]).includes(n), { message: `one of the bet levels ${STAKES.join(', ')}` })),
});

const SLOT: PageKind = { noun: 'game session', again: 'open the game again from the portal' };
const pathOf = (id: string) => `/wps/static/play/${id}`;
const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

/** The session the address names in the request's world, with its player, when the request may act for it. */
function sessionOf(request: FastifyRequest, reply: FastifyReply) {
  const id = idOf(request);
  return launchedFor(request, reply, id, request.world.part(gamesPart).slots.sessions.get(id), SLOT);
}

const stateOf = (request: FastifyRequest, session: GameSession, username: string) => ({
  gameName: session.gameName,
  vassalage: session.vassalage,
  player: username,
  wallet: session.wallet,
  balance: request.world.part(ledgerPart).balance(session.userId, session.wallet),
  stakes: STAKES,
  defaultStake: DEFAULT_STAKE,
  paytable: PAYTABLE,
  twoCherries: TWO_CHERRIES,
  spins: request.world.part(gamesPart).slots.recentOf(session.id),
});

/** The launched game's page and its own small API: its state, and a spin that bets and pays through the ledger. */
export async function slotRoutes(app: FastifyInstance) {
  app.get('/wps/static/play/:id', async (request, reply) => {
    const id = idOf(request);
    const session = request.world.part(gamesPart).slots.sessions.get(id);
    return servePage(request, reply, {
      id,
      path: pathOf(id),
      session,
      kind: SLOT,
      html: (s) => slotPage(pathOf(id), s.gameName, s.vassalage),
    });
  });

  app.get('/wps/static/play/:id/state', async (request, reply) => {
    const found = sessionOf(request, reply);
    if ('refusal' in found) return found.refusal;
    ledgerOf(request.world, found.user);
    return ok(stateOf(request, found.session, found.user.username));
  });

  app.post('/wps/static/play/:id/spin', async (request, reply) => {
    const found = sessionOf(request, reply);
    if ('refusal' in found) return found.refusal;
    const { session, user } = found;
    const { spinId, stake } = parseInput(spinSchema, request.body);
    const world = request.world;
    const slots = world.part(gamesPart).slots;
    const ledger = ledgerOf(world, user);
    const twice = slots.findSpin(user.id, spinId);
    if (twice) return ok({ spin: twice, balance: ledger.balance(user.id, twice.wallet), repeated: true });
    const balance = ledger.balance(user.id, session.wallet);
    if (stake > balance) {
      return fail(
        SlotCode.InsufficientBalance,
        `The stake ${stake.toFixed(2)} is more than the balance ${balance.toFixed(2)} of the ${session.wallet} wallet`,
      );
    }
    const { n, betId } = slots.next(user.id);
    const outcome = spinReels(world.scenario.seed, user.id, session.nodeId, n);
    const payout = cents(stake * outcome.multiplier);
    const postings: Posting[] = [{ wallet: session.wallet, txCode: TxCode.Bet, amount: -stake, reference: betId }];
    if (payout > 0) postings.push({ wallet: session.wallet, txCode: TxCode.Win, amount: payout, reference: betId });
    const now = world.now();
    const made = ledger.post(user.id, postings, now);
    const spin = {
      spinId,
      betId,
      sessionId: session.id,
      userId: user.id,
      nodeId: session.nodeId,
      gameName: session.gameName,
      wallet: session.wallet,
      stake,
      reels: outcome.reels,
      multiplier: outcome.multiplier,
      payout,
      balanceAfter: made.at(-1)!.balanceAfter,
      spunAt: now,
    };
    slots.record(spin);
    ledger.gameBets.push({
      betId,
      userId: user.id,
      productId: session.productId,
      gameName: session.gameName,
      gameType: session.gameType,
      stake,
      payout,
      betTime: now,
    });
    return ok({ spin, balance: spin.balanceAfter, repeated: false });
  });
}
