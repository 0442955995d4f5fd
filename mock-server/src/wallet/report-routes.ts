import type { FastifyInstance } from 'fastify';
import { ALL_PRODUCTS, productIds, memberReportCalls, ReportCode, type BetRecord } from '@portal/contracts';
import { lotteryGameByCode } from '@portal/fixtures';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import type { World } from '../platform/world';
import { cents, MAIN_WALLET, TxCode } from './ledger';
import { ledgerOf } from './player-wallets';
import { newestFirst, pageOf } from '../platform/paging';
import { rebateFractionOf } from '../agent/rebate-rates';
import { lotteryPart } from '../lottery/lottery-state';

const DAY_MS = 86_400_000;

const lotteryProduct = (gameCode: string) => {
  const game = lotteryGameByCode.get(gameCode);
  if (!game) return 4;
  if (game.area === 'VN') return 41;
  if (game.account === 'TCG_SEA') return 9;
  return game.prizeModes[0] === 'ELOTT' ? 8 : 4;
};

/** Every bet of the player, the vendors' and the lottery's, newest first. */
function betsOf(world: World, user: User): BetRecord[] {
  const ledger = ledgerOf(world, user);
  const games = ledger.gameBets
    .filter((b) => b.userId === user.id)
    .map((b) => ({
      betId: b.betId,
      productId: b.productId,
      gameName: b.gameName,
      stake: b.stake,
      validBet: b.stake,
      payout: b.payout,
      winLoss: cents(b.payout - b.stake),
      betTime: b.betTime,
      status: 'SETTLED' as const,
    }));
  const lottery = world
    .part(lotteryPart)
    .betsOf(user.id)
    .map((b) => ({
      betId: `LOTTO-${b.id}`,
      productId: lotteryProduct(b.gameCode),
      gameName: `${lotteryGameByCode.get(b.gameCode)?.gameName ?? b.gameCode} ${b.numero}`,
      stake: b.stake,
      validBet: b.status === 'PENDING' ? 0 : b.stake,
      payout: b.payout,
      winLoss: b.status === 'PENDING' ? 0 : cents(b.payout - b.stake),
      betTime: b.placedAt,
      status: b.status === 'PENDING' ? ('PENDING' as const) : ('SETTLED' as const),
    }));
  return [...games, ...lottery].sort(
    newestFirst(
      (b) => b.betTime,
      (b) => b.betId,
    ),
  );
}

const inRange = (startDate: string, endDate: string) => {
  const from = Date.parse(`${startDate}T00:00:00Z`);
  const to = Date.parse(`${endDate}T00:00:00Z`) + DAY_MS;
  return (at: number) => at >= from && at < to;
};
const sum = (values: number[]) => cents(values.reduce((a, b) => a + b, 0));

function manualRebate(world: World, user: User) {
  const ledger = ledgerOf(world, user);
  const since = ledger.rebateClaimedAt.get(user.id) ?? world.now() - 7 * DAY_MS;
  const bets = betsOf(world, user).filter((b) => b.status === 'SETTLED' && b.betTime >= since);
  const list = productIds
    .map((productId) => {
      const validBet = sum(bets.filter((b) => b.productId === productId).map((b) => b.validBet));
      // The rate the member's upline set it (agent centre), else the site's.
      const rate = rebateFractionOf(world, user, productId);
      return { productId, validBet, rate, amount: cents(validBet * rate) };
    })
    .filter((row) => row.validBet > 0);
  return { since, list, claimable: sum(list.map((r) => r.amount)) };
}

/** Betting records, profit and loss, bonus details and the rebate, from the ledger and the lottery's bets. */
export async function reportRoutes(app: FastifyInstance) {
  defineCall(app, memberReportCalls.betRecords, ({ request, user, query }) => {
    const within = inRange(query.startDate, query.endDate);
    const rows = betsOf(request.world, user).filter(
      (b) => within(b.betTime) && (query.productId === undefined || query.productId === ALL_PRODUCTS || b.productId === query.productId),
    );
    return ok({
      ...pageOf(rows, query.pageNo, query.pageSize),
      footer: {
        stake: sum(rows.map((r) => r.stake)),
        validBet: sum(rows.map((r) => r.validBet)),
        payout: sum(rows.map((r) => r.payout)),
        winLoss: sum(rows.map((r) => r.winLoss)),
      },
    });
  });

  defineCall(app, memberReportCalls.profit, ({ request, user, query }) => {
    const within = inRange(query.startDate, query.endDate);
    const bets = betsOf(request.world, user).filter((b) => within(b.betTime) && b.status === 'SETTLED');
    const txs = ledgerOf(request.world, user)
      .transactionsOf(user.id)
      .filter((t) => within(t.txTime));
    const total = (code: string) => sum(txs.filter((t) => t.txCode === code).map((t) => t.amount));
    const list = productIds
      .map((productId) => {
        const mine = bets.filter((b) => b.productId === productId);
        return { productId, validBet: sum(mine.map((b) => b.validBet)), winLoss: sum(mine.map((b) => b.winLoss)) };
      })
      .filter((row) => row.validBet > 0);
    const bonus = total(TxCode.Bonus);
    const rebate = total(TxCode.Rebate);
    return ok({
      list,
      deposit: total(TxCode.Deposit),
      withdraw: cents(-total(TxCode.Withdraw) - total(TxCode.WithdrawReturn)),
      bonus,
      rebate,
      profit: cents(sum(list.map((r) => r.winLoss)) + bonus + rebate),
    });
  });

  defineCall(app, memberReportCalls.bonusDetails, ({ request, user, query }) => {
    const within = inRange(query.startDate, query.endDate);
    const rows = ledgerOf(request.world, user)
      .transactionsOf(user.id)
      .filter((t) => within(t.txTime) && (t.txCode === TxCode.Bonus || t.txCode === TxCode.Rebate))
      .sort(
        newestFirst(
          (t) => t.txTime,
          (t) => t.txId,
        ),
      );
    const { list, total, totalPages } = pageOf(rows, query.pageNo, query.pageSize);
    return ok({
      list: list.map((t) => ({
        txId: t.txId,
        type: t.txCode as 'BONUS' | 'REBATE',
        amount: t.amount,
        txTime: t.txTime,
        reference: t.reference,
      })),
      total,
      totalPages,
      sum: sum(rows.map((t) => t.amount)),
    });
  });

  defineCall(app, memberReportCalls.rebateSettings, ({ request, user }) =>
    ok(productIds.map((productId) => ({ productId, rate: rebateFractionOf(request.world, user, productId) }))),
  );

  defineCall(app, memberReportCalls.manualRebate, ({ request, user }) => ok(manualRebate(request.world, user)));

  defineCall(app, memberReportCalls.claimRebate, ({ request, user }) => {
    const world = request.world;
    const due = manualRebate(world, user);
    if (due.claimable <= 0)
      return fail(ReportCode.NothingToClaim, 'There is no rebate to claim yet: valid bets since the last claim earn it');
    const now = world.now();
    const [tx] = ledgerOf(world, user).post(
      user.id,
      [{ wallet: MAIN_WALLET, txCode: TxCode.Rebate, amount: due.claimable, reference: 'manual rebate' }],
      now,
    );
    ledgerOf(world, user).rebateClaimedAt.set(user.id, now);
    return ok({ claimed: due.claimable, txId: tx!.txId });
  });
}
