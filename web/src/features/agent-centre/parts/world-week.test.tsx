import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contracts';
import { callApi } from '../../../shared/http/http-client';
import { fakeHttp, ok } from '../../../test/fake-http';
import { renderAgentPage } from '../../../test/render-agent-page';
import { IncomePage } from '../reports/income-page';

describe("the agent centre's dated pages", () => {
  it("open on the fake world's week once an answer said its time (X-Mock-Now)", async () => {
    const worldNow = Date.UTC(2028, 0, 3, 1);
    const asked: InternalAxiosRequestConfig[] = [];
    const routes = {
      'GET /wps/system/countryCode': () => ({ body: { success: true, value: [] }, headers: { 'X-Mock-Now': String(worldNow) } }),
      'GET /wps/agent/income': (config: InternalAxiosRequestConfig) => {
        asked.push(config);
        return ok({ list: [], footer: { salaryIn: 0, salaryOut: 0, dividendIn: 0, dividendOut: 0, net: 0 } })();
      },
    };
    // Any answer sets the client's one clock: here the status call's, before the page opens.
    await callApi(fakeHttp(routes).http, calls.countryCodes);
    const { settle } = await renderAgentPage(<IncomePage />, routes);
    await settle();
    expect(asked[0]?.params).toMatchObject({ startDate: '2027-12-28', endDate: '2028-01-03' });
  });
});
