import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { scenarioSchema, type Scenario } from '@portal/contracts';
import { devKeyPair, loadScenario } from '@portal/fixtures';
import { importPrivateKey } from '@portal/contracts';
import { adminPlugin } from './admin/admin-plugin';
import { gamesPlugin } from './games/games-plugin';
import { identityPlugin } from './identity/identity-plugin';
import { answerFrameworkError, answerUnreadableRequest, MAX_PARAM_LENGTH, registerErrorHandling } from './platform/errors';
import { registerFaults } from './platform/faults';
import { registerPassThrough } from './platform/pass-through';
import { registerRecordings } from './platform/recordings';
import { registerJournal } from './platform/request-journal';
import { registerWorlds } from './platform/world-plugin';
import { DEFAULT_MAX_WORLDS, WorldStore } from './platform/world-store';
import { registerStateFile } from './persistence/state-persistence';
import { lotteryPlugin } from './lottery/lottery-plugin';
import { walletPlugin } from './wallet/wallet-plugin';
import { servicePlugin } from './service/service-plugin';
import { agentPlugin } from './agent/agent-plugin';
import { pointsMallPlugin } from './points-mall/points-mall-plugin';
import { memberPlugin } from './member/member-plugin';
import { promotionsPlugin } from './promotions/promotions-plugin';
import { systemRoutes } from './system/system-routes';

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
  /** Check every catalogue answer against its contract (500 CONTRACT_DRIFT when it breaks it). Default: on under vitest. */
  checkResponses?: boolean;
  /** The real backend that a scenario's `passThrough` routes go to (platform/pass-through.ts). */
  backendUrl?: string;
  /** Sets the starting preset's `passThrough` (npm start's PASS_THROUGH). */
  passThrough?: string[];
  /** Keep every world in this file across restarts (persistence/state-file.ts). */
  stateFile?: string;
  /** How many worlds the fake holds at once, the default one included; a new world beyond it is refused (503). Default 200. */
  maxWorlds?: number;
  /** A world no request used for this long (ms) is dropped, never the default one; 0 (default) keeps every world. */
  worldIdleMs?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    worlds: WorldStore;
    privateKey: CryptoKey;
    /** What the start chose that QA may want to see (GET /__admin/server). */
    startOptions: Pick<AppOptions, 'backendUrl' | 'stateFile'>;
  }
}

/** The fake backend. Tests call it through app.inject; server.ts only starts it. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const preset = typeof options.scenario === 'object' ? options.scenario : loadScenario(options.scenario ?? 'default');
  const scenario = startingScenario(preset, options);

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? 64 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // What the router refuses before any route (bad %-escapes, a path part too long) gets the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerUnreadableRequest,
  });
  const worlds = new WorldStore(scenario, options.now, maxWorldsOf(options), idleMsOf(options));
  app.decorate('worlds', worlds);
  app.decorate('startOptions', { backendUrl: options.backendUrl, stateFile: options.stateFile });
  app.decorate('checkResponses', options.checkResponses ?? Boolean(process.env.VITEST));
  app.decorate('privateKey', await importPrivateKey(options.privateKeyPkcs8 ?? devKeyPair.privateKeyPkcs8));
  // Forgot-by-email is form-encoded (spec 01, section 3).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  registerErrorHandling(app);
  await app.register(cookie);
  registerWorlds(app, worlds);
  if (options.stateFile) registerStateFile(app, worlds, options.stateFile);
  registerJournal(app);
  registerFaults(app);
  registerRecordings(app, options.now);
  registerPassThrough(app, options.backendUrl);

  await app.register(systemRoutes);
  await app.register(identityPlugin);
  await app.register(promotionsPlugin);
  await app.register(gamesPlugin);
  await app.register(lotteryPlugin);
  await app.register(walletPlugin);
  await app.register(servicePlugin);
  await app.register(agentPlugin);
  await app.register(pointsMallPlugin);
  await app.register(memberPlugin);
  await app.register(adminPlugin);
  return app;
}

function maxWorldsOf({ maxWorlds = DEFAULT_MAX_WORLDS }: AppOptions): number {
  if (!Number.isInteger(maxWorlds) || maxWorlds < 1 || maxWorlds > 100_000) {
    throw new Error(`maxWorlds (--max-worlds, MOCK_MAX_WORLDS) must be a whole number from 1 to 100000, got ${maxWorlds}`);
  }
  return maxWorlds;
}

function idleMsOf({ worldIdleMs = 0 }: AppOptions): number {
  if (!Number.isInteger(worldIdleMs) || worldIdleMs < 0) {
    throw new Error(`worldIdleMs (--world-idle, MOCK_WORLD_IDLE) must be a duration such as "12h" or "7d", or 0 to keep every world`);
  }
  return worldIdleMs;
}

/** The preset with the start's own seed and pass-through routes, refused (naming the field) when they do not make a scenario. */
function startingScenario(preset: Scenario, { seed, passThrough }: AppOptions): Scenario {
  if (seed === undefined && passThrough === undefined) return preset;
  const parsed = scenarioSchema.safeParse({ ...preset, ...(seed !== undefined && { seed }), ...(passThrough && { passThrough }) });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`the starting scenario is refused: ${issue?.path.join('.')}: ${issue?.message}`);
}
