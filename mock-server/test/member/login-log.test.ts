import { describe, expect, it } from 'vitest';
import { LOGIN_LOG_LIMIT, SecurityState } from '../../src/member/security-state';
import { encodeState, restoreInto } from '../../src/persistence/state-codec';

const HOUR = 3_600_000;
const login = (state: SecurityState, userId: number, time: number) => state.noteLogin(userId, '198.51.100.24', 'PH', time);

describe('the login log', () => {
  it('keeps every login of an account, not only the last, and answers a period half-open', () => {
    const state = new SecurityState();
    login(state, 7, 10 * HOUR);
    login(state, 7, 11 * HOUR);
    login(state, 7, 30 * HOUR);
    login(state, 8, 11 * HOUR);
    expect(state.loginLog.get(7)).toEqual([10 * HOUR, 11 * HOUR, 30 * HOUR]);
    expect(state.lastLogin.get(7)?.time).toBe(30 * HOUR);
    expect(state.loginsBetween(7, 10 * HOUR, 30 * HOUR)).toEqual([10 * HOUR, 11 * HOUR]);
    expect(state.loginsBetween(7, 11 * HOUR + 1, 31 * HOUR)).toEqual([30 * HOUR]);
    expect(state.loginsBetween(9, 0, 100 * HOUR)).toEqual([]);
  });

  it(`keeps only the latest ${LOGIN_LOG_LIMIT} logins of an account`, () => {
    const state = new SecurityState();
    for (let i = 0; i < LOGIN_LOG_LIMIT + 3; i++) login(state, 7, i * HOUR);
    const log = state.loginLog.get(7)!;
    expect(log).toHaveLength(LOGIN_LOG_LIMIT);
    expect(log[0]).toBe(3 * HOUR);
    expect(log.at(-1)).toBe((LOGIN_LOG_LIMIT + 2) * HOUR);
  });

  it('is saved and restored with the rest of the security state', () => {
    const state = new SecurityState();
    login(state, 7, HOUR);
    login(state, 7, 2 * HOUR);
    const restored = new SecurityState();
    restoreInto(restored, JSON.parse(JSON.stringify(encodeState(state))), 'world.security');
    expect(restored.loginLog.get(7)).toEqual([HOUR, 2 * HOUR]);
    expect(restored.loginsBetween(7, 0, 3 * HOUR)).toHaveLength(2);
  });
});
