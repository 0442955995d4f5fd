import { lazy, type ComponentType } from 'react';

/** Spec 01, 2.1: sections load lazily with a 120 s time-out. */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkLoadErrorType = 'missing' | 'timeout' | 'error';

export class ChunkLoadError extends Error {
  constructor(
    readonly type: ChunkLoadErrorType,
    readonly chunk: string,
    cause?: unknown,
  ) {
    super(`Loading chunk ${chunk} failed (${type})`, { cause });
    this.name = 'ChunkLoadError';
  }
}

export const isChunkLoadError = (e: unknown): e is ChunkLoadError => e instanceof ChunkLoadError;

type RouteModule = { Component: ComponentType };

/**
 * A section's loader: a chunk that fails or takes longer than the time-out still resolves, to a
 * component that throws a ChunkLoadError, so the route's error boundary shows the retry page inside the
 * shell, where the player still has the menu.
 */
export function lazySection(chunk: string, load: () => Promise<RouteModule>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<RouteModule> {
  return () =>
    new Promise<RouteModule>((resolve) => {
      const failWith = (error: ChunkLoadError) =>
        resolve({
          Component: () => {
            throw error;
          },
        });
      const timer = setTimeout(() => failWith(new ChunkLoadError('timeout', chunk)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const missing = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
          failWith(new ChunkLoadError(missing ? 'missing' : 'error', chunk, error));
        },
      );
    });
}

/** A lazy section as the route table renders it: React suspends on it until its chunk is in (or has failed). */
export const lazyPage = (load: () => Promise<RouteModule>, loaded: () => RouteModule | undefined = () => undefined) =>
  lazy(() => {
    // A page already loaded (preloadRoute) is handed over at once: a thenable that answers synchronously lets React
    // render it without suspending, so a server renders the page in one pass.
    const module = loaded();
    const answer = (m: RouteModule) => ({ default: m.Component });
    if (module)
      return { then: (resolve: (value: ReturnType<typeof answer>) => void) => resolve(answer(module)) } as Promise<
        ReturnType<typeof answer>
      >;
    return load().then(answer);
  });
