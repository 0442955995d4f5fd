import type { Plugin } from 'vite';

/**
 * One chunk for the app's own first-load code: what the entry reaches by static imports, and what the modules named in
 * `starts` reach (the entry itself is a few lines that import the app after the first paint: main.tsx). Rolldown splits every module shared between the entry and
 * a lazy chunk into a chunk of its own: about forty files of a few hundred bytes each for `/`, each
 * gzipped alone. This plugin notes which modules the entry reaches by static imports (at the end of the
 * build, when the graph is known); the `test` of a code-splitting group puts exactly those in one chunk,
 * so what the first load fetches shrinks and nothing lazy joins it.
 */
export function firstLoadChunk(appSource: string, starts: string[] = []) {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:first-load-chunk',
    apply: 'build',
    buildEnd() {
      firstLoad.clear();
      const ids = [...this.getModuleIds()];
      const reach = (roots: string[]) => {
        const seen = new Set<string>();
        const waiting = [...roots];
        while (waiting.length > 0) {
          const id = waiting.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          const lazy = new Set(info?.dynamicallyImportedIds ?? []);
          waiting.push(...(info?.importedIds ?? []).filter((imported) => !lazy.has(imported)));
        }
        return seen;
      };
      const fromEntries = reach(ids.filter((id) => this.getModuleInfo(id)?.isEntry));
      // With starts, the entry's own modules stay in the entry's chunk, and the chunk holds what the starts add.
      const group = starts.length > 0 ? [...reach(starts)].filter((id) => !fromEntries.has(id)) : fromEntries;
      for (const id of group) firstLoad.add(id);
    },
  };
  // Only the app's own modules: a library or the contracts package reached through a barrel may be
  // tree-shaken out of the first load, and a group would pull it back in with its dependencies.
  return { plugin, test: (id: string) => id.startsWith(appSource) && firstLoad.has(id) };
}
