import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

const day = Date.UTC(2026, 9, 10);
const promotion = (id: number, title: string, category: string | null, promotionType: string) => ({
  id,
  title,
  ...(category && { category }),
  content: `<p>${title}</p>`,
  announcementImages: [{ sequence: 1, url: `/wps/static/promo/${id}.svg` }],
  startDate: day,
  endDate: day + 90 * 86_400_000,
  promotionType,
});
const list = [
  promotion(101, 'Welcome bonus', 'new_player', 'CLAIM'),
  promotion(103, 'New player free spins', 'new_player', 'APPLY'),
  promotion(104, 'Weekend reload', 'deposit_promo', 'JOIN'),
  promotion(107, 'VIP birthday gift', 'other_promo', 'APPLY'),
  promotion(108, 'Lantern festival lucky draw', null, 'RAFFLE'),
  promotion(109, 'Mystery offer', 'secret_promo', 'INFO'),
];
const { announcementImages: _images, ...listed } = promotion(108, 'Lantern festival lucky draw', null, 'RAFFLE');
const raffle = {
  ...listed,
  image: '/wps/static/promo/108.svg',
  content: '<p>Red packets up to <b>188</b>.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
  status: 'join',
  needsAgreement: false,
};
const routes = { 'POST /wps/relay/MCSFE_getListAnnouncements': ok({ promotion: list }), 'GET /wps/promotions/detail': ok(raffle) };

describe('the promotions pages', { timeout: 20_000 }, () => {
  it("lists the promotions with spec 04's category filters and the type filters", async () => {
    await renderApp({ path: '/promotions', routes });
    expect(await screen.findAllByTestId('promotion', {}, { timeout: 5000 })).toHaveLength(6);
    const categories = screen.getByRole('group', { name: 'Categories' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'New players', 'Deposit', 'Other']);
    await userEvent.click(within(categories).getByRole('button', { name: 'New players' }));
    expect(screen.getAllByTestId('promotion')).toHaveLength(2);
    await userEvent.click(within(screen.getByRole('group', { name: 'Types' })).getByRole('button', { name: 'Apply' }));
    expect(screen.getAllByTestId('promotion').map((p) => p.dataset.promotionId)).toEqual(['103']);
    await userEvent.click(within(categories).getByRole('button', { name: 'Deposit' }));
    expect(screen.getByText('No promotions match these filters.')).toBeInTheDocument();
  });

  it('says why the list did not load, with Try again that lists them', async () => {
    let failing = true;
    await renderApp({
      path: '/promotions',
      routes: {
        ...routes,
        'POST /wps/relay/MCSFE_getListAnnouncements': () =>
          failing ? { status: 503, body: { success: false, errorCode: 'NETWORK_ERROR', message: 'offline' } } : ok({ promotion: list })(),
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('This could not be loaded. Network link is abnormal, please try again');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('promotion')).toHaveLength(6);
  });

  // What the fake's faults answer (mock-server/src/platform/faults.ts): a body that says JSON and is not, none, half of one.
  it.each([
    ['malformed JSON', '{"success":true,"value":{"injected":"malformed-json",'],
    ['an empty body', ''],
    ['a truncated answer', JSON.stringify({ success: true, value: { promotion: list } }).slice(0, 120)],
  ])('says the list could not be read when the answer is %s, and Try again lists them', async (_kind, body) => {
    let broken = true;
    await renderApp({
      path: '/promotions',
      routes: {
        ...routes,
        'POST /wps/relay/MCSFE_getListAnnouncements': () => (broken ? { status: 200, body } : ok({ promotion: list })()),
      },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("This could not be loaded. The server's answer could not be read. Please try again.");
    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('promotion')).toHaveLength(6);
  });

  it('counts a promotion without a category, or with one spec 04 does not name, as other_promo', async () => {
    await renderApp({ path: '/promotions', routes });
    await screen.findAllByTestId('promotion', {}, { timeout: 5000 });
    await userEvent.click(within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: 'Other' }));
    const shown = screen.getAllByTestId('promotion');
    expect(shown.map((p) => p.dataset.promotionId)).toEqual(['107', '108', '109']);
    expect(shown.map((p) => within(p).getByText('Other').textContent)).toEqual(['Other', 'Other', 'Other']);
  });

  it('opens a promotion through /promotions?id=, its HTML sanitised, and asks a visitor to log in to take part', async () => {
    const { requests } = await renderApp({ path: '/promotions?id=108', routes });
    expect(await screen.findByRole('heading', { name: 'Lantern festival lucky draw', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/wps/promotions/detail')?.params).toEqual({ id: 108 });
    expect(document.querySelector('article script, article [onerror]')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    await userEvent.click(screen.getByRole('button', { name: 'Log in to take part' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('sends /promoDetail without an id back to the list', async () => {
    const { router } = await renderApp({ path: '/promoDetail', routes });
    expect(await screen.findByRole('heading', { name: 'Promotions', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('says a promotion that is not there does not exist, with the way back to all promotions and no Try again (issue 27: /promoDetail?id=1)', async () => {
    await renderApp({
      path: '/promoDetail?id=1',
      routes: {
        ...routes,
        'GET /wps/promotions/detail': () => ({ body: { success: false, errorCode: 'PROMOTION_NOT_FOUND', message: 'No promotion 1' } }),
      },
    });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('This promotion does not exist or has been removed.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });
});
