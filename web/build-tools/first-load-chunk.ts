import type { Plugin } from 'vite';

/**
 * One chunk for the app's own first-load code. Rolldown splits every module shared between the entry and
 * a lazy chunk into a chunk of its own: about forty files of a few hundred bytes each for `/`, each
 * gzipped alone. This plugin notes which modules the entry reaches by static imports (at the end of the
 * build, when the graph is known); the `test` of a code-splitting group puts exactly those in one chunk,
 * so what the first load fetches shrinks and nothing lazy joins it.
 */
export function firstLoadChunk(appSource: string) {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:first-load-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const waiting = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (waiting.length > 0) {
        const id = waiting.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        const info = this.getModuleInfo(id);
        const lazy = new Set(info?.dynamicallyImportedIds ?? []);
        waiting.push(...(info?.importedIds ?? []).filter((imported) => !lazy.has(imported)));
      }
    },
  };
  // Only the app's own modules: a library or the contracts package reached through a barrel may be
  // tree-shaken out of the first load, and a group would pull it back in with its dependencies.
  return { plugin, test: (id: string) => id.startsWith(appSource) && firstLoad.has(id) };
}
