import { describe, expect, it } from 'vitest';
import { dividendProblems, realtimeProblem, type DividendDraft } from './kind-forms';

const tier = (minimumBet: string, netLoss: string, activeMember: string, ratePercent: string): DividendDraft => ({
  minimumBet,
  netLoss,
  activeMember,
  ratePercent,
});

describe('the dividend form', () => {
  it('takes climbing tiers with rates up to the ceiling, two decimals at most', () => {
    expect(dividendProblems([tier('0', '0', '0', '10'), tier('5000.5', '1000', '3', '25.25')], 50)).toEqual([null, null]);
  });
  it('names what is wrong with each tier', () => {
    const problems = dividendProblems(
      [
        tier('x', '0', '0', '1'),
        tier('1', '-5', '0', '1'),
        tier('1', '1', '1.5', '1'),
        tier('1', '1', '1', '1.234'),
        tier('1', '1', '1', '51'),
      ],
      50,
    );
    expect(problems).toEqual(['minimumBet', 'netLoss', 'activeMember', 'rate', 'rateAboveCeiling']);
    expect(dividendProblems([tier('10', '10', '2', '5'), tier('10', '10', '3', '6')], 50)).toEqual([null, 'order']);
    expect(dividendProblems([tier('10', '10', '2', '5'), tier('20', '10', '1', '6')], 50)).toEqual([null, 'order']);
  });
});

describe('the real-time salary form', () => {
  const ceiling = { profit: 0.5, loss: 0.8 };
  it('takes rates within my own and a single bet amount', () => {
    expect(realtimeProblem({ profitRate: '0.5', lossRate: '0.8', singleBetAmount: '10' }, ceiling)).toBeNull();
  });
  it('names the first problem', () => {
    expect(realtimeProblem({ profitRate: '0.555', lossRate: '0.8', singleBetAmount: '10' }, ceiling)).toBe('profitRate');
    expect(realtimeProblem({ profitRate: '0.5', lossRate: '', singleBetAmount: '10' }, ceiling)).toBe('lossRate');
    expect(realtimeProblem({ profitRate: '0.5', lossRate: '0.8', singleBetAmount: '1.001' }, ceiling)).toBe('singleBetAmount');
    expect(realtimeProblem({ profitRate: '0.6', lossRate: '0.8', singleBetAmount: '10' }, ceiling)).toBe('rateAboveCeiling');
  });
});
