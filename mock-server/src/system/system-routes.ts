import type { FastifyInstance } from 'fastify';
import { calls } from '@portal/contracts';
import { countries } from '@portal/fixtures';
import { defineCall } from '../platform/define-call';
import { ok } from '../platform/envelope';
import { systemStatusOf } from './system-status';
import { whitelabelTreeOf } from './whitelabel-tree';

export async function systemRoutes(app: FastifyInstance) {
  defineCall(app, calls.systemStatus, async ({ request }) => ok(await systemStatusOf(request.world)));

  defineCall(app, calls.whitelabel, ({ request }) => ok(whitelabelTreeOf(request.world.scenario.whitelabel)));

  defineCall(app, calls.registerSettings, ({ request }) => ok(request.world.scenario.registerRules));

  defineCall(app, calls.domainRoute, ({ request }) => {
    const { routers, resources } = request.world.site;
    return ok({ domainList: routers, resources: Object.fromEntries(resources.map((r) => [r.labelNameEn, r])) });
  });

  defineCall(app, calls.countryCodes, () => ok(countries));
}
