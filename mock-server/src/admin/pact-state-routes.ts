import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ok } from '../platform/envelope';
import { badRequest } from '../platform/http-error';
import { parseInput } from '../platform/validate';
import { stateHandlersFor } from './pact-state-handlers';

const stateChangeSchema = z.object({
  state: z.string().check(z.minLength(1), z.maxLength(200)),
  params: z.optional(z.record(z.string(), z.unknown())),
  action: z._default(z.enum(['setup', 'teardown']), 'setup'),
});

/**
 * The provider-state endpoint a Pact verifier calls (--states-url): the same states the in-process
 * verification uses, on the caller's world. A teardown resets the world for the next interaction.
 * Answers the state's values (ids the requests use) as a plain JSON map.
 */
export async function pactStateRoutes(app: FastifyInstance) {
  app.post('/__admin/pact-state', async (request, reply) => {
    const { state, params, action } = parseInput(stateChangeSchema, request.body);
    if (action === 'teardown') {
      request.world.reset();
      return ok(true);
    }
    const handlers = stateHandlersFor(app, () => request.world);
    // Own keys only: "constructor" or "__proto__" are on every object but are no states.
    if (!Object.hasOwn(handlers, state)) throw badRequest(`body.state: no provider state "${state}"`);
    const values = await handlers[state]!(params);
    return reply.send(values ?? {});
  });
}
