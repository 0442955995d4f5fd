import type { FastifyInstance } from 'fastify';
import type { ScenarioPatch } from '@portal/contracts';

type Params = Record<string, unknown> | undefined;

/**
 * Provider states of the pacts, keyed by the exact given() text of the consumer tests.
 * Each resets the default world first, so states never leak into each other.
 */
export function stateHandlersFor(app: FastifyInstance) {
  const world = () => app.worlds.get();
  const setup = (patch: ScenarioPatch) => async () => {
    world().reset();
    const error = world().patch(patch);
    if (error) throw new Error(`provider state could not be set: ${error}`);
    return undefined;
  };
  return {
    'the site is running normally': setup({}),
    'the site is under maintenance': setup({ systemStatus: 1 }),
    'the visitor is outside the allowed regions': async (params: Params) => {
      const ip = typeof params?.ip === 'string' ? params.ip : '203.0.113.7';
      const country = typeof params?.country === 'string' ? params.country : 'SG';
      return setup({ systemStatus: 2, location: { ip, country } })();
    },
    'the system status service is failing': setup({ faults: [{ route: '/wps/system/status', status: 503, rate: 1 }] }),
  };
}
