import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, faultMatches } from '@portal/contracts';
import { fail } from './envelope';
import { journalRequest } from './request-journal';

/** Latency and faults from the caller's scenario, on the backend's routes only: the admin API and the front page always answer. */
export function registerFaults(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/' || path.startsWith('/__admin')) return;
    const { latencyMs, faults } = request.world.scenario;
    if (latencyMs > 0) await sleep(latencyMs);
    const fault = faults.find((f) => faultMatches(f.route, path));
    if (!fault || request.world.nextRandom() >= fault.rate) return;
    if (fault.drop) {
      // A hijacked reply never reaches onResponse, so the journal hears of the drop here.
      journalRequest(request, 0, reply.elapsedTime, true);
      request.raw.socket.destroy();
      return reply.hijack();
    }
    return reply.code(fault.status ?? 500).send(fail(ErrorCode.InjectedFault, `Fault injected by the scenario for ${fault.route}`));
  });
}
