/** Starts the production server on WEB_PORT (see server.ts for its settings); run after `pnpm build:ssr`. */
import { fileURLToPath } from 'node:url';
import { buildServer, settingsFromEnv } from './server.ts';

// The render's libraries (React, Redux Toolkit, the router) load from node_modules and pick their build by NODE_ENV:
// their development builds check every state (Redux's invariant checks alone took 80 ms a render). Set before they load.
process.env.NODE_ENV ??= 'production';
const dist = fileURLToPath(new URL('../dist', import.meta.url));
const entry = await import(new URL('../dist-server/entry-server.js', import.meta.url).href);
const app = await buildServer({ dist, entry, ...settingsFromEnv() });
const port = Number(process.env.WEB_PORT ?? 4173);
await app.listen({ port, host: process.env.WEB_HOST ?? '127.0.0.1' });
console.log(`web server on http://${process.env.WEB_HOST ?? '127.0.0.1'}:${port}/ (backend ${settingsFromEnv().backendUrl})`);
const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
