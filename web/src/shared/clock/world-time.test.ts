import { AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contracts';
import { fakeHttp } from '../../test/fake-http';
import { callApi } from '../http/http-client';
import { clockNow, followAnswerClock } from './world-time';

const DAY = 86_400_000;
const near = (expected: number) => expect.closeTo(expected, -3);

describe("the client's clock", () => {
  it("is the device's clock while no answer says another time (the real backend sends none)", () => {
    followAnswerClock(new AxiosHeaders({ 'content-type': 'application/json' }));
    expect(clockNow()).toEqual(near(Date.now()));
  });

  it('follows X-Mock-Now from the last answer, in either spelling of the header', () => {
    const received = Date.now();
    followAnswerClock(new AxiosHeaders({ 'X-Mock-Now': String(received + 3 * DAY) }), received);
    expect(clockNow()).toEqual(near(Date.now() + 3 * DAY));
    followAnswerClock({ 'x-mock-now': String(received - DAY) }, received);
    expect(clockNow()).toEqual(near(Date.now() - DAY));
  });

  it('ignores a header that is not a time, and keeps the offset it had', () => {
    const received = Date.now();
    followAnswerClock(new AxiosHeaders({ 'X-Mock-Now': String(received + DAY) }), received);
    for (const bad of ['soon', '', '-5', '1e12', '12345678901234567890']) followAnswerClock(new AxiosHeaders({ 'X-Mock-Now': bad }));
    expect(clockNow()).toEqual(near(Date.now() + DAY));
  });

  it('is set by every answer of the http client, a failed one included', async () => {
    const at = Date.now() + 10 * DAY;
    const { http } = fakeHttp({
      'GET /wps/system/countryCode': () => ({ body: { success: true, value: [] }, headers: { 'X-Mock-Now': String(at) } }),
      'GET /wps/system/status': () => ({
        status: 503,
        body: { success: false, errorCode: 'INJECTED_FAULT', message: 'fault' },
        headers: { 'X-Mock-Now': String(at + DAY) },
      }),
    });
    await callApi(http, calls.countryCodes);
    expect(clockNow()).toEqual(near(at));
    await expect(callApi(http, calls.systemStatus)).rejects.toMatchObject({ status: 503 });
    expect(clockNow()).toEqual(near(at + DAY));
  });
});
