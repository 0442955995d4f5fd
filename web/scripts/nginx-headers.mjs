/**
 * Writes the security headers into scripts/nginx.conf from web/src/config/security-headers.ts and a config.json
 * (web/public/config.json, or the one RUNTIME_CONFIG names: run it again when a deployment's hosts change).
 *   node web/scripts/nginx-headers.mjs [--check]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const web = (path) => fileURLToPath(new URL(`../${path}`, import.meta.url));
const { module } = await runnerImport(web('src/config/security-headers.ts'), { configFile: false, logLevel: 'silent' });
const hosts = JSON.parse(readFileSync(process.env.RUNTIME_CONFIG ?? web('public/config.json'), 'utf8'));
const confPath = web('../scripts/nginx.conf');
const conf = readFileSync(confPath, 'utf8');
const updated = module.withNginxHeaders(conf, module.securityHeaders(hosts));

if (process.argv.includes('--check')) {
  if (updated !== conf) {
    console.error('scripts/nginx.conf: the security headers are out of date; run node web/scripts/nginx-headers.mjs');
    process.exit(1);
  }
} else if (updated !== conf) {
  writeFileSync(confPath, updated);
  console.log('scripts/nginx.conf: security headers written');
}
