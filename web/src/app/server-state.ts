import type { RuntimeConfig } from '../config/runtime-config';
import type { RootState } from './store';

/** The id of the inert JSON block (`<script type="application/json">`) a server-rendered page carries. */
export const SERVER_STATE_ID = 'server-state';

/** What a server-rendered page hands the client: the config, the store's state it rendered, the texts it loaded. */
export type ServerPayload = { config: RuntimeConfig; state: RootState; namespaces: string[] };

/**
 * The payload as the text of a JSON block: `<`, `>`, `&` and the two JavaScript line separators are escaped,
 * so no value (a banner's title, an announcement) can close the block or open another element.
 */
export const serializePayload = (payload: ServerPayload): string =>
  JSON.stringify(payload).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The payload of a server-rendered page, or null on a page the client renders itself (dev server, static fallback). */
export function readServerPayload(doc: Document = document): ServerPayload | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const payload = JSON.parse(text) as Partial<ServerPayload>;
    return payload.config && payload.state && Array.isArray(payload.namespaces) ? (payload as ServerPayload) : null;
  } catch {
    return null;
  }
}
