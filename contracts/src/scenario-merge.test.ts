import { describe, expect, it } from 'vitest';
import { mergeScenario } from './scenario-merge';
import type { Scenario } from './scenario';

const base: Scenario = {
  name: 'base',
  description: '',
  seed: 1,
  systemStatus: 0,
  location: { ip: '198.51.100.1', country: 'PH' },
  whitelabel: { DIRECTREG3: true, FREEPLAY3: true },
  registerRules: { username: { enabled: true, required: true, acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 16 } },
  agentFeatures: { dividend: true, dailySalary: true, hourlySalary: false, realtimeSalary: false },
  latencyMs: 0,
  faults: [],
  emptyCategories: [],
  loginLock: { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 },
  passThrough: [],
  lotteryMaintenance: [],
  singleWallet: false,
  withdrawAutoConfirmMinutes: 30,
};

describe('mergeScenario', () => {
  it('merges nested objects one level down', () => {
    const merged = mergeScenario(base, { location: { country: 'SG' }, whitelabel: { FREEPLAY3: false } });
    expect(merged.location).toEqual({ ip: '198.51.100.1', country: 'SG' });
    expect(merged.whitelabel).toEqual({ DIRECTREG3: true, FREEPLAY3: false });
  });
  it('merges one field of a register rule', () => {
    expect(mergeScenario(base, { registerRules: { username: { minLength: 8 } } }).registerRules.username).toMatchObject({
      minLength: 8,
      maxLength: 16,
    });
  });
  it('merges one setting of the login lock', () => {
    expect(mergeScenario(base, { loginLock: { lockMinutes: 30 } }).loginLock).toEqual({
      maxFailures: 5,
      windowMinutes: 15,
      lockMinutes: 30,
    });
  });
  it('replaces lists', () => {
    const merged = mergeScenario({ ...base, faults: [{ route: '/a', status: 500, rate: 1 }] }, { faults: [] });
    expect(merged.faults).toEqual([]);
  });
  it('leaves the base untouched', () => {
    mergeScenario(base, { systemStatus: 1, location: { ip: 'x' } });
    expect(base.systemStatus).toBe(0);
    expect(base.location.ip).toBe('198.51.100.1');
  });
});
