import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ok } from '../platform/envelope';
import { badRequest } from '../platform/http-error';
import { parseInput } from '../platform/validate';
import { clockMoveProblem, parseDuration, type WorldClock } from '../platform/world-clock';

/** Exactly one of: a moment to go to, a duration to move forward by, or back to real time. */
const clockBodySchema = z.union([
  z.strictObject({ at: z.union([z.int().check(z.minimum(0)), z.iso.datetime({ offset: true })]) }),
  z.strictObject({ advance: z.union([z.int().check(z.minimum(0)), z.string().check(z.maxLength(40))]) }),
  z.strictObject({ reset: z.literal(true) }),
]);

const view = (clock: WorldClock) => {
  const now = clock.now();
  return { now, iso: new Date(now).toISOString(), offsetMs: clock.offset };
};

/** Time travel, per world: GET /__admin/clock shows the world's time, POST moves it (never backwards). */
export async function clockRoutes(app: FastifyInstance) {
  app.get('/__admin/clock', async (request) => ok(view(request.world.clock)));

  app.post('/__admin/clock', async (request) => {
    const body = parseInput(clockBodySchema, request.body);
    const { clock } = request.world;
    if ('reset' in body) clock.reset();
    else if ('advance' in body) {
      const ms = typeof body.advance === 'number' ? body.advance : parseDuration(body.advance);
      if (ms === null) throw badRequest('body.advance: a duration such as "90s", "15m", "1h30m" or "2d", or milliseconds');
      const problem = clockMoveProblem(ms, clock.now());
      if (problem) throw badRequest(`body.advance: ${problem}; the world keeps its time`);
      clock.advance(ms);
    } else {
      const at = typeof body.at === 'number' ? body.at : Date.parse(body.at);
      if (Number.isNaN(at)) throw badRequest('body.at: not a time; milliseconds since 1970 or an ISO date with its offset');
      if (at < clock.now())
        throw badRequest(
          `body.at: the clock only moves forward; it is ${new Date(clock.now()).toISOString()} in this world (reset goes back to real time)`,
        );
      const problem = clockMoveProblem(at - clock.now(), clock.now());
      if (problem) throw badRequest(`body.at: ${problem}; the world keeps its time`);
      clock.set(at);
    }
    return ok(view(clock));
  });
}
