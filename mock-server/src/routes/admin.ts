import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { scenarioPatchSchema } from '@portal/contracts';
import { listScenarios, loadScenario } from '@portal/fixtures';
import { ok } from '../http/envelope';
import { badRequest } from '../http/http-error';
import { parseInput } from '../http/validate';

const presetBodySchema = z.object({ name: z.string().min(1).max(60) }).strict();

/** QA's API. Every call acts on the caller's world only. */
export async function adminRoutes(app: FastifyInstance) {
  app.get('/__admin/scenario', async (request) => ok(request.world.scenario));

  app.patch('/__admin/scenario', async (request) => {
    const patch = parseInput(scenarioPatchSchema, request.body);
    const error = request.world.patch(patch);
    if (error) throw badRequest(`body.${error}`);
    return ok(request.world.scenario);
  });

  app.post('/__admin/reset', async (request) => {
    request.world.reset();
    return ok(request.world.scenario);
  });

  app.get('/__admin/scenarios', async () => ok(listScenarios()));

  app.put('/__admin/scenario', async (request) => {
    const { name } = parseInput(presetBodySchema, request.body);
    if (!listScenarios().includes(name)) throw badRequest(`body.name: no preset "${name}"; presets: ${listScenarios().join(', ')}`);
    request.world.replace(loadScenario(name));
    return ok(request.world.scenario);
  });
}
