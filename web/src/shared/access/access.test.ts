import type { MemberInfo } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { sessionSlice } from '../../features/identity/session/slice';
import { selectRealAccountCheck } from './access';

const { tokenStored, memberLoaded } = sessionSlice.actions;
const memberOfType = (type: number) => ({ id: 1, account: 'a', nickname: 'A', type }) as MemberInfo;
const stateAfter = (...actions: Parameters<typeof sessionSlice.reducer>[1][]) => ({
  session: actions.reduce(sessionSlice.reducer, sessionSlice.reducer(undefined, { type: 'init' })),
});

describe('the access rule', () => {
  it('asks a visitor without a token to log in', () => {
    expect(selectRealAccountCheck(stateAfter())).toBe('login');
  });

  it('warns a trial account (type 4) and lets any other account through', () => {
    const token = tokenStored({ token: 'tok', mustChangePassword: false });
    expect(selectRealAccountCheck(stateAfter(token, memberLoaded(memberOfType(4))))).toBe('trial');
    expect(selectRealAccountCheck(stateAfter(token, memberLoaded(memberOfType(0))))).toBe('ok');
  });
});
