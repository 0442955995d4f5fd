import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { Scenario } from '@portal/contracts';
import { devKeyPair, loadScenario } from '@portal/fixtures';
import { importPrivateKey } from '@portal/contracts';
import { registerErrorHandling } from './plugins/errors';
import { registerFaults } from './plugins/faults';
import { registerWorlds } from './plugins/world';
import { adminRoutes } from './routes/admin';
import { gameRoutes } from './routes/games';
import { homeRoutes } from './routes/home';
import { launchRoutes } from './routes/launch';
import { memberRoutes } from './routes/member';
import { pactStateRoutes } from './routes/pact-states';
import { promotionRoutes } from './routes/promotions';
import { qaConsoleRoutes } from './routes/qa-console';
import { registerRoutes } from './routes/register';
import { sessionRoutes } from './routes/session';
import { systemRoutes } from './routes/system';
import { verificationRoutes } from './routes/verification';
import { WorldStore } from './store/world-store';

export type AppOptions = {
  /** A preset name from fixtures/scenarios, or a whole scenario. Default: "default". */
  scenario?: string | Scenario;
  /** Overrides the preset's data seed. */
  seed?: number;
  logger?: boolean;
  /** Largest accepted body in bytes. */
  bodyLimit?: number;
  /** The clock of every world (tests move it to expire codes and sessions). */
  now?: () => number;
  /** PKCS#8 base64 key that opens encrypted payloads; the development key by default. */
  privateKeyPkcs8?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    worlds: WorldStore;
    privateKey: CryptoKey;
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
    // A request too broken to parse (bad Content-Length, bad headers) still gets the envelope.
    clientErrorHandler: (error, socket) => {
      if (!socket.writable) return;
      const body = JSON.stringify({
        success: false,
        code: 'MALFORMED_REQUEST',
        message: `The request could not be read: ${error.message}`,
      });
      socket.end(
        `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  });
  const worlds = new WorldStore(scenario, options.now);
  app.decorate('worlds', worlds);
  app.decorate('privateKey', await importPrivateKey(options.privateKeyPkcs8 ?? devKeyPair.privateKeyPkcs8));
  // Forgot-by-email is form-encoded (spec 01, section 3).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerErrorHandling(app);
  await app.register(cookie);
  registerWorlds(app, worlds);
  registerFaults(app);

  await app.register(systemRoutes);
  await app.register(verificationRoutes);
  await app.register(registerRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(promotionRoutes);
  await app.register(gameRoutes);
  await app.register(launchRoutes);
  await app.register(homeRoutes);
  await app.register(adminRoutes);
  await app.register(qaConsoleRoutes);
  await app.register(pactStateRoutes);
  return app;
}
