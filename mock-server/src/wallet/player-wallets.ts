import { vendors } from '@portal/fixtures';
import type { User } from '../identity/users';
import { mulberry32 } from '../platform/seeded-random';
import type { World } from '../platform/world';
import { cents, MAIN_WALLET, TxCode, type Ledger, type Posting, ledgerPart } from './ledger';

/** One wallet per game vendor beside the main wallet (GCS_merchantWallet lists them). */
export const vendorWallets: readonly string[] = [...new Set(vendors.map((v) => v.vassalage))];
export const HISTORY_DAYS = 60;
const DAY_MS = 86_400_000;

/** The accounts seeded from fixtures/accounts.json have ids below this; they get 60 days of history. */
const FIRST_REGISTERED_ID = 20_001;

/**
 * A player's ledger, opened on first use: a seeded account gets 60 days of deposits, bets, wins, bonuses,
 * rebates and withdrawals ending exactly at its opening balance; anyone else one opening credit (a trial
 * account's play money) or nothing.
 */
export function ledgerOf(world: World, user: User): Ledger {
  const ledger = world.part(ledgerPart);
  if (ledger.has(user.id)) return ledger;
  ledger.open(user.id, vendorWallets);
  const now = world.now();
  if (user.id < FIRST_REGISTERED_ID) {
    seedHistory(ledger, user, now, mulberry32(world.scenario.seed ^ user.id));
  } else if (user.openingBalance > 0) {
    ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Opening, amount: user.openingBalance, reference: 'opening' }], now);
  }
  return ledger;
}

/** What the seeded history's bets were on: a game of each product (product ids of spec 04). */
const seededGames = [
  { productId: 3, gameName: 'Fortune Dragon', gameType: 'RNG' },
  { productId: 3, gameName: 'Golden Empire', gameType: 'RNG' },
  { productId: 2, gameName: 'Evolution Baccarat 3', gameType: 'LIVE' },
  { productId: 1, gameName: 'Tongits 2', gameType: 'PVP' },
  { productId: 5, gameName: 'SABA Sports', gameType: 'SPORTS' },
  { productId: 7, gameName: 'Ocean Fishing 1', gameType: 'FISH' },
  { productId: 8, gameName: 'Keno 1 Minute', gameType: 'ELOTT' },
] as const;

function seedHistory(ledger: Ledger, user: User, now: number, random: () => number) {
  const amount = (min: number, max: number) => cents(min + random() * (max - min));
  let balance = 0;
  let order = 1;
  const post = (txCode: Posting['txCode'], value: number, at: number, reference: string) => {
    ledger.post(user.id, [{ wallet: MAIN_WALLET, txCode, amount: value, reference }], at);
    balance = cents(balance + value);
  };
  const start = now - HISTORY_DAYS * DAY_MS;
  post(TxCode.Deposit, amount(500, 3000), start + DAY_MS / 2, `D${user.id}-${order++}`);
  for (let day = 1; day < HISTORY_DAYS; day++) {
    const base = start + day * DAY_MS;
    const events = Math.floor(random() * 4);
    // A day in four slots, one event at most each, so time order is posting order (a win a minute after its bet).
    for (let e = 0; e < events; e++) {
      const at = base + e * (DAY_MS / 4) + Math.floor(random() * (DAY_MS / 4 - 120_000));
      const roll = random();
      if (roll < 0.45 && balance >= 10) {
        const stake = Math.min(balance, amount(10, 300));
        const betId = `B${user.id}-${order++}`;
        const game = seededGames[Math.floor(random() * seededGames.length)]!;
        post(TxCode.Bet, -stake, at, betId);
        const payout = random() < 0.45 ? cents(stake * (1 + random() * 2)) : 0;
        if (payout > 0) post(TxCode.Win, payout, at + 60_000, betId);
        ledger.gameBets.push({
          betId,
          userId: user.id,
          productId: game.productId,
          gameName: game.gameName,
          gameType: game.gameType,
          stake,
          payout,
          betTime: at,
        });
      } else if (roll < 0.6) post(TxCode.Deposit, amount(200, 2000), at, `D${user.id}-${order++}`);
      else if (roll < 0.7) post(TxCode.Bonus, amount(10, 200), at, `P${user.id}-${order++}`);
      else if (roll < 0.8) post(TxCode.Rebate, amount(1, 50), at, `R${user.id}-${order++}`);
      else if (roll < 0.88 && balance >= 200) post(TxCode.Withdraw, -amount(100, Math.min(balance, 2000)), at, `W${user.id}-${order++}`);
    }
  }
  // The last day settles the history on the account's opening balance.
  const gap = cents(user.openingBalance - balance);
  if (gap > 0) post(TxCode.Deposit, gap, now - DAY_MS / 2, `D${user.id}-${order}`);
  if (gap < 0) post(TxCode.Withdraw, gap, now - DAY_MS / 2, `W${user.id}-${order}`);
}
