import type { FastifyInstance } from 'fastify';
import { ok } from '../platform/envelope';

/** Forwarded answers of this world that broke their contract: GET /__admin/drift (newest first), DELETE to clear. */
export async function driftRoutes(app: FastifyInstance) {
  app.get('/__admin/drift', async (request) => ok(request.world.drift.list()));
  app.delete('/__admin/drift', async (request) => {
    request.world.drift.clear();
    return ok([]);
  });
}
