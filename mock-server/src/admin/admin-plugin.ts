import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin-routes';
import { clockRoutes } from './clock-routes';
import { journalRoutes } from './journal-routes';
import { docsRoutes } from './docs-routes';
import { driftRoutes } from './drift-routes';
import { frontPageRoutes } from './front-page';
import { pactStateRoutes } from './pact-state-routes';
import { qaConsoleRoutes } from './qa-console';
import { recordingRoutes } from './recording-routes';
import { verifyRoutes } from './verify-routes';
import { worldRoutes } from './world-routes';

/** Fake backend only, under /__admin: QA's API and console, the Pact provider states, the API docs; and GET / pointing to them. */
export async function adminPlugin(app: FastifyInstance) {
  await app.register(adminRoutes);
  await app.register(clockRoutes);
  await app.register(worldRoutes);
  await app.register(journalRoutes);
  await app.register(verifyRoutes);
  await app.register(driftRoutes);
  await app.register(recordingRoutes);
  await app.register(qaConsoleRoutes);
  await app.register(pactStateRoutes);
  await app.register(docsRoutes);
  await app.register(frontPageRoutes);
}
