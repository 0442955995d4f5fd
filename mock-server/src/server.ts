import { parseArgs } from 'node:util';
import { buildApp } from './app';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '4000' },
    host: { type: 'string', default: process.env.MOCK_SERVER_HOST ?? '127.0.0.1' },
    scenario: { type: 'string', default: process.env.MOCK_SCENARIO ?? 'default' },
    seed: { type: 'string', default: process.env.MOCK_SEED },
    quiet: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, got "${values.port}"`);
  process.exit(2);
}

try {
  const app = await buildApp({
    scenario: values.scenario,
    seed: values.seed === undefined ? undefined : Number(values.seed),
    logger: !values.quiet,
  });
  const address = await app.listen({ port, host: values.host });
  console.log(`fake backend listening on ${address} (scenario "${values.scenario}")`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
