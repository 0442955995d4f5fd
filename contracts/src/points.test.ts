import { describe, expect, it } from 'vitest';
import { pointsOfBet } from './points';

describe('points earned by one valid bet', () => {
  it('are whole: the stake over the ratio, rounded down', () => {
    expect([pointsOfBet(186, 10), pointsOfBet(10, 10), pointsOfBet(9.99, 10), pointsOfBet(5, 10)]).toEqual([18, 1, 0, 0]);
  });

  it('count in cents, so a stake that is a multiple of the ratio earns all its points', () => {
    expect([pointsOfBet(30, 10), pointsOfBet(0.3, 0.1), pointsOfBet(1_000_000.1, 10)]).toEqual([3, 3, 100_000]);
  });

  it('earn nothing for no stake or without a ratio', () => {
    expect([pointsOfBet(0, 10), pointsOfBet(-200, 10), pointsOfBet(200, 0)]).toEqual([0, 0, 0]);
  });
});
