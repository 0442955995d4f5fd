import { render, screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contracts';
import { makeStore } from '../../../app/store';
import { callApi } from '../../../shared/http/http-client';
import { fakeHttp, ok } from '../../../test/fake-http';
import { testI18n } from '../../../test/test-i18n';
import { memberCentreFeature } from '../feature';
import { TransactionHistoryPage } from './transaction-history-page';

/** The fake world's time, three months ahead of the device's: QA moved its clock. */
const worldNow = Date.UTC(2027, 2, 10, 12);

describe("the account record's default range", () => {
  it("is the last 7 days of the world's clock once an answer said it (X-Mock-Now), not the device's", async () => {
    const asked: InternalAxiosRequestConfig[] = [];
    const { http, settle } = fakeHttp(
      {
        // The status call answered first, as the app's status gate asks it before any page.
        'GET /wps/system/countryCode': () => ({ body: { success: true, value: [] }, headers: { 'X-Mock-Now': String(worldNow) } }),
        'GET /wps/v2/wallets/balance': ok({ sumBalance: 0, balance: [], currency: 'PHP', currencySymbol: '₱' }),
        'GET /wps/relay/ODSFE2_MemTransDet': (config) => {
          asked.push(config);
          return ok({ list: [], total: 0, totalPages: 0, pageNo: 1, currentPageSize: 0 })();
        },
      },
      { token: 't' },
    );
    await callApi(http, calls.countryCodes);
    const i18n = await testI18n();
    const store = makeStore({ http, i18n });
    store.injector.inject(memberCentreFeature);
    render(
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <TransactionHistoryPage />
        </I18nextProvider>
      </Provider>,
    );
    await settle();
    expect(asked[0]?.params).toMatchObject({ startDate: '2027-03-04', endDate: '2027-03-10' });
    expect(screen.getByRole('button', { name: 'Previous 7 days', pressed: true })).toBeTruthy();
  });
});
