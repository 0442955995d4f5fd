import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { ok } from '../../../test/fake-http';
import { member } from '../../../test/member-fixtures';
import { renderApp } from '../../../test/render-app';

const percent = (rate: number) => [{ betVolume: 0, activeMember: 0, rateType: 'P', rate }];
const given = { id: 2, status: 'A', counterpart: 'a01m2', side: 'GIVEN', since: Date.UTC(2026, 10, 20), details: percent(1.5) };
const sentAt = Date.UTC(2026, 10, 26, 10, 2);
const none = { divtypereq: {}, contracthoursalreq: {}, realtimesalreqtype: {}, divtypeinfo: {}, divtypecompperiodinfo: {} };

/** The app with an agent logged in, consolidated answering `value`, and the agent centre on the daily salary page. */
async function open(value: object, page: 'agentDailyWages2' | 'agentTeamOverview' = 'agentDailyWages2') {
  sessionStorage.setItem('token', 'tok-0123456789abcdef');
  const { store } = await renderApp({
    flags: { AGENTPOLICY3: true, DAILYSALCONT3: true },
    routes: {
      'GET /wps/member/info': ok(member(1)),
      'GET /wps/member/info/icon': ok({ icon: '/a.svg' }),
      'GET /wps/v2/wallets/balance': ok({ sumBalance: 12.5, balance: [], currency: 'PHP', currencySymbol: '₱' }),
      'GET /wps/member/info/funds/consolidated': ok({
        ...none,
        dailysalreqtype: {},
        dailysalinfotype: { CONS: { agent: [given] } },
        contracthoursalinfo: {},
        realtimesalinfotype: {},
        ...value,
      }),
      'GET /wps/agent/downlines': ok({ list: [], total: 0, totalPages: 1 }),
    },
  });
  await screen.findByRole('button', { name: 'Player 1, Account menu' });
  return {
    store,
    openCentre: () =>
      act(() => {
        store.dispatch(overlayActions.agentCentreOpened(page));
      }),
  };
}

beforeEach(() => sessionStorage.clear());

describe('the offers I sent, on the contract page', () => {
  it('shows a new offer waiting for its answer, and a change under the contract it would replace', async () => {
    const { openCentre } = await open({
      sentOffers: {
        CONS: [
          { contractId: 7, kind: 'DAILY_SALARY', status: 'P', downline: 'a01m1', sentAt, details: percent(1.2) },
          { contractId: 8, kind: 'DAILY_SALARY', status: 'E', downline: 'a01m2', sentAt, replaces: 2, details: percent(0.8) },
          { contractId: 9, kind: 'HOURLY_SALARY', status: 'P', downline: 'a01m3', sentAt, details: percent(0.3) },
        ],
      },
    });
    openCentre();
    const contract = await screen.findByTestId('given-contract', {}, { timeout: 20_000 });
    const change = within(contract).getByTestId('sent-offer');
    expect(change).toHaveAttribute('data-status', 'E');
    expect(change).toHaveTextContent('Change sent to a01m2');
    expect(change).toHaveTextContent('0.8%');
    const section = screen.getByRole('heading', { name: 'Offers waiting for an answer' }).parentElement!;
    const offers = within(section).getAllByTestId('sent-offer');
    // Only this kind's new offer: the hourly one belongs to its own page, the change to its contract.
    expect(offers).toHaveLength(1);
    expect(offers[0]).toHaveTextContent('New offer to a01m1, sent');
    expect(offers[0]).toHaveTextContent('1.2%');
  });

  it('shows nothing sent when the platform lists none', async () => {
    const { openCentre } = await open({});
    openCentre();
    await screen.findByTestId('given-contract', {}, { timeout: 20_000 });
    expect(screen.queryByTestId('sent-offer')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Offers waiting for an answer' })).toBeNull();
  });
});

describe('an offer put aside with Later', () => {
  const waiting = {
    dailysalreqtype: {
      CONS: [
        {
          id: 5,
          status: 'E',
          downlineHigherRate: 'Y',
          details: percent(1),
          upline: 'agent01',
          downlineHigherRateContracts: [{ contractId: 2, downline: 'a01m1s1', details: percent(1.2) }],
        },
      ],
    },
  };

  it('names in the notice and in the consent which downline and which rate accepting ends', async () => {
    await open(waiting);
    const notice = await screen.findByRole('dialog', { name: 'Contract offers' }, { timeout: 20_000 });
    expect(within(notice).getByTestId('ending')).toHaveTextContent('a01m1s1: team bets from ₱0.00 a day, active members from 0: 1.2%');
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('dialog', { name: 'End higher-rate contracts?' });
    expect(confirm).toHaveTextContent('these end automatically');
    expect(within(confirm).getByTestId('ending')).toHaveTextContent('a01m1s1');
  });

  it('stays counted on its page in the agent menu, and opens again from there', async () => {
    const { openCentre } = await open(waiting, 'agentTeamOverview');
    const notice = await screen.findByRole('dialog', { name: 'Contract offers' }, { timeout: 20_000 });
    fireEvent.click(within(notice).getAllByRole('button', { name: 'Later' }).at(-1)!);
    expect(screen.queryByRole('dialog', { name: 'Contract offers' })).toBeNull();
    openCentre();
    const badge = await screen.findByTestId('agentDailyWages2-badge', {}, { timeout: 20_000 });
    expect(badge).toHaveTextContent('1');
    expect(badge).toHaveAttribute('aria-label', 'Offers waiting for your answer: 1');
    fireEvent.click(badge.closest('button')!);
    const here = await screen.findByTestId('waiting-for-me', {}, { timeout: 20_000 });
    fireEvent.click(within(here).getByRole('button', { name: 'Answer now' }));
    expect(await screen.findByRole('dialog', { name: 'Contract offers' })).toBeInTheDocument();
    // Escape puts the reopened notice aside again and leaves the agent centre open behind it.
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Contract offers' })).toBeNull();
    expect(screen.getByTestId('waiting-for-me')).toBeInTheDocument();
  });
});
