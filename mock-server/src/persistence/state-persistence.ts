import type { FastifyInstance } from 'fastify';
import type { WorldStore } from '../platform/world-store';
import { readStateFile, StateFileError, StateSaver } from './state-file';

/**
 * `--state-file`: loads the saved worlds before the first request (throwing a StateFileError, which stops
 * the start, when the file cannot be taken over), then saves shortly after every answered request and on close.
 */
export function registerStateFile(app: FastifyInstance, worlds: WorldStore, path: string) {
  const saved = readStateFile(path);
  if (saved) {
    try {
      worlds.restore(saved);
    } catch (error) {
      throw new StateFileError(path, `does not fit this fake's state: ${(error as Error).message}`);
    }
  }
  const saver = new StateSaver(
    path,
    () => worlds.snapshot(),
    200,
    (message) => app.log.error(message),
  );
  // Every answered request may have changed a world (even a GET issues captchas and drops expired sessions).
  app.addHook('onResponse', async () => saver.changed());
  app.addHook('onClose', async () => saver.flush());
  // A first start writes the file at once, so QA sees where the state lives.
  if (!saved) saver.changed();
}
