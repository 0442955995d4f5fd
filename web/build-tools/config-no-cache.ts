import type { Connect, Plugin } from 'vite';

/**
 * config.json is read afresh on every visit: index.html preloads it (so it arrives beside the scripts, not
 * after them) and the app's fetch takes the preloaded answer, which only a plain, default-cache fetch can.
 * The freshness comes from this header instead, as nginx sends it in production (scripts/nginx.conf).
 */
export function configNoCache(): Plugin {
  const noCache: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split('?')[0] === '/config.json') res.setHeader('Cache-Control', 'no-cache');
    next();
  };
  return {
    name: 'portal:config-no-cache',
    configureServer: (server) => void server.middlewares.use(noCache),
    configurePreviewServer: (server) => void server.middlewares.use(noCache),
  };
}
