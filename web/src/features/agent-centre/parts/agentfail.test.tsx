import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import type { SiteLanguage } from '@portal/contracts';
import { makeStore } from '../../../app/store';
import type { RootState } from '../../../shared/store/root-state';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { fakeHttp, ok, type FakeAnswer, type FakeRoutes } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { AgentCentre } from '../centre/agent-centre';
import { agentCentreFeature } from '../feature';
import { agentCentreIntents as intents } from '../intents';
import { IncomePage } from '../reports/income-page';
import { ProfitLossPage } from '../reports/profit-loss-page';
import { TeamBetsPage } from '../reports/team-bets-page';
import { TransactionsPage } from '../reports/transactions-page';
import { DownlineDetailDialog } from '../team/downline-detail-dialog';
import { TransferDialog } from '../team/transfer-dialog';
import en from '../texts/en';
import ty from '../texts/ty';
import { useActionErrorText } from './action-error';
import { ActionConfirmDialog } from './confirm-dialog';
import { defaultPeriod } from './period';

const refused = (errorCode: string, message: string) => (): FakeAnswer => ({ body: { success: false, errorCode, message } });

/** The centre's store over a backend answering these routes, a way to draw in it, and the requests sent to a route. */
async function centre(routes: FakeRoutes, language: SiteLanguage = 'EN') {
  const { http, requests, settle } = fakeHttp(routes, { token: 't' });
  const i18n = await testI18n(language);
  const store = makeStore({ http, i18n });
  store.injector.inject(agentCentreFeature);
  const show = (ui: ReactNode) =>
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </Provider>,
    );
  const sent = (route: string) => requests.filter((r) => `${r.method?.toUpperCase()} ${r.url}` === route);
  const notice = () => (store.getState() as RootState).overlay.notice;
  return { store, settle, show, sent, notice };
}

describe("an agent action's failure", () => {
  it('shows a failed transfer once, in the form, in Tagalog from its code, and opens no notice dialog', async () => {
    const { settle, show, notice } = await centre(
      { 'PUT /wps/agent/transferDownline': refused('INSUFFICIENT_BALANCE', "50.00 is more than your main wallet's 10.00") },
      'TY',
    );
    show(<TransferDialog username="a01m1" onClose={() => {}} />);
    await userEvent.type(screen.getByLabelText(ty.col.amount), '50');
    await userEvent.type(screen.getByLabelText(ty.team.password), 'Lucky2026');
    await userEvent.click(screen.getByRole('button', { name: ty.team.transfer }));
    await settle();
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(ty.errors.INSUFFICIENT_BALANCE);
    expect(screen.queryByText(/main wallet's/)).toBeNull();
    expect(notice()).toBeNull();
  });

  it("words a code it has no text for around the server's words, and a change with no answer as maybe done", async () => {
    const { show } = await centre({}, 'TY');
    function Texts() {
      const text = useActionErrorText();
      return (
        <ul>
          {['PASSWORD_WRONG', 'SOMETHING_NEW', 'TIMEOUT'].map((code) => (
            <li key={code}>{text({ code, message: 'Raw English words' })}</li>
          ))}
        </ul>
      );
    }
    show(<Texts />);
    const [known, unknown, timeout] = screen.getAllByRole('listitem');
    expect(known).toHaveTextContent(ty.errors.PASSWORD_WRONG);
    expect(unknown).toHaveTextContent(ty.agentfail.failed.replace('{{message}}', 'Raw English words'));
    expect(unknown!.textContent).toMatch(/^Hindi ito natuloy/);
    expect(timeout).toHaveTextContent(ty.agentfail.unanswered.TIMEOUT);
  });

  it('keeps a refused termination in its confirm step, said once, and closes the step when it is made', async () => {
    let answer = refused('CONTRACT_WRONG_STATE', 'Contract 5 is not one in force to end');
    const { store, settle, show, notice } = await centre({
      'POST /wps/relay/MCSFE_terminateContract': () => answer(),
    });
    function Page() {
      const [open, setOpen] = useState(true);
      return open ? (
        <ActionConfirmDialog
          action="terminate"
          title="End the contract?"
          confirmLabel="End it"
          onCancel={() => setOpen(false)}
          onConfirm={() => store.dispatch(intents.terminateRequested(5))}
        >
          <p>It ends.</p>
        </ActionConfirmDialog>
      ) : (
        <p>closed</p>
      );
    }
    show(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'End it' }));
    await settle();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(en.errors.CONTRACT_WRONG_STATE);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(notice()).toBeNull();
    answer = ok({ contractId: 5, status: 'V' });
    await userEvent.click(screen.getByRole('button', { name: 'End it' }));
    await settle();
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });
});

describe('fresh pages', () => {
  const bets = { 'GET /wps/agent/team/bets': ok({ list: [], total: 0, totalPages: 1, footer: { stake: 0, payout: 0, winLoss: 0 } }) };

  it('reads the open page again when its menu entry is chosen again, or its Refresh, with the query it shows', async () => {
    const { store, settle, show, sent } = await centre(bets);
    store.dispatch(overlayActions.agentCentreOpened('personalHistoryCopy'));
    show(<AgentCentre />);
    await screen.findByRole('button', { name: en.filter.search });
    await settle();
    expect(sent('GET /wps/agent/team/bets')).toHaveLength(1);
    const first = sent('GET /wps/agent/team/bets')[0]!.params as Record<string, unknown>;
    const menu = screen.getByRole('navigation', { name: en.menu });
    await userEvent.click(within(menu).getByRole('button', { name: en.pages.personalHistoryCopy }));
    await settle();
    expect(sent('GET /wps/agent/team/bets')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: en.agentfail.refresh }));
    await settle();
    const asks = sent('GET /wps/agent/team/bets');
    expect(asks).toHaveLength(3);
    expect(asks[2]!.params).toEqual(first);
  });

  it('reads again, after a change, the reports that show what it changed (and only those read before)', async () => {
    const { store, settle, sent } = await centre({
      ...bets,
      'GET /wps/member/info/funds/consolidated': ok({
        divtypereq: {},
        dailysalreqtype: {},
        contracthoursalreq: {},
        realtimesalreqtype: {},
        divtypeinfo: {},
        divtypecompperiodinfo: {},
        dailysalinfotype: {},
        contracthoursalinfo: {},
        realtimesalinfotype: {},
      }),
      'GET /wps/agent/downlines': ok({ list: [], total: 0, totalPages: 1 }),
      'POST /wps/relay/MCSFE_applyContractDailySalary': refused('RATE_ABOVE_OWN', 'above'),
      'PUT /wps/agent/transferDownline': ok({ balance: 5 }),
    });
    store.dispatch(intents.reportRequested({ key: 'consolidated', query: undefined }));
    store.dispatch(intents.reportRequested({ key: 'downlines', query: { pageNo: 2 } }));
    await settle();
    // A refused offer: the contracts are read again (the page may have been stale), the team's list is not.
    act(() => {
      store.dispatch(intents.offerRequested({ downline: 'a01m1', details: [{ betVolume: 0, activeMember: 0, rateType: 'P', rate: 1 }] }));
    });
    await settle();
    await settle();
    expect(sent('GET /wps/member/info/funds/consolidated')).toHaveLength(2);
    expect(sent('GET /wps/agent/downlines')).toHaveLength(1);
    // A transfer: the team's list, with the page it showed; the history was never read, so it is not now.
    act(() => {
      store.dispatch(intents.transferRequested({ username: 'a01m1', amount: 5, password: 'Lucky2026' }));
    });
    await settle();
    await settle();
    const downlines = sent('GET /wps/agent/downlines');
    expect(downlines).toHaveLength(2);
    expect(downlines[1]!.params).toMatchObject({ pageNo: 2 });
    expect(sent('POST /wps/relay/MCSFE_getContractHistory')).toHaveLength(0);
  });

  it('opens every dated page on the same default period', async () => {
    const { OverviewPage } = await import('../overview/overview-page');
    const { settle, show, sent } = await centre({});
    show(
      <>
        <OverviewPage />
        <TeamBetsPage />
        <ProfitLossPage />
        <IncomePage />
        <TransactionsPage />
        <DownlineDetailDialog username="a01m1" onClose={() => {}} />
      </>,
    );
    await settle();
    const routes = [
      'GET /wps/agent/team/overview',
      'GET /wps/agent/team/bets',
      'GET /wps/agent/team/profitLoss',
      'GET /wps/agent/income',
      'GET /wps/agent/team/transactions',
      'GET /wps/agent/downline/detail',
    ];
    const expected = defaultPeriod();
    for (const route of routes) {
      const [asked] = sent(route);
      expect(asked?.params, route).toMatchObject(expected);
    }
  });
});
