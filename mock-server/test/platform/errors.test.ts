import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp({ bodyLimit: 1024 });
});
afterAll(() => app.close());

describe('bad requests get the envelope, never a stack trace', () => {
  it('answers an unknown path with 404', async () => {
    const { status, body } = await call(app, { method: 'GET', url: '/wps/nowhere?x=1' });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, errorCode: 'NOT_FOUND', message: 'No route GET /wps/nowhere' });
  });

  it('answers a wrong method with 405 and the methods allowed', async () => {
    const { status, body, headers } = await call(app, { method: 'DELETE', url: '/wps/system/status' });
    expect(status).toBe(405);
    expect(headers.allow).toBe('GET');
    expect(body?.errorCode).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400', async () => {
    const { status, body } = await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      headers: { 'content-type': 'application/json' },
      payload: '{"systemStatus":',
    });
    expect(status).toBe(400);
    expect(body?.errorCode).toBe('MALFORMED_JSON');
    expect(body?.message).toMatch(/^body: /);
  });

  it('answers an oversized body with 413', async () => {
    const { status, body } = await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      payload: { description: 'x'.repeat(5000) },
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE', message: 'body: larger than 1024 bytes' });
  });

  it('answers an unsupported content type with 415', async () => {
    const { status, body } = await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(status).toBe(415);
    expect(body?.errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a multipart body sent to a JSON call with 415 (only the multipart calls read multipart)', async () => {
    const { status, body } = await call(app, {
      method: 'POST',
      url: '/wps/verification/slide',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    });
    expect(status).toBe(415);
    expect(body).toMatchObject({
      errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      message: expect.stringMatching(/^content-type multipart\/form-data.*send application\/json$/),
    });
  });

  it('answers a missing body with 400 naming the body', async () => {
    const { status, body } = await call(app, { method: 'PATCH', url: '/__admin/scenario' });
    expect(status).toBe(400);
    expect(body?.message).toMatch(/^body/);
  });

  it('answers a URL with a broken %-escape with 400, in plain words', async () => {
    const { status, body } = await call(app, { method: 'GET', url: '/wps/system/status%ff' });
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      errorCode: 'MALFORMED_REQUEST',
      message: 'path: not a valid URL; a "%" must start an escape such as %20 (a literal % is %25)',
    });
  });

  it('answers a path part longer than 100 characters (a relay name) with 414', async () => {
    const { status, body } = await call(app, { method: 'POST', url: `/wps/relay/${'X'.repeat(101)}`, payload: {} });
    expect(status).toBe(414);
    expect(body).toEqual({ success: false, errorCode: 'URI_TOO_LONG', message: 'path: a part of the path is longer than 100 characters' });
  });

  it('answers an empty JSON body with 400', async () => {
    const { status, body } = await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ errorCode: 'MALFORMED_JSON', message: 'body: empty, but the content-type says JSON' });
  });

  it("never names Fastify's internals, whatever the framework refused", async () => {
    const answers = await Promise.all([
      call(app, { method: 'GET', url: '/wps/system/status%ff' }),
      call(app, { method: 'GET', url: `/wps/relay/${'X'.repeat(300)}` }),
      call(app, { method: 'PATCH', url: '/__admin/scenario', headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
      call(app, { method: 'PATCH', url: '/__admin/scenario', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }),
      call(app, { method: 'PATCH', url: '/__admin/scenario', payload: { description: 'x'.repeat(5000) } }),
      call(app, { method: 'PUT', url: '/wps/system/status' }),
      call(app, { method: 'GET', url: '/nowhere' }),
    ]);
    for (const { status, body, raw } of answers) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(Object.keys(body ?? {}).sort()).toEqual(['errorCode', 'message', 'success']);
      expect(raw).not.toMatch(/FST_|fastify/i);
    }
  });

  it('never leaks a stack trace', async () => {
    const { raw } = await call(app, {
      method: 'PATCH',
      url: '/__admin/scenario',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(raw).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('a request too broken to parse', () => {
  it('gets the envelope with 400 on the raw socket', async () => {
    const { connect } = await import('node:net');
    const live = await makeApp();
    await live.listen({ port: 0, host: '127.0.0.1' });
    const { port } = live.server.address() as { port: number };
    const answer = await new Promise<string>((resolve) => {
      let data = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('POST /wps/captcha HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'));
      socket.on('data', (chunk) => (data += chunk));
      socket.on('close', () => resolve(data));
    });
    expect(answer).toMatch(/^HTTP\/1.1 400/);
    expect(answer).toContain('"errorCode":"MALFORMED_REQUEST"');
    await live.close();
  });
});
