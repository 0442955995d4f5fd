import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import cn from '../src/shared/i18n/texts/common/cn.ts';
import en from '../src/shared/i18n/texts/common/en.ts';
import id from '../src/shared/i18n/texts/common/id.ts';
import th from '../src/shared/i18n/texts/common/th.ts';
import ty from '../src/shared/i18n/texts/common/ty.ts';
import vi from '../src/shared/i18n/texts/common/vi.ts';
import { fromI18nCode, languageTable } from '../src/shared/i18n/languages.ts';

/** Precached beside the shell: the offline page and what it shows. */
const OFFLINE_FILES = ['/offline.html', '/offline.css', '/offline.js', '/favicon.svg'];

/** The offline page's texts in every language, from the common texts' `pwa` block. */
const offlineTexts = Object.fromEntries(
  Object.entries({ cn, en, id, th, ty, vi }).map(([code, { pwa }]) => [
    code,
    {
      htmlLang: languageTable[fromI18nCode(code)].htmlLang,
      offlineTitle: pwa.offlineTitle,
      offlinePage: pwa.offlinePage,
      retry: pwa.retry,
    },
  ]),
);

/** The built shell index.html loads: its entry, the chunks it preloads and its styles. */
export const shellFiles = (html: string) => [
  ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)),
];

/**
 * Writes /offline.js and /sw.js after the client build (src/shared/pwa/), each a small script of its own (an IIFE:
 * a classic worker runs everywhere a module worker does not). The worker's precache list is the built shell and the
 * offline files, and its cache's version a hash of their contents, so a new build brings a new worker.
 */
export function serviceWorker(appSource: string): Plugin {
  let config: ResolvedConfig;
  const script = async (entry: string, fileName: string, outDir: string, define: Record<string, string>) => {
    await build({
      configFile: false,
      logLevel: 'warn',
      publicDir: false,
      define,
      build: {
        outDir,
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: false,
        target: 'es2022',
        lib: { entry: join(appSource, entry), formats: ['iife'], name: 'portal', fileName: () => fileName },
      },
    });
  };
  return {
    name: 'portal:service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // A server-side build has no shell to precache.
      if (config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      await script('shared/pwa/offline-page.ts', 'offline.js', outDir, {
        __OFFLINE_TEXTS__: JSON.stringify(offlineTexts),
        __DEFAULT_LANGUAGE__: JSON.stringify('ty'),
      });
      const precache = [...shellFiles(readFileSync(join(outDir, 'index.html'), 'utf8')), ...OFFLINE_FILES];
      const version = createHash('sha256');
      for (const file of precache) version.update(file).update(readFileSync(join(outDir, file)));
      await script('shared/pwa/service-worker.ts', 'sw.js', outDir, {
        __PRECACHE__: JSON.stringify(precache),
        __VERSION__: JSON.stringify(version.digest('hex').slice(0, 12)),
      });
    },
  };
}
