import type { PromotionStatus } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';

const day = Date.UTC(2026, 11, 1, 12);
/** One promotion per status of spec 02, its type the one that status belongs to. */
const cases: { status: PromotionStatus; type: string; requirement?: string; needsAgreement?: boolean }[] = [
  { status: 'join', type: 'JOIN', needsAgreement: true },
  { status: 'joined', type: 'JOIN', requirement: 'Deposit 100.00 or more to claim' },
  { status: 'claim', type: 'CLAIM' },
  { status: 'claimed', type: 'CLAIM' },
  { status: 'applying', type: 'APPLY' },
  { status: 'in_process', type: 'APPLY' },
  { status: 'issued', type: 'APPLY' },
  { status: 'rejected', type: 'APPLY' },
  { status: 'signed', type: 'INFO' },
  { status: 'closed', type: 'JOIN' },
  { status: 'coming_soon', type: 'JOIN' },
];
const detailOf = (id: number) => {
  const c = cases[id - 1]!;
  return {
    id,
    title: `Promotion ${c.status}`,
    category: 'deposit_promo',
    content: '<p>Terms</p>',
    image: '/p.svg',
    startDate: day,
    endDate: day + 30 * 86_400_000,
    promotionType: c.type,
    status: c.status,
    needsAgreement: c.needsAgreement ?? false,
    ...(c.requirement && { requirement: c.requirement }),
  };
};

/** What the panel shows for a status: its badge, its note (role status) and the controls offered. */
async function panelFor(status: PromotionStatus, navigate: (to: string) => Promise<void>) {
  await navigate(`/promotions?id=${cases.findIndex((c) => c.status === status) + 1}`);
  const article = (await screen.findByRole('heading', { name: `Promotion ${status}`, level: 1 }, { timeout: 5000 })).closest('article')!;
  return {
    badge: within(article).getByTestId('promotion-status').textContent,
    note: within(article).queryByRole('status')?.textContent ?? null,
    buttons: within(article)
      .queryAllByRole('button')
      .map((b) => b.textContent),
    form: within(article).queryByRole('form', { name: 'Activity application' }),
    agreement: within(article).queryByRole('checkbox', { name: /I am 21 or older/ }),
  };
}

describe('the action panel of a promotion, for each status of spec 02', { timeout: 60_000 }, () => {
  it('offers the action the status allows, or says why there is none', async () => {
    const { store, router } = await renderApp({
      path: '/promotions',
      routes: {
        'GET /wps/promotions': ok([]),
        'GET /wps/promotions/detail': (config) => ok(detailOf(Number(config.params.id)))(),
        'GET /wps/relay/MCS2_getAvailablePromotion': ok({ content: {} }),
      },
    });
    store.dispatch({ type: 'session/tokenStored', payload: { token: 't', mustChangePassword: false } });
    await screen.findByRole('heading', { name: 'Promotions', level: 1 }, { timeout: 5000 });
    const go = router.navigate;

    const join = await panelFor('join', go);
    expect([join.badge, join.buttons, join.agreement]).toEqual(['Join', ['Join now'], expect.anything()]);
    expect(await panelFor('joined', go)).toMatchObject({
      badge: 'Joined',
      note: 'You have joined. Deposit 100.00 or more to claim',
      buttons: [],
    });
    expect(await panelFor('claim', go)).toMatchObject({ badge: 'Claim', note: null, buttons: ['Claim reward'] });
    expect(await panelFor('claimed', go)).toMatchObject({ badge: 'Claimed', note: 'You have claimed this reward.', buttons: [] });
    const applying = await panelFor('applying', go);
    expect([applying.badge, applying.note, applying.form]).toEqual(['Applying', null, expect.anything()]);
    expect(await panelFor('in_process', go)).toMatchObject({
      badge: 'In process',
      note: 'Your application is being reviewed.',
      buttons: [],
      form: null,
    });
    expect(await panelFor('issued', go)).toMatchObject({
      badge: 'Issued',
      note: 'Your application was approved and the bonus paid.',
      form: null,
    });
    const rejected = await panelFor('rejected', go);
    expect([rejected.badge, rejected.note, rejected.form]).toEqual([
      'Rejected',
      'Your application was not approved. You may apply again.',
      expect.anything(),
    ]);
    expect(await panelFor('signed', go)).toMatchObject({
      badge: 'Signed',
      note: 'Nothing to do: this promotion applies to you automatically.',
      buttons: [],
    });
    const closed = await panelFor('closed', go);
    expect(closed).toMatchObject({ badge: 'Closed', buttons: [] });
    expect(closed.note).toMatch(/^This promotion has ended\. Ended 12\/31\/\d{4}$/); // the day as English writes it
    const soon = await panelFor('coming_soon', go);
    expect(soon).toMatchObject({ badge: 'Coming soon', buttons: [] });
    expect(soon.note).toMatch(/^This promotion has not started yet\. Starts 12\/01\/\d{4}$/);
  });
});
