import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contracts';
import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { callApi, type HttpClient } from '../http/http-client';
import { fakeHttp } from '../../test/fake-http';
import { overlayActions } from '../ui-state/overlay-slice';
import { request } from './saga-context';

const refused = () => ({ body: { success: false, errorCode: 'SMS_LOCKED', message: 'Too many requests' } });

async function run(saga: () => Generator<unknown, unknown, unknown>, http: HttpClient) {
  const dispatched: UnknownAction[] = [];
  let failure: unknown;
  await runSaga({ context: { http }, dispatch: (a: UnknownAction) => dispatched.push(a) }, function* () {
    try {
      yield* saga();
    } catch (error) {
      failure = error;
    }
  }).toPromise();
  return { dispatched, failure };
}

describe('request, the way sagas call the backend', () => {
  it('shows a failure of a call whose catalogue entry says alert in the notice dialog, then lets the saga see it', async () => {
    const { http } = fakeHttp({ 'POST /wps/verification/sms/register': refused });
    const send = (h: HttpClient) =>
      callApi(h, calls.smsRegister, { data: { countryDialingCode: '+63', mobileNo: '9171234567', validate: 'v' } });
    const { dispatched, failure } = await run(() => request(send), http);
    expect(dispatched).toContainEqual(overlayActions.noticeShown({ kind: 'warning', code: 'SMS_LOCKED', message: 'Too many requests' }));
    expect(failure).toMatchObject({ code: 'SMS_LOCKED', alert: true });
  });

  it('leaves a failure of a call without alert to the saga alone', async () => {
    const { http } = fakeHttp({ 'GET /wps/system/countryCode': refused });
    const { dispatched, failure } = await run(() => request((h) => callApi(h, calls.countryCodes)), http);
    expect(dispatched).toEqual([]);
    expect(failure).toMatchObject({ code: 'SMS_LOCKED', alert: false });
  });
});
