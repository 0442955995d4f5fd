import { parseArgs } from 'node:util';
import { buildApp } from './app';
import { parseDuration } from './platform/world-clock';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4000' },
    host: { type: 'string', default: process.env.MOCK_SERVER_HOST ?? '127.0.0.1' },
    scenario: { type: 'string', default: process.env.MOCK_SCENARIO ?? 'default' },
    seed: { type: 'string', default: process.env.MOCK_SEED },
    'state-file': { type: 'string', default: process.env.MOCK_STATE_FILE || undefined },
    'backend-url': { type: 'string', default: process.env.BACKEND_URL || undefined },
    'pass-through': { type: 'string', default: process.env.PASS_THROUGH || undefined },
    'max-worlds': { type: 'string', default: process.env.MOCK_MAX_WORLDS || undefined },
    'world-idle': { type: 'string', default: process.env.MOCK_WORLD_IDLE || undefined },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
const backendUrl = values['backend-url'];
if (backendUrl !== undefined && !/^https?:\/\/[^/\s]+/.test(backendUrl)) {
  console.error(`BACKEND_URL (--backend-url) must be an http or https address such as https://backend.example.com, got "${backendUrl}"`);
  process.exit(2);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, got "${values.port}"`);
  process.exit(2);
}

const worldIdle = values['world-idle'];
const worldIdleMs = worldIdle === undefined || worldIdle === '0' ? 0 : parseDuration(worldIdle);
if (worldIdleMs === null) {
  console.error(`MOCK_WORLD_IDLE (--world-idle) must be a duration such as "12h", "7d" or "1h30m", or 0, got "${worldIdle}"`);
  process.exit(2);
}

try {
  const app = await buildApp({
    worldIdleMs,
    scenario: values.scenario,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    logger: !values.quiet,
    stateFile: values['state-file'],
    maxWorlds: values['max-worlds'] === undefined ? undefined : Number(values['max-worlds']),
    backendUrl: values['backend-url'],
    passThrough: values['pass-through']
      ?.split(',')
      .map((route) => route.trim())
      .filter(Boolean),
  });
  const address = await app.listen({ port, host: values.host });
  const kept = values['state-file'] ? `, state kept in ${values['state-file']}` : '';
  const forwards = values['backend-url'] ? `, pass-through routes go to ${values['backend-url']}` : '';
  console.log(`fake backend listening on ${address} (scenario "${values.scenario}"${kept}${forwards})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
