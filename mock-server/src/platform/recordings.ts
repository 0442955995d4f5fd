import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { faultMatches, matchCall, requestIn } from '@portal/contracts';
import { RECORDED_ANSWER_CHARS, type Overlay, type RecordedAnswer } from './overlay';
import { isPublic, rawBody, understood } from './pass-through';
import { maskSecrets, pathOf } from './request-journal';
import type { World } from './world';

/**
 * Record and replay (README "Record and replay"): while a world records, what the real backend answered its
 * forwarded calls is kept per call and request; saved into a world, those answers form its overlay, which
 * answers those calls before the fake's domains (and before pass-through).
 */

/** At most this many answers a recording keeps; later ones are counted as skipped. */
export const RECORDING_CAPACITY = 500;
/** Recordings one fake keeps, running or stopped; the oldest stopped one goes first. */
export const RECORDINGS_KEPT = 50;

/**
 * Request fields that differ between two sends of the same request and so never tell two requests apart:
 * human checks, captcha answers and SMS codes (verificationCode), device ids, random values, nonces and timestamps. Secret and token
 * fields (passwords, tokens, signatures) are left out of the match too, so they are never kept for it.
 */
const VOLATILE_KEY = /^(captcha|validate|verificationCode|random|nonce|timestamp|ts|t|_|loginDeviceId|deviceId)$/i;
const SECRET_OR_TOKEN = /pass(word)?|pwd|secret|otp|token|^sign$|aes-?key|api-?key/i;

/** The request fields that identify it: secrets, tokens and volatile fields left out, at any depth. */
function identifying(value: unknown, depth = 0): unknown {
  if (depth > 6 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => identifying(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !VOLATILE_KEY.test(k) && !SECRET_OR_TOKEN.test(k))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => [k, identifying(v, depth + 1)]),
  );
}

/** A request's call and its match key: the path and the identifying fields of its query or body (none for sealed bodies). */
export function requestKey(method: string, path: string, query: unknown, body: unknown): { call: string; key: string } {
  const matched = matchCall(method, path);
  const call = matched?.name ?? `${method.toUpperCase()} ${path}`;
  const where = matched ? requestIn(matched.entry) : method === 'GET' || method === 'DELETE' || method === 'HEAD' ? 'query' : 'body';
  // A sealed (encrypted) body differs on every send: such a call matches by its path alone.
  const fields = matched?.entry.encrypted ? null : where === 'query' ? query : body;
  return { call, key: `${path} ${JSON.stringify(identifying(fields ?? null))}` };
}

/** The answer's body as kept: JSON masked like the journal's, other text as it came. */
function maskedBody(text: string): string {
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.stringify(maskSecrets(JSON.parse(text)));
  } catch {
    return text;
  }
}

/** One recording: the world it records, the calls it keeps (all forwarded ones when none named), and what came. */
export class Recording {
  readonly answers: RecordedAnswer[] = [];
  skipped = 0;
  stoppedAt: number | undefined;

  constructor(
    readonly id: string,
    readonly world: World,
    /** Catalogue names or route patterns (a path prefix or a /regular expression/); empty keeps every forwarded call. */
    readonly calls: readonly string[],
    readonly startedAt: number,
  ) {}

  wants(call: string, path: string) {
    return this.calls.length === 0 || this.calls.some((c) => (c.startsWith('/') ? faultMatches(c, path) : c === call));
  }

  summary() {
    return {
      id: this.id,
      world: this.world.id,
      calls: this.calls,
      running: this.stoppedAt === undefined,
      startedAt: this.startedAt,
      ...(this.stoppedAt !== undefined && { stoppedAt: this.stoppedAt }),
      skipped: this.skipped,
      answers: this.answers.map(({ body: _body, ...rest }) => rest),
    };
  }
}

/** The recordings of one fake, any world's; at most one running per world. */
export class Recordings {
  private readonly kept = new Map<string, Recording>();
  private nextId = 1;

  constructor(private readonly now: () => number = Date.now) {}

  running(world: World): Recording | undefined {
    return [...this.kept.values()].find((r) => r.world === world && r.stoppedAt === undefined);
  }

  start(world: World, calls: readonly string[]): Recording {
    const recording = new Recording(`rec-${this.nextId++}`, world, calls, this.now());
    this.kept.set(recording.id, recording);
    if (this.kept.size > RECORDINGS_KEPT) {
      const oldest = [...this.kept.values()].find((r) => r.stoppedAt !== undefined);
      if (oldest) this.kept.delete(oldest.id);
    }
    return recording;
  }

  stop(recording: Recording) {
    recording.stoppedAt ??= this.now();
    return recording;
  }

  get(id: string) {
    return this.kept.get(id);
  }

  delete(id: string) {
    return this.kept.delete(id);
  }

  of(world: World) {
    return [...this.kept.values()].filter((r) => r.world === world);
  }

  /** Keeps a forwarded answer in the world's running recording, when it has one that wants this call. */
  capture(request: FastifyRequest, path: string, status: number, contentType: string | null, bytes: Buffer, body: unknown) {
    const recording = this.running(request.world);
    if (!recording) return;
    const { call, key } = requestKey(request.method, path, request.query, body);
    if (!recording.wants(call, path)) return;
    const text = bytes.toString('utf8');
    if (text.length > RECORDED_ANSWER_CHARS || recording.answers.length >= RECORDING_CAPACITY) {
      recording.skipped++;
      return;
    }
    recording.answers.push({
      call,
      method: request.method,
      path,
      key,
      status,
      ...(contentType && { contentType: contentType.slice(0, 200) }),
      body: maskedBody(text),
      at: request.world.now(),
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The recordings of forwarded answers (platform/recordings.ts). */
    recordings: Recordings;
  }
}

/**
 * Answers a call of the caller's world from its overlay when the overlay has that call: the answer recorded
 * for the same request, else the call's latest one. Runs after faults and latency, before pass-through, and
 * before a call's own token check (a recorded answer needs no session in the fake).
 */
export function registerRecordings(app: FastifyInstance, now?: () => number) {
  app.decorate('recordings', new Recordings(now));
  // Returns at once, without a promise, when the world has no overlay (nearly every request).
  app.addHook('onRequest', (request, reply, done) => {
    const overlay = request.world?.overlay;
    if (!overlay || overlay.size === 0) return done();
    const path = pathOf(request.url);
    if (!isPublic(path)) return done();
    const probe = requestKey(request.method, path, null, null);
    if (!overlay.has(probe.call)) return done();
    return answerFromOverlay(request, reply, overlay, path);
  });
}

/** The overlay's answer to the call: the one recorded for the same request, else the call's latest. */
async function answerFromOverlay(request: FastifyRequest, reply: FastifyReply, overlay: Overlay, path: string) {
  // Read as pass-through reads it when recording, so the same request makes the same key.
  const { call, key } = requestKey(request.method, path, request.query, understood(await rawBody(request)));
  const answer = overlay.find(call, key)!;
  reply.code(answer.status);
  if (answer.contentType) reply.type(answer.contentType);
  return reply.send(answer.body);
}
