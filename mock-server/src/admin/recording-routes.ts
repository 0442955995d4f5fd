import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { catalogue, Header, routePattern } from '@portal/contracts';
import { ok } from '../platform/envelope';
import { badRequest, HttpError } from '../platform/http-error';
import { parseInput } from '../platform/validate';
import { unknownWorld, WORLD_ID_PATTERN } from '../platform/world-store';
import type { Recording } from '../platform/recordings';

const worldName = z.string().check(z.regex(WORLD_ID_PATTERN, { error: 'a world name is 1 to 64 letters, digits, "-" or "_"' }));
const recordingId = z.string().check(z.regex(/^rec-\d{1,9}$/, { error: 'a recording id is "rec-" and a number' }));
/** A call to record: a catalogue name, or a route pattern as pass-through takes one (a path prefix or a /regular expression/). */
const callOrRoute = z.union([z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{0,99}$/)), routePattern]);
const startBody = z.strictObject({ calls: z.optional(z.array(callOrRoute).check(z.maxLength(50))) });
const saveBody = z.strictObject({ world: worldName });
const idParams = z.strictObject({ id: recordingId });
const worldParams = z.strictObject({ id: worldName });
const overlayQuery = z.strictObject({ call: z.optional(z.string().check(z.minLength(1), z.maxLength(300))) });

/** Admin routes that name their world in the path make none for the caller (platform/world-plugin.ts). */
const apart = { config: { world: 'none' as const } };
const running = (recording: Recording) =>
  new HttpError(
    409,
    'RECORDING_RUNNING',
    `recording ${recording.id} is still running; stop it first (POST /__admin/recordings/${recording.id}/stop)`,
  );

/**
 * Record and replay (README "Record and replay"): start and stop recording what the real backend answers the
 * caller's world's forwarded calls, list the recordings, save one as a world's overlay, list and remove an overlay.
 */
export async function recordingRoutes(app: FastifyInstance) {
  const { recordings, worlds } = app;
  const find = (request: FastifyRequest) => {
    const { id } = parseInput(idParams, request.params, 'params');
    const recording = recordings.get(id);
    if (!recording) throw new HttpError(404, 'NOT_FOUND', `no recording "${id}" (GET /__admin/recordings lists this world's)`);
    return recording;
  };
  const existingWorld = (request: FastifyRequest) => {
    const { id } = parseInput(worldParams, request.params, 'params');
    const world = worlds.find(id);
    if (!world) throw unknownWorld(id);
    return world;
  };

  app.get('/__admin/recordings', async (request) => ok(recordings.of(request.world).map((r) => r.summary())));

  app.post('/__admin/recordings', async (request, reply) => {
    const { calls = [] } = parseInput(startBody, request.body ?? {});
    const unknown = calls.find((c) => !c.startsWith('/') && !(c in catalogue));
    if (unknown !== undefined) throw badRequest(`body.calls: "${unknown}" is neither a catalogue call nor a path starting with "/"`);
    if (!app.startOptions.backendUrl)
      throw badRequest('nothing to record: the fake was started without BACKEND_URL, so no call goes to a real backend');
    if (request.world.scenario.passThrough.length === 0)
      throw badRequest(`nothing to record: world "${request.world.id}" forwards no call; set its scenario's passThrough first`);
    const already = recordings.running(request.world);
    if (already) throw new HttpError(409, 'RECORDING_RUNNING', `world "${request.world.id}" is already recording (${already.id})`);
    return reply.code(201).send(ok(recordings.start(request.world, calls).summary()));
  });

  app.get('/__admin/recordings/:id', apart, async (request) => {
    const recording = find(request);
    return ok({ ...recording.summary(), answers: recording.answers });
  });

  app.post('/__admin/recordings/:id/stop', apart, async (request) => ok(recordings.stop(find(request)).summary()));

  // Stops the caller's world's running recording.
  app.delete('/__admin/recordings', async (request) => {
    const recording = recordings.running(request.world);
    if (!recording)
      throw new HttpError(404, 'NOT_FOUND', `world "${request.world.id}" is not recording (${Header.MockWorld} names the world)`);
    return ok(recordings.stop(recording).summary());
  });

  app.delete('/__admin/recordings/:id', apart, async (request) => {
    const recording = find(request);
    if (recording.stoppedAt === undefined) throw running(recording);
    recordings.delete(recording.id);
    return ok({ deleted: recording.id });
  });

  // Into a world of that name, made from the starting preset when there is none.
  app.post('/__admin/recordings/:id/save', apart, async (request) => {
    const recording = find(request);
    const { world: name } = parseInput(saveBody, request.body);
    if (recording.stoppedAt === undefined) throw running(recording);
    if (recording.answers.length === 0) throw badRequest(`recording ${recording.id} holds no answer; nothing to save`);
    const target = worlds.find(name);
    if (target) {
      try {
        target.overlay.add(recording.answers);
      } catch (error) {
        throw badRequest(`${(error as Error).message}; world "${name}" was not changed`);
      }
    } else {
      const made = worlds.create(name, { scenario: worlds.preset });
      made.overlay.add(recording.answers);
    }
    const world = worlds.find(name)!;
    return ok({ world: world.id, saved: recording.answers.length, overlay: world.overlay.summary() });
  });

  app.get('/__admin/worlds/:id/overlay', apart, async (request) => ok(existingWorld(request).overlay.summary()));

  app.delete('/__admin/worlds/:id/overlay', apart, async (request) => {
    const world = existingWorld(request);
    const { call } = parseInput(overlayQuery, request.query, 'query');
    if (call !== undefined && !world.overlay.has(call)) throw badRequest(`query.call: the overlay of "${world.id}" has no call "${call}"`);
    return ok({ world: world.id, removed: world.overlay.remove(call), overlay: world.overlay.summary() });
  });
}
