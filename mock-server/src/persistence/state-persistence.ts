import type { FastifyInstance } from 'fastify';
import type { WorldStore } from '../platform/world-store';
import { readStateFile, StateFileError, StateSaver } from './state-file';

/**
 * `--state-file`: reads the file at once and takes the saved worlds over when the app is ready, once every
 * domain plugin has registered its state parts, before the first request (throwing a StateFileError, which
 * stops the start, when the file cannot be taken over); then saves shortly after every answered request and on close.
 */
export function registerStateFile(app: FastifyInstance, worlds: WorldStore, path: string) {
  const saved = readStateFile(path);
  const saver = new StateSaver(
    path,
    () => worlds.snapshot(),
    200,
    (message) => app.log.error(message),
  );
  // Every answered request may have changed a world (even a GET issues captchas and drops expired sessions).
  app.addHook('onResponse', async () => saver.changed());
  app.addHook('onClose', async () => saver.flush());
  app.addHook('onReady', async () => {
    // A first start writes the file at once, so QA sees where the state lives.
    if (!saved) return saver.changed();
    try {
      worlds.restore(saved);
    } catch (error) {
      throw new StateFileError(path, `does not fit this fake's state: ${(error as Error).message}`);
    }
  });
}
