import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Scenario } from '@portal/contracts';
import { loadScenario } from '@portal/fixtures';
import { registerErrorHandling } from './plugins/errors';
import { registerFaults } from './plugins/faults';
import { registerWorlds } from './plugins/world';
import { adminRoutes } from './routes/admin';
import { systemRoutes } from './routes/system';
import { WorldStore } from './store/world-store';

export type AppOptions = {
  /** A preset name from fixtures/scenarios, or a whole scenario. Default: "default". */
  scenario?: string | Scenario;
  /** Overrides the preset's data seed. */
  seed?: number;
  logger?: boolean;
  /** Largest accepted body in bytes. */
  bodyLimit?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    worlds: WorldStore;
  }
}

/** The fake backend. Tests call it through app.inject; server.ts only starts it. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const preset = typeof options.scenario === 'object' ? options.scenario : loadScenario(options.scenario ?? 'default');
  const scenario = options.seed === undefined ? preset : { ...preset, seed: options.seed };

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    return503OnClosing: true,
  });
  const worlds = new WorldStore(scenario);
  app.decorate('worlds', worlds);

  registerErrorHandling(app);
  await app.register(cookie);
  registerWorlds(app, worlds);
  registerFaults(app);

  await app.register(systemRoutes);
  await app.register(adminRoutes);
  return app;
}
