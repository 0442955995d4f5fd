import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { DEFAULT_WORLD, Header } from '@portal/contracts';
import { listScenarios, loadScenario } from '@portal/fixtures';
import { ok } from '../platform/envelope';
import { badRequest } from '../platform/http-error';
import { parseInput } from '../platform/validate';
import { worldIdOf } from '../platform/world-plugin';
import { unknownWorld, WORLD_ID_PATTERN } from '../platform/world-store';
import type { World } from '../platform/world';
import { exportWorld, MAX_BUNDLE_BYTES, worldFromBundle } from './world-bundle';

const worldName = z.string().check(z.regex(WORLD_ID_PATTERN, { error: 'a world name is 1 to 64 letters, digits, "-" or "_"' }));
const idParams = z.strictObject({ id: worldName });
/** A new world: from a preset (the fake's starting one when none is named), or a copy of another world. */
const createBody = z.union([
  z.strictObject({ name: worldName, preset: z.optional(z.string().check(z.minLength(1), z.maxLength(60))) }),
  z.strictObject({ name: worldName, copyOf: worldName }),
]);
const renameBody = z.strictObject({ name: worldName });

/** Admin routes that name their world in the path make none for the caller (platform/world-plugin.ts). */
const apart = { config: { world: 'none' as const } };

/** What the console and the API show of one world. */
const summary = (world: World) => ({
  id: world.id,
  scenario: world.scenario.name,
  clock: { now: world.now(), offsetMs: world.clock.offset },
  createdAt: world.createdAt,
  lastUsed: world.lastUsed,
});

/**
 * The worlds this fake holds: list, make (from a preset or as a copy), rename, delete, export to a JSON
 * bundle and import one (README, "Worlds"). Each names its world in the path, so none acts on the caller's.
 */
export async function worldRoutes(app: FastifyInstance) {
  const store = app.worlds;
  const idOf = (request: FastifyRequest) => parseInput(idParams, request.params, 'params').id;
  const existing = (id: string) => {
    const world = store.find(id);
    if (!world) throw unknownWorld(id);
    return world;
  };

  app.get('/__admin/worlds', apart, async () => ok({ limit: store.maxWorlds, idleMs: store.idleMs, worlds: store.list() }));

  app.post('/__admin/worlds', apart, async (request, reply) => {
    const body = parseInput(createBody, request.body);
    let world: World;
    if ('copyOf' in body) world = store.create(body.name, { copyOf: existing(body.copyOf) });
    else {
      const { preset } = body;
      if (preset !== undefined && !listScenarios().includes(preset))
        throw badRequest(`body.preset: no preset "${preset}"; presets: ${listScenarios().join(', ')}`);
      world = store.create(body.name, { scenario: preset === undefined ? store.preset : loadScenario(preset) });
    }
    return reply.code(201).send(ok(summary(world)));
  });

  app.patch('/__admin/worlds/:id', apart, async (request) => {
    const id = idOf(request);
    const { name } = parseInput(renameBody, request.body);
    return ok(summary(store.rename(id, name)));
  });

  /** Drops a world by name; `field` is where the request named it, for the message. */
  const drop = (id: string, field: string) => {
    if (id === DEFAULT_WORLD) throw badRequest(`${field}: the default world is never deleted; POST /__admin/reset starts it afresh`);
    if (!store.delete(id)) throw unknownWorld(id);
    return ok({ deleted: id, worlds: store.size });
  };

  app.delete('/__admin/worlds/:id', apart, async (request) => drop(idOf(request), 'params.id'));

  app.get('/__admin/worlds/:id/export', apart, async (request, reply) => {
    const world = existing(idOf(request));
    // Brought up to its clock first, so the bundle holds what the world's next answer would show.
    world.catchUp();
    return reply
      .header('content-disposition', `attachment; filename="world-${world.id}.json"`)
      .header('cache-control', 'no-store')
      .send(exportWorld(world, store.now()));
  });

  // The bundle may be far larger than a public call's body; beyond MAX_BUNDLE_BYTES it is a 400 read no further.
  app.post('/__admin/worlds/:id/import', { ...apart, bodyLimit: MAX_BUNDLE_BYTES + 1024 * 1024 }, async (request) => {
    const id = idOf(request);
    const length = Number(request.headers['content-length'] ?? 0);
    if (length > MAX_BUNDLE_BYTES)
      throw badRequest(`body: a bundle is at most ${MAX_BUNDLE_BYTES / 1024 / 1024} MB, this one is ${length} bytes`);
    const world = worldFromBundle(store, id, request.body);
    if (typeof world === 'string') throw badRequest(`${world}; no world was changed`);
    store.put(world);
    return ok(summary(world));
  });

  // Acts on the caller's world, like every admin call; never makes one, so it works when the limit is reached.
  app.delete('/__admin/world', apart, async (request) => drop(worldIdOf(request), Header.MockWorld));
}
