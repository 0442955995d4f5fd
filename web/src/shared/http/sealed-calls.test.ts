import { describe, expect, it } from 'vitest';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosHeaders } from 'axios';
import { calls, encryptPayload, importPublicKey, NONCE_PATTERN } from '@portal/contracts';
import devConfig from '../../../public/config.json';
import { callApi, createHttpClient } from './http-client';

const publicKey = importPublicKey(devConfig.publicKey);

/** The app's http client with the real cipher and the development key, answering every call with true. */
function sealingHttp() {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push(config);
    return { data: { success: true, value: true }, status: 200, statusText: '', headers: new AxiosHeaders(), config };
  };
  const http = createHttpClient({
    baseURL: '',
    merchantCode: 'M00001',
    getToken: () => 'tok-1',
    getLanguage: () => 'EN',
    encrypt: async (payload, seal) => encryptPayload(await publicKey, payload, seal),
    adapter,
  });
  return { http, requests };
}

describe('the http client on encrypted calls', () => {
  it('seals every call with a new nonce and the time it was sent', async () => {
    const { http, requests } = sealingHttp();
    const data = { oldPassword: 'Lucky2026', newPassword: 'Lucky2027', confirmNewPassword: 'Lucky2027' };
    const before = Date.now();
    await callApi(http, calls.changePassword, { data });
    await callApi(http, calls.changePassword, { data });
    const sent = requests.map((r) => ({ nonce: r.headers.get('X-Nonce'), timestamp: Number(r.headers.get('X-Timestamp')) }));
    expect(sent).toHaveLength(2);
    for (const seal of sent) {
      expect(seal.nonce).toMatch(NONCE_PATTERN);
      expect(seal.timestamp).toBeGreaterThanOrEqual(before);
      expect(seal.timestamp).toBeLessThanOrEqual(Date.now());
    }
    expect(sent[0]!.nonce).not.toBe(sent[1]!.nonce);
    const bodies = requests.map((r) => JSON.parse(r.data as string) as { value: string });
    expect(bodies[0]!.value).not.toBe(bodies[1]!.value);
    expect(requests[0]!.headers.get('Encryption')).toBe('RSA-OAEP-256+A256GCM');
  });

  it('sends an unencrypted call without a seal', async () => {
    const { http, requests } = sealingHttp();
    await callApi(http, calls.memberLanguage, { data: { language: 'EN' } });
    expect(requests[0]!.headers.get('X-Nonce')).toBeUndefined();
  });
});
