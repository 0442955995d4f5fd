import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { scenarioPatchSchema } from '@portal/contracts';
import { listScenarios, loadScenario, seedAccounts } from '@portal/fixtures';
import { ok } from '../platform/envelope';
import { badRequest, HttpError } from '../platform/http-error';
import { faultRouteProblem } from '../platform/fault-routes';
import { parseInput } from '../platform/validate';
import { identityPart } from '../identity/identity-state';

const smsQuerySchema = z.strictObject({ mobile: z.string().check(z.regex(/^\+?\d{5,19}$/, { error: 'a mobile number, digits only' })) });
const slideQuerySchema = z.strictObject({ challengeId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))) });
const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message);

const presetBodySchema = z.strictObject({ name: z.string().check(z.minLength(1), z.maxLength(60)) });

/** QA's API. Every call acts on the caller's world only. */
export async function adminRoutes(app: FastifyInstance) {
  app.get('/__admin/scenario', async (request) => ok(request.world.scenario));

  app.patch('/__admin/scenario', async (request) => {
    const patch = parseInput(scenarioPatchSchema, request.body);
    // A fault that names no call would be accepted and never fire: QA is told instead.
    patch.faults?.forEach(({ route }, i) => {
      const problem = faultRouteProblem(route);
      if (problem) throw badRequest(`body.faults.${i}.route: ${problem}`);
    });
    const error = request.world.patch(patch);
    if (error) throw badRequest(`body.${error}`);
    return ok(request.world.scenario);
  });

  // Not brought up to its clock first: a world whose state fails still resets (platform/world-plugin.ts).
  app.post('/__admin/reset', { config: { world: 'fresh' } }, async (request) => {
    request.world.reset();
    return ok(request.world.scenario);
  });

  app.get('/__admin/scenarios', async () => ok(listScenarios()));

  // How this fake was started: where pass-through routes go and where the state is kept.
  app.get('/__admin/server', async () =>
    ok({
      backendUrl: app.startOptions.backendUrl ?? null,
      stateFile: app.startOptions.stateFile ?? null,
      worlds: app.worlds.size,
      maxWorlds: app.worlds.maxWorlds,
    }),
  );

  // Secrets the fake issued, for QA and the tests; never reachable through the public API.
  app.get('/__admin/sms', async (request) => {
    const { mobile } = parseInput(smsQuerySchema, request.query, 'query');
    const message = request.world.part(identityPart).sms.outbox.findLast((m) => m.to === mobile || m.to.endsWith(mobile));
    if (!message) throw notFound(`no SMS was sent to ${mobile}`);
    return ok(message);
  });

  app.get('/__admin/captcha', async (request) => {
    const answer = request.world.part(identityPart).lastCaptchaAnswer;
    if (!answer) throw notFound('no captcha was issued in this world yet');
    return ok({ answer });
  });

  // The answer of one open slide check (?challengeId=), else of the last one opened.
  app.get('/__admin/slide', async (request) => {
    const { challengeId } = parseInput(slideQuerySchema, request.query, 'query');
    const slides = request.world.part(identityPart).slides;
    const id = challengeId ?? [...slides.keys()].at(-1);
    const slide = id === undefined ? undefined : slides.get(id);
    if (!slide) throw notFound(`no slide check${challengeId ? ` "${challengeId}"` : ''} is open in this world`);
    return ok({ challengeId: id, targetX: slide.targetX });
  });

  app.get('/__admin/mail', async (request) => ok(request.world.part(identityPart).mail));

  app.get('/__admin/accounts', async () => ok(seedAccounts));

  app.put('/__admin/scenario', async (request) => {
    const { name } = parseInput(presetBodySchema, request.body);
    if (!listScenarios().includes(name)) throw badRequest(`body.name: no preset "${name}"; presets: ${listScenarios().join(', ')}`);
    request.world.replace(loadScenario(name));
    return ok(request.world.scenario);
  });
}
