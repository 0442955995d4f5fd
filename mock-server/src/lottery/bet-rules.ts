import { digitsOf } from './win-number';
import { cents } from '@portal/contracts';

/**
 * The bets the fake's lottery lobby takes, on the five drawn digits (contracts/README.md, "Lottery"):
 * LAST2 names the last two digits (00 to 99) and pays 90 times the stake; BIG_SMALL and ODD_EVEN bet on
 * the sum of the digits (big is 23 or more, of 0 to 45) and pay 1.95 times.
 */
export const playTypes = {
  LAST2: { odds: 90, picks: Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')) },
  BIG_SMALL: { odds: 1.95, picks: ['BIG', 'SMALL'] },
  ODD_EVEN: { odds: 1.95, picks: ['ODD', 'EVEN'] },
} as const;
export type PlayType = keyof typeof playTypes;
export const isPlayType = (value: unknown): value is PlayType => typeof value === 'string' && Object.hasOwn(playTypes, value);

export const MIN_STAKE = 1;
export const MAX_STAKE = 50_000;

export function wins(playType: PlayType, pick: string, winNo: string): boolean {
  const digits = digitsOf(winNo);
  const sum = digits.reduce((a, b) => a + b, 0);
  switch (playType) {
    case 'LAST2':
      return digits.slice(-2).join('') === pick;
    case 'BIG_SMALL':
      return (sum >= 23 ? 'BIG' : 'SMALL') === pick;
    case 'ODD_EVEN':
      return (sum % 2 === 1 ? 'ODD' : 'EVEN') === pick;
  }
}

export { cents };
export const payoutOf = (playType: PlayType, stake: number) => cents(stake * playTypes[playType].odds);
