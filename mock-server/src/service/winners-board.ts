import { type GameCategory, type ProductId, type Winner } from '@portal/contracts';
import { lotteryGameByCode } from '@portal/fixtures';
import { mulberry32 } from '../platform/seeded-random';
import type { World } from '../platform/world';
import { identityPart } from '../identity/identity-state';
import { ledgerPart } from '../wallet/ledger';
import { lotteryPart } from '../lottery/lottery-state';

/** `ALL` asks for every category (spec 04: `{ gameCategory: ALL, language, limitNum: 20 }`). */
const ALL = 'ALL';

const mask = (name: string) => (name.length <= 3 ? `${name[0]}**` : `${name.slice(0, 2)}***${name.slice(-1)}`);

/** The lobby of a bet saved before bets named theirs, by its product (the reports' products). */
const CATEGORY_OF_PRODUCT: Record<ProductId, GameCategory> = {
  1: 'PVP',
  2: 'LIVE',
  3: 'RNG',
  4: 'LOTT',
  41: 'LOTT',
  5: 'SPORTS',
  7: 'FISH',
  8: 'ELOTT',
  9: 'LOTT',
};
const categoryOfProduct = (productId: number): GameCategory => CATEGORY_OF_PRODUCT[productId as ProductId] ?? 'RNG';

/** The seed's games on the board, each with its lobby. */
const SEEDED_GAMES: [gameName: string, category: GameCategory][] = [
  ['Fortune Dragon', 'RNG'],
  ['Golden Empire', 'RNG'],
  ['Evolution Baccarat 3', 'LIVE'],
  ['Keno 1 Minute', 'ELOTT'],
  ['North Lottery', 'LOTT'],
  ['Ocean Fishing 1', 'FISH'],
];

/** Seeded winners (from the seed, a little before now) beside the world's real wins. */
function seededWinners(world: World): Winner[] {
  const random = mulberry32(world.scenario.seed ^ 0x5eed);
  const names = ['lucky', 'maria', 'jun', 'kuya', 'ace', 'nina', 'paolo', 'liza', 'rico', 'bea'];
  return Array.from({ length: 20 }, (_, i) => {
    const winAmount = Math.round((80 + random() * 770) * 100) / 100;
    const userName = mask(`${names[i % names.length]}${Math.floor(random() * 90 + 10)}`);
    const [gameName, gameCategory] = SEEDED_GAMES[Math.floor(random() * SEEDED_GAMES.length)]!;
    return { vo: { winAmount, userName, gameName, gameCategory, winTime: world.now() - Math.floor(random() * 86_400_000) } };
  });
}

/** Every WIN the world's ledger holds: game spins and settled lottery bets. */
function realWinners(world: World): Winner[] {
  const games = new Map<string, { gameName: string; gameCategory: GameCategory }>();
  for (const bet of world.part(ledgerPart).gameBets) {
    games.set(bet.betId, { gameName: bet.gameName, gameCategory: bet.gameType ?? categoryOfProduct(bet.productId) });
  }
  for (const bet of world.part(lotteryPart).bets) {
    const game = lotteryGameByCode.get(bet.gameCode);
    // The GPI games are the e-lottery lobby's (Keno, Fast 3, Lucky 5D, PK10); the others are the lottery's.
    games.set(`LOTTO-${bet.id}`, { gameName: game?.gameName ?? bet.gameCode, gameCategory: game?.account === 'GPI' ? 'ELOTT' : 'LOTT' });
  }
  return world
    .part(ledgerPart)
    .transactions.filter((t) => t.txCode === 'WIN')
    .map((t) => ({
      vo: {
        winAmount: t.amount,
        userName: mask(world.part(identityPart).userById(t.userId)?.username ?? 'player'),
        ...(games.get(t.reference) ?? { gameName: 'Game', gameCategory: 'RNG' }),
        winTime: t.txTime,
      },
    }));
}

/** The board: the biggest wins first (the latest first among equals), of one lobby or of all. */
export function winnersBoard(world: World, gameCategory: string, limit: number): Winner[] {
  return [...realWinners(world), ...seededWinners(world)]
    .filter((w) => gameCategory === ALL || w.vo.gameCategory === gameCategory)
    .sort((a, b) => b.vo.winAmount - a.vo.winAmount || b.vo.winTime - a.vo.winTime)
    .slice(0, limit);
}
