import type { RuntimeConfig } from './runtime-config';

/** Fetches config.json and checks it; the schema (and zod) load beside the fetch, not with the page. */
export async function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  const [response, { runtimeConfigSchema }] = await Promise.all([fetch(url, { cache: 'no-cache' }), import('./runtime-config')]);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const result = runtimeConfigSchema.safeParse(await response.json());
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${url} is invalid at ${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
  }
  return result.data;
}
