import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyDrift, ErrorCode, faultMatches, Header, matchCall } from '@portal/contracts';
import { fail } from './envelope';
import { noteDrift, noteForwarded, noteUnderstoodBody, pathOf } from './request-journal';

/** A forwarded call that has no answer after this long gets 504. */
export const PASS_THROUGH_TIMEOUT_MS = 30_000;
/** Hop-by-hop headers and what only the fake reads stay here; the rest goes on as the client sent it. */
const KEPT_BACK = new Set([
  'host',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
  'upgrade',
  Header.MockWorld.toLowerCase(),
]);
/** fetch() has already undone the transfer and content encodings of the answer. */
const NOT_PASSED_BACK = new Set(['connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);

export const isPublic = (path: string) => /^\/(wps|lgw|lotto)(\/|$)/.test(path);

export async function rawBody(request: FastifyRequest): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request.raw) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The body for the journal: JSON as JSON, anything else as text (password fields are masked there). */
export function understood(body: Buffer | undefined): unknown {
  if (!body?.length) return null;
  const text = body.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 2000);
  }
}

/** Checks a forwarded answer against its catalogue call and records any drift; a redirect or an unknown call is not checked. */
function recordDrift(request: FastifyRequest, path: string, status: number, body: Buffer) {
  const matched = matchCall(request.method, path);
  if (!matched || (status >= 300 && status < 400)) return;
  const issues = bodyDrift(matched.entry, body.toString('utf8'), status);
  if (issues.length === 0) return;
  noteDrift(request, issues.length);
  request.world.drift.add({ at: request.world.now(), call: matched.name, method: request.method, path, status, issues });
}

/**
 * Pass-through: a public call whose path matches one of the scenario's `passThrough` patterns goes to the
 * real backend at `backendUrl`, and its answer comes back as the backend gave it. Latency and faults of the
 * scenario still apply first (this hook runs after them), and the journal marks the call `forwardedTo`.
 * The answer is checked against the call's contract on the way (answer-drift.ts in contracts) and any
 * drift is recorded for GET /__admin/drift; the client gets the answer unchanged all the same. A world that
 * records (POST /__admin/recordings) keeps the answer too (platform/recordings.ts).
 */
export function registerPassThrough(app: FastifyInstance, backendUrl: string | undefined) {
  const base = backendUrl?.replace(/\/+$/, '');
  // Returns at once, without a promise, when the scenario forwards nothing (nearly every request).
  app.addHook('onRequest', (request, reply, done) => {
    const patterns = request.world?.scenario.passThrough;
    if (!patterns || patterns.length === 0) return done();
    const path = pathOf(request.url);
    if (!isPublic(path) || !patterns.some((p) => faultMatches(p, path))) return done();
    return forward(request, reply, path);
  });

  async function forward(request: FastifyRequest, reply: FastifyReply, path: string) {
    if (!base) {
      return reply
        .code(502)
        .send(fail(ErrorCode.PassThroughUnset, `The scenario forwards ${path}, but the fake was started without BACKEND_URL`));
    }
    const body = await rawBody(request);
    const sent = understood(body);
    noteUnderstoodBody(request, sent);
    const target = `${base}${request.url}`;
    noteForwarded(request, target);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || KEPT_BACK.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    let answer: Response;
    try {
      answer = await fetch(target, {
        method: request.method,
        headers,
        body: body && new Uint8Array(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(PASS_THROUGH_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return reply
        .code(timedOut ? 504 : 502)
        .send(
          fail(
            ErrorCode.BackendUnreachable,
            timedOut
              ? `${base} did not answer ${path} within ${PASS_THROUGH_TIMEOUT_MS / 1000} s`
              : `${base} could not be reached for ${path}`,
          ),
        );
    }
    reply.code(answer.status);
    answer.headers.forEach((value, name) => {
      if (!NOT_PASSED_BACK.has(name) && name !== 'set-cookie') reply.header(name, value);
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const bytes = Buffer.from(await answer.arrayBuffer());
    recordDrift(request, path, answer.status, bytes);
    app.recordings.capture(request, path, answer.status, answer.headers.get('content-type'), bytes, sent);
    return reply.send(bytes);
  }
}
