import type { FastifyInstance } from 'fastify';
import { DEFAULT_WORLD, Header, MOCK_WORLD_COOKIE } from '@portal/contracts';
import { badRequest } from './http-error';
import { WORLD_ID_PATTERN, type WorldStore } from './world-store';
import type { World } from './world';

declare module 'fastify' {
  interface FastifyRequest {
    world: World;
  }
}

/** Picks the caller's world from the X-Mock-World header, else the mock_world cookie, else the default, and brings it up to its clock. */
export function registerWorlds(app: FastifyInstance, store: WorldStore) {
  app.decorateRequest('world', null as unknown as World);
  app.addHook('onRequest', async (request) => {
    const header = request.headers[Header.MockWorld.toLowerCase()];
    const id = (Array.isArray(header) ? header[0] : header) ?? request.cookies[MOCK_WORLD_COOKIE] ?? DEFAULT_WORLD;
    if (!WORLD_ID_PATTERN.test(id)) {
      throw badRequest(`${Header.MockWorld}: must be 1 to 64 letters, digits, "-" or "_"`);
    }
    request.world = store.get(id);
    request.world.catchUp();
  });
}
