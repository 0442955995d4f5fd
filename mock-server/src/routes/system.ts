import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contracts';
import { countries } from '@portal/fixtures';
import { ok } from '../http/envelope';
import { systemStatusOf } from '../domain/system-status';
import { buildWhitelabelTree } from '../domain/whitelabel-tree';

export async function systemRoutes(app: FastifyInstance) {
  app.get(calls.systemStatus.path, async (request) => ok(await systemStatusOf(request.world)));

  app.get(calls.whitelabel.path, async (request) => ok(buildWhitelabelTree(request.world.scenario.whitelabel)));

  app.get(calls.registerSettings.path, async (request) => ok(request.world.scenario.registerRules));

  app.get(calls.domainRoute.path, async (request) => {
    const { routers, resources } = request.world.site;
    return ok({ domainList: routers, resources: Object.fromEntries(resources.map((r) => [r.labelNameEn, r])) });
  });

  app.get(calls.countryCodes.path, async () => ok(countries));
}
