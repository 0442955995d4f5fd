import type { FastifyInstance } from 'fastify';
import { DEFAULT_WORLD, Header } from '@portal/contracts';
import { ok } from '../platform/envelope';
import { badRequest, HttpError } from '../platform/http-error';
import { worldIdOf } from '../platform/world-plugin';

/** The worlds this fake holds, and deleting one: what QA does when the world limit is reached. */
export async function worldRoutes(app: FastifyInstance) {
  app.get('/__admin/worlds', { config: { world: 'none' } }, async () => ok({ limit: app.worlds.maxWorlds, worlds: app.worlds.list() }));

  // Acts on the caller's world, like every admin call; never makes one, so it works when the limit is reached.
  app.delete('/__admin/world', { config: { world: 'none' } }, async (request) => {
    const id = worldIdOf(request);
    if (id === DEFAULT_WORLD)
      throw badRequest(`${Header.MockWorld}: the default world is never deleted; POST /__admin/reset starts it afresh`);
    if (!app.worlds.delete(id)) throw new HttpError(404, 'NOT_FOUND', `no world "${id}" in this fake`);
    return ok({ deleted: id, worlds: app.worlds.size });
  });
}
