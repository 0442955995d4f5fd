import type { RuntimeConfig } from './runtime-config';

/**
 * Fetches config.json and checks it; the schema (and zod) load beside the fetch, not with the page. A plain
 * fetch, so it takes the answer index.html preloaded; the server marks the file no-cache, so it is never stale.
 */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const [response, { runtimeConfigSchema }] = await Promise.all([fetch(url), import('./runtime-config')]);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const result = runtimeConfigSchema.safeParse(await response.json());
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${url} is invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return result.data;
}
