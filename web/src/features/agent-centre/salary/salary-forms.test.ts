import { describe, expect, it } from 'vitest';
import { amountProblem, ceilingOf, SITE_CEILING, tierProblems, toDrafts, toTiers, type TierDraft } from './salary-forms';

const tier = (betVolume: string, activeMember: string, rate: string, rateType: 'P' | 'F' = 'P'): TierDraft => ({
  betVolume,
  activeMember,
  rateType,
  rate,
});

describe('the daily salary form', () => {
  it('takes climbing tiers with two decimals at most and rates within the ceiling', () => {
    const tiers = [tier('0', '0', '0.5'), tier('1000.25', '2', '1.25'), tier('5000', '2', '200', 'F')];
    expect(tierProblems(tiers, SITE_CEILING)).toEqual([null, null, null]);
    expect(toTiers(tiers)[1]).toEqual({ betVolume: 1000.25, activeMember: 2, rateType: 'P', rate: 1.25 });
  });

  it('names what is wrong with each tier', () => {
    expect(
      tierProblems(
        [
          tier('', '0', '1'),
          tier('10', '1.5', '1'),
          tier('10', '1', '1.005'),
          tier('10', '1', '-1'),
          tier('10', '1', '2.01'),
          tier('10', '1', '150'),
        ],
        SITE_CEILING,
      ),
    ).toEqual(['betVolume', 'activeMember', 'rate', 'rate', 'rateAboveCeiling', 'rate']);
    expect(tierProblems([tier('100', '3', '1'), tier('100', '4', '1')], SITE_CEILING)).toEqual([null, 'order']);
    expect(tierProblems([tier('100', '3', '1'), tier('200', '2', '1')], SITE_CEILING)).toEqual([null, 'order']);
  });

  it('caps an agent under contract at its own highest rate of each kind', () => {
    const own = ceilingOf([{ betVolume: 0, activeMember: 0, rateType: 'P', rate: 0.8 }]);
    expect(own).toEqual({ P: 0.8, F: 0 });
    expect(tierProblems([tier('0', '0', '0.8')], own)).toEqual([null]);
    expect(tierProblems([tier('0', '0', '0.81')], own)).toEqual(['rateAboveCeiling']);
    expect(tierProblems([tier('0', '0', '1', 'F')], own)).toEqual(['rateAboveCeiling']);
    expect(ceilingOf(undefined)).toEqual(SITE_CEILING);
  });

  it('reads a rate type other than P (spec 04) as a fixed amount: in the ceiling and back in the form as F', () => {
    const other = [{ betVolume: 0, activeMember: 0, rateType: 'A', rate: 30 }];
    expect(ceilingOf(other)).toEqual({ P: 0, F: 30 });
    expect(toDrafts(other)).toEqual([{ betVolume: '0', activeMember: '0', rateType: 'F', rate: '30' }]);
  });

  it('checks an amount: positive, two decimals at most', () => {
    expect(amountProblem('10.5')).toBeNull();
    expect(amountProblem('0')).toBe('amount');
    expect(amountProblem('1.234')).toBe('amount');
    expect(amountProblem('abc')).toBe('amount');
  });
});
