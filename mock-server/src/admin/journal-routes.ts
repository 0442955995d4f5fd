import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { ok } from '../platform/envelope';
import { parseInput } from '../platform/validate';
import { JOURNAL_CAPACITY } from '../platform/request-journal';

const digits = (min: number, max: number) =>
  z.pipe(z.string().check(z.regex(/^\d{1,16}$/, { error: 'digits only' })), z.transform(Number).check(z.minimum(min), z.maximum(max)));

/** Filters of the journal: part of the path, an exact status (0: dropped connections), since a moment (world time, ms or ISO). */
const querySchema = z.strictObject({
  path: z.optional(z.string().check(z.maxLength(200))),
  status: z.optional(digits(0, 599)),
  since: z.optional(
    z.union([
      digits(0, 8_640_000_000_000_000),
      z.pipe(
        z.iso.datetime({ offset: true }),
        z.transform((iso) => Date.parse(iso)),
      ),
    ]),
  ),
  limit: z.optional(digits(1, JOURNAL_CAPACITY)),
});

/** What the client sent this world: GET /__admin/requests (newest first, filtered), DELETE to clear. */
export async function journalRoutes(app: FastifyInstance) {
  app.get('/__admin/requests', async (request) => ok(request.world.journal.list(parseInput(querySchema, request.query, 'query'))));
  app.delete('/__admin/requests', async (request) => {
    request.world.journal.clear();
    return ok([]);
  });
}
