import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, faultKindOf, faultMatches, type Fault, type FaultKind } from '@portal/contracts';
import { fail } from './envelope';
import { journalRequest, noteFault, noteResponse, pathOf, type AppliedFault } from './request-journal';
import type { World } from './world';

/** Calls each fault with `times` has fired on. A patch or reset parses the scenario anew, so new fault objects start at 0. */
const fired = new WeakMap<Fault, number>();
/** A body that is not JSON, though it says it is: an object left open with a stray comma. */
export const MALFORMED_JSON = '{"success":true,"value":{"injected":"malformed-json",';

/** The first fault of the caller's scenario that fires on this path: it matches, has calls left and its rate's draw says so. */
function firingFault(world: World, path: string): { fault: Fault; rule: number } | null {
  const { faults } = world.scenario;
  for (let rule = 0; rule < faults.length; rule++) {
    const fault = faults[rule]!;
    if (!faultMatches(fault.route, path)) continue;
    if (fault.times !== undefined && (fired.get(fault) ?? 0) >= fault.times) continue;
    if (world.nextRandom() >= fault.rate) return null;
    if (fault.times !== undefined) fired.set(fault, (fired.get(fault) ?? 0) + 1);
    return { fault, rule };
  }
  return null;
}

/** A route's latency in ms: fixed, or drawn from its range with the world's seeded random. */
const latencyOf = (world: World, latency: Fault['latencyMs']) =>
  latency === undefined
    ? 0
    : typeof latency === 'number'
      ? latency
      : latency.min + Math.floor(world.nextRandom() * (latency.max - latency.min + 1));

/** A fault's answer before the handler runs (status, drop, empty, malformed); truncated lets it run and cuts its answer in onSend. */
function answerBefore(kind: FaultKind, fault: Fault, request: FastifyRequest, reply: FastifyReply) {
  switch (kind) {
    case 'drop':
      // A hijacked reply never reaches onResponse, so the journal hears of the drop here.
      journalRequest(request, 0, reply.elapsedTime, true);
      request.raw.socket.destroy();
      return reply.hijack();
    case 'status':
      return reply.code(fault.status ?? 500).send(fail(ErrorCode.InjectedFault, `Fault injected by the scenario for ${fault.route}`));
    case 'empty':
      return reply
        .code(fault.status ?? 200)
        .type('application/json; charset=utf-8')
        .send('');
    case 'malformed-json':
      return reply
        .code(fault.status ?? 200)
        .type('application/json; charset=utf-8')
        .send(MALFORMED_JSON);
    case 'truncated':
      return undefined;
  }
}

const truncating = new WeakSet<FastifyRequest>();
const truncatedStatus = new WeakMap<FastifyRequest, number | undefined>();

/**
 * Latency and faults from the caller's scenario, on the backend's routes only: the admin API and the front
 * page always answer. The world's latency applies to every call; a fault's own latency adds to it when it fires.
 */
export function registerFaults(app: FastifyInstance) {
  // Returns at once, without a promise, when the caller's scenario has no latency and no fault (nearly every request).
  app.addHook('onRequest', (request, reply, done) => {
    const scenario = request.world?.scenario;
    if (scenario && scenario.latencyMs === 0 && scenario.faults.length === 0) return done();
    const path = pathOf(request.url);
    if (path === '/' || path.startsWith('/__admin')) return done();
    return delayOrFault(request, reply, path);
  });
  // The call's own answer, cut to half its characters: a complete HTTP answer whose body ends mid-way.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!truncating.has(request)) return done(null, payload);
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const cut = text.slice(0, Math.floor(text.length / 2));
    const status = truncatedStatus.get(request);
    if (status !== undefined) reply.code(status);
    reply.header('content-length', Buffer.byteLength(cut));
    noteResponse(request, cut);
    done(null, cut);
  });
}

/** The scenario's latency, then the first fault that fires on the path, if any. */
async function delayOrFault(request: FastifyRequest, reply: FastifyReply, path: string) {
  const { latencyMs, faults } = request.world.scenario;
  if (latencyMs > 0) await sleep(latencyMs);
  if (faults.length === 0) return;
  const firing = firingFault(request.world, path);
  if (!firing) return;
  const { fault, rule } = firing;
  const wait = latencyOf(request.world, fault.latencyMs);
  const kind = faultKindOf(fault);
  const applied: AppliedFault = { kind: kind ?? 'latency', rule, route: fault.route, ...(wait > 0 && { latencyMs: wait }) };
  noteFault(request, applied);
  if (wait > 0) await sleep(wait);
  if (kind === null) return;
  if (kind === 'truncated') {
    truncating.add(request);
    truncatedStatus.set(request, fault.status);
    return;
  }
  return answerBefore(kind, fault, request, reply);
}
