import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { fakeHttp, ok } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { memberCentreFeature } from '../feature';
import { ReferralPage } from './referral-page';

const friend = (regDate: string, deposited: boolean) => ({ account: 'a0***m3', regDate, deposited, reward: deposited ? 50 : 0 });

afterEach(() => vi.restoreAllMocks());

describe('the referred friends', () => {
  it('tells apart two friends whose masked names are the same, by the day each registered, without a duplicate key', async () => {
    const errors = vi.spyOn(console, 'error');
    const { http } = fakeHttp(
      {
        'GET /wps/relay/MCSFE_getReferralDetails': ok({
          affiliateCode: 'AFF1',
          referralCode: 'R7P',
          promotionDomains: ['https://a.example'],
        }),
        'GET /wps/relay/MCSFE_getReferralFriends': ok({
          list: [friend('2026-03-13', true), friend('2026-04-14', false), friend('2026-04-14', false)],
          total: 3,
          totalPages: 1,
          totalReward: 50,
          rewardPerFriend: 50,
        }),
      },
      { token: 't' },
    );
    const i18n = await testI18n();
    const store = makeStore({ http, i18n });
    store.injector.inject(memberCentreFeature);
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ReferralPage />
        </I18nextProvider>
      </Provider>,
    );
    const rows = await screen.findAllByTestId('friend');
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual([
      'a0***m3 registered 2026-03-13',
      'a0***m3 registered 2026-04-14',
      'a0***m3 registered 2026-04-14',
    ]);
    expect(errors.mock.calls.filter((call) => String(call[0]).includes('same key'))).toEqual([]);
  });
});
