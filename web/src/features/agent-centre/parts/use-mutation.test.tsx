import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { agentCentreFeature } from '../feature';
import { agentCentreActions as actions } from '../slice';
import { useMutation } from './use-mutation';

async function storeWithCentre() {
  const store = makeStore({ http: fakeHttp({}).http, i18n: await testI18n() });
  store.injector.inject(agentCentreFeature);
  let ticket = 100;
  const send = (outcome: 'ok' | 'refused') => {
    ticket += 1;
    store.dispatch(actions.mutationStarted({ key: 'transfer', ticket, query: null }));
    if (outcome === 'ok') store.dispatch(actions.mutationSucceeded({ key: 'transfer', ticket, value: { balance: 1 } as never }));
    else store.dispatch(actions.mutationFailed({ key: 'transfer', ticket, error: { code: 'NO_MONEY', message: 'no' } }));
  };
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, send, wrapper };
}

describe('a form’s change', () => {
  it('tells each success after the form opened once, two alike in a row as two, and not one from before', async () => {
    const { send, wrapper, store } = await storeWithCentre();
    send('ok');
    const onDone = vi.fn();
    const { result } = renderHook(() => useMutation('transfer', onDone), { wrapper });
    expect(result.current).toMatchObject({ pending: false, done: false, error: null });
    expect(onDone).not.toHaveBeenCalled();
    act(() => store.dispatch(actions.mutationStarted({ key: 'transfer', ticket: 200, query: null })));
    expect(result.current.pending).toBe(true);
    act(() => store.dispatch(actions.mutationSucceeded({ key: 'transfer', ticket: 200, value: null as never })));
    act(() => send('ok'));
    expect(onDone).toHaveBeenCalledTimes(2);
    expect(result.current).toMatchObject({ pending: false, done: true });
  });

  it('keeps a refusal as its code, and is no longer done', async () => {
    const { send, wrapper } = await storeWithCentre();
    const { result } = renderHook(() => useMutation('transfer'), { wrapper });
    act(() => send('ok'));
    act(() => send('refused'));
    expect(result.current).toMatchObject({ pending: false, done: false, error: { code: 'NO_MONEY' } });
  });
});
