import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_WORLD, ErrorCode, Header, MOCK_NOW_HEADER, MOCK_WORLD_COOKIE } from '@portal/contracts';
import { badRequest, HttpError } from './http-error';
import { WORLD_ID_PATTERN, type WorldStore } from './world-store';
import type { World } from './world';

declare module 'fastify' {
  interface FastifyRequest {
    world: World;
  }
  interface FastifyContextConfig {
    /**
     * How the route takes its world: `fresh` (a reset) is not brought up to its clock first, so a world whose
     * state fails still resets; `none` (deleting a world) neither makes one nor counts against the limit.
     */
    world?: 'fresh' | 'none';
  }
}

const WORLD_HEADER = Header.MockWorld.toLowerCase();

/** The caller's world id: the X-Mock-World header, else the mock_world cookie, else the default; 400 when malformed. */
export function worldIdOf(request: FastifyRequest): string {
  const header = request.headers[WORLD_HEADER];
  const id = (Array.isArray(header) ? header[0] : header) ?? request.cookies[MOCK_WORLD_COOKIE] ?? DEFAULT_WORLD;
  if (!WORLD_ID_PATTERN.test(id)) {
    throw badRequest(`${Header.MockWorld}: must be 1 to 64 letters, digits, "-" or "_"`);
  }
  return id;
}

/** The caller's world's time; the server's real time when the caller names no world this fake holds, or a malformed one. */
function worldTimeOf(request: FastifyRequest, store: WorldStore): number {
  if (request.world) return request.world.now();
  let id: string;
  try {
    id = worldIdOf(request);
  } catch {
    return store.now();
  }
  return (store.find(id)?.now ?? store.now)();
}

/**
 * Picks the caller's world and brings it up to its clock; every answer, errors included, says the world's
 * time in X-Mock-Now (ms since the epoch), which the web client's clock follows (web/src/shared/clock).
 */
export function registerWorlds(app: FastifyInstance, store: WorldStore) {
  app.decorateRequest('world', null as unknown as World);
  // The default world is made once every domain plugin has registered its state parts (platform/world-hooks.ts).
  app.addHook('onReady', async () => void store.get());
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(MOCK_NOW_HEADER, String(worldTimeOf(request, store)));
    done(null, payload);
  });
  // A callback hook, not an async one: most requests need no promise and no extra microtask (README "The fake's speed").
  app.addHook('onRequest', (request, _reply, done) => {
    const mode = request.routeOptions.config?.world;
    const id = worldIdOf(request);
    if (mode === 'none') return done();
    request.world = store.get(id);
    if (mode === 'fresh') return done();
    try {
      request.world.catchUp();
    } catch (error) {
      request.log.error({ err: error, world: id }, 'world failed to catch up with its clock');
      throw new HttpError(
        500,
        ErrorCode.WorldBroken,
        `world "${id}" could not be brought up to its clock; POST /__admin/reset (same ${Header.MockWorld}) starts it afresh`,
      );
    }
    done();
  });
}
