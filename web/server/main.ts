/** Starts the production server on WEB_PORT (see server.ts for its settings); run after `pnpm build:ssr`. */
import { fileURLToPath } from 'node:url';
import { buildServer, settingsFromEnv } from './server.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const entry = await import(new URL('../dist-server/entry-server.js', import.meta.url).href);
const app = await buildServer({ dist, entry, ...settingsFromEnv() });
const port = Number(process.env.WEB_PORT ?? 4173);
await app.listen({ port, host: process.env.WEB_HOST ?? '127.0.0.1' });
console.log(`web server on http://${process.env.WEB_HOST ?? '127.0.0.1'}:${port}/ (backend ${settingsFromEnv().backendUrl})`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
