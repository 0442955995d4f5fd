import { describe, expect, it } from 'vitest';
import { calls } from '@portal/contracts';
import { runSaga } from 'redux-saga';
import type { UnknownAction } from '@reduxjs/toolkit';
import { callApi, type HttpClient } from '../http/http-client';
import { fakeHttp } from '../../test/fake-http';
import { overlayActions } from '../ui-state/overlay-slice';
import { createI18n } from '../i18n/i18n';
import { loadTexts } from '../../app/texts';
import { request, textOf } from './saga-context';

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

describe('textOf, a text for a saga', () => {
  it('loads the namespace first: a feature’s text the page never showed is the text, not its raw key', async () => {
    // As the app starts on /game or /vnlottery: only common and the first page's texts loaded (app/bootstrap.ts).
    const i18n = await createI18n('EN', ['EN'], { load: loadTexts });
    expect(i18n.t('service:chat.frame' as never)).toBe('chat.frame');
    let text = '';
    await runSaga({ context: { i18n } }, function* () {
      text = yield* textOf('service:chat.frame');
    }).toPromise();
    expect(text).toBe('Customer service chat');
  });
});
