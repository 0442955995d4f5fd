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

/** Wraps a dynamic import: a failed or slow chunk becomes a ChunkLoadError the route error page understands. */
export function lazySection<T>(chunk: string, load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError('timeout', chunk)), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          const missing = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
          reject(new ChunkLoadError(missing ? 'missing' : 'error', chunk, error));
        },
      );
    });
}
