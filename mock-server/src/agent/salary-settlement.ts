import type { RecordStatus } from '@portal/contracts';
import type { World } from '../platform/world';
import { notifyPayout } from './contract-notices';
import { cents, LedgerError, MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { settleOtherContracts } from './contract-settlement';
import { salaryOf, tierMet, tierRate } from './salary-rules';
import { teamOf } from './team-seed';
import { agentPart, type Contract } from './contract-state';
import { identityPart } from '../identity/identity-state';

const DAY_MS = 86_400_000;
/** A world left alone for months settles at most this many days per contract at once. */
const MAX_DAYS_AT_ONCE = 60;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The ledger reference of a day's daily salary (an hourly salary's is HS-…, a real-time one's RT-…: contract-settlement.ts). */
const DAILY_SALARY_REFERENCE = 'DS-';
const dailySalaryReference = (contractId: number, day: string) => `${DAILY_SALARY_REFERENCE}${contractId}-${day}`;
/** Whether a ledger row is a daily salary received, not an hourly or real-time one (all three are SALARY_IN). */
export const isDailySalaryIn = (t: { txCode: string; reference: string }) =>
  t.txCode === TxCode.SalaryIn && t.reference.startsWith(DAILY_SALARY_REFERENCE);

/** The downline's team activity on a UTC day: bets by it and everyone below it, and how many of them bet. */
export function teamActivity(world: World, downlineId: number, day: string) {
  const from = Date.parse(`${day}T00:00:00Z`);
  const members = [world.part(identityPart).userById(downlineId)!, ...teamOf(world.part(identityPart), downlineId).map((m) => m.user)];
  let betVolume = 0;
  let activeMembers = 0;
  for (const member of members) {
    const bets = ledgerOf(world, member)
      .transactionsOf(member.id)
      .filter((t) => t.txCode === TxCode.Bet && t.txTime >= from && t.txTime < from + DAY_MS);
    if (bets.length > 0) activeMembers++;
    betVolume += bets.reduce((sum, t) => sum - t.amount, 0);
  }
  return { betVolume: cents(betVolume), activeMembers };
}

/** When a daily contract's next unsettled day has passed, by what it was worked out from (see firstDayDueAt). */
const dailyDue = new WeakMap<Contract, { since: number; last: string | undefined; at: number }>();

/**
 * When the first day the contract has not settled ends: nothing is due before. Kept per contract and worked out
 * again only when its `since` or `lastSettledDay` moves, so a request that finds nothing due (nearly every one:
 * this runs on each request's catch-up) does no date parsing per contract.
 */
function firstDayDueAt(contract: Contract, since: number): number {
  const kept = dailyDue.get(contract);
  if (kept?.since === since && kept.last === contract.lastSettledDay) return kept.at;
  const day = contract.lastSettledDay ? dayOf(Date.parse(`${contract.lastSettledDay}T00:00:00Z`) + DAY_MS) : dayOf(since);
  const at = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
  dailyDue.set(contract, { since, last: contract.lastSettledDay, at });
  return at;
}

/**
 * Pays every daily salary contract in force for each whole UTC day the world's clock has passed since the
 * contract began (the day it was accepted counts), from the upline's main wallet into the downline's.
 * An upline that cannot pay leaves the day UNPAID; a day whose team met no tier is NOTHING_DUE.
 */
export function settleDailySalaries(world: World) {
  // The agent's clock tick settles every kind of contract through this one call (agent-plugin.ts).
  settleOtherContracts(world);
  const now = world.now();
  let today: string | undefined;
  for (const contract of world.part(agentPart).contracts.values()) {
    if (contract.kind !== 'DAILY_SALARY' || contract.state !== 'ACTIVE' || contract.since === undefined) continue;
    if (now < firstDayDueAt(contract, contract.since)) continue;
    today ??= dayOf(now);
    let day = contract.lastSettledDay ? dayOf(Date.parse(`${contract.lastSettledDay}T00:00:00Z`) + DAY_MS) : dayOf(contract.since);
    for (let n = 0; day < today && n < MAX_DAYS_AT_ONCE; n++) {
      const upline = world.part(identityPart).userById(contract.uplineId);
      const downline = world.part(identityPart).userById(contract.downlineId);
      if (!upline || !downline) break;
      const { betVolume, activeMembers } = teamActivity(world, downline.id, day);
      const tier = tierMet(contract.details, betVolume, activeMembers);
      const amount = tier === null ? 0 : salaryOf(contract.details[tier]!, betVolume);
      let status: RecordStatus = amount > 0 ? 'PAID' : 'NOTHING_DUE';
      const at = Date.parse(`${day}T00:00:00Z`) + DAY_MS;
      if (amount > 0) {
        try {
          ledgerOf(world, upline).post(
            upline.id,
            [{ wallet: MAIN_WALLET, txCode: TxCode.SalaryOut, amount: -amount, reference: dailySalaryReference(contract.id, day) }],
            at,
          );
          ledgerOf(world, downline).post(
            downline.id,
            [{ wallet: MAIN_WALLET, txCode: TxCode.SalaryIn, amount, reference: dailySalaryReference(contract.id, day) }],
            at,
          );
        } catch (error) {
          if (!(error instanceof LedgerError)) throw error;
          status = 'UNPAID';
        }
      }
      world.part(agentPart).record({
        contractId: contract.id,
        kind: 'DAILY_SALARY',
        day,
        periodStart: at - DAY_MS,
        periodEnd: at,
        uplineId: upline.id,
        downlineId: downline.id,
        betVolume,
        netLoss: 0,
        activeMembers,
        lostStakes: 0,
        wonStakes: 0,
        ...tierRate(contract.details, tier),
        lossRate: null,
        profitRate: null,
        amount,
        status,
        paidAt: status === 'PAID' ? at : null,
      });
      notifyPayout(world, world.part(agentPart).records.at(-1)!);
      contract.lastSettledDay = day;
      day = dayOf(Date.parse(`${day}T00:00:00Z`) + DAY_MS);
    }
  }
}
