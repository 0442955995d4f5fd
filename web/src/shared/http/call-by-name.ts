import type * as z from 'zod/mini';
import { callRoutes, type CallName, type calls } from '@portal/contracts';
import { checkValue, sendCall, type CallConfig, type HttpClient } from './http-client';

type Calls = typeof calls;
const loadSchemas = () => import('./call-schemas').then((m) => m.calls);

/**
 * callApi by catalogue name: the request leaves at once from its route while the schemas (and zod) load
 * beside it, so neither is part of the first page's JavaScript.
 */
export async function callByName<K extends CallName>(
  http: HttpClient,
  name: K,
  config: CallConfig<Calls[K]> = {},
): Promise<z.infer<Calls[K]['response']>> {
  const [response, schemas] = await Promise.all([sendCall(http, callRoutes[name], config), loadSchemas()]);
  return checkValue(schemas[name], response) as z.infer<Calls[K]['response']>;
}
