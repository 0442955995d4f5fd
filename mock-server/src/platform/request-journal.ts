import type { FastifyInstance, FastifyRequest } from 'fastify';

export type JournalEntry = {
  id: number;
  /** The world's time when the answer left (ms since the epoch). */
  at: number;
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** The HTTP status sent; 0 when a fault dropped the connection instead (then `dropped` is true). */
  status: number;
  dropped?: true;
  durationMs: number;
  headers: Record<string, string>;
  /** The body as the fake understood it: decrypted for encrypted calls, password fields masked. */
  body: unknown;
  /** Set when the call went to the real backend instead (pass-through). */
  forwardedTo?: string;
  /** How many ways the forwarded answer broke its contract, when it did (GET /__admin/drift lists them). */
  drift?: number;
};

export type JournalFilter = { path?: string; status?: number; since?: number; limit?: number };

export const JOURNAL_CAPACITY = 1000;
const SECRET_KEY = /pass(word)?|pwd|secret|otp/i;
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'x-sign', 'x-aes-key']);
const MAX_DEPTH = 6;

/** The last 1,000 public requests of one world, newest first: what the client actually sent. */
export class RequestJournal {
  private entries: JournalEntry[] = [];
  private nextId = 1;

  add(entry: Omit<JournalEntry, 'id'>) {
    this.entries.unshift({ id: this.nextId++, ...entry });
    if (this.entries.length > JOURNAL_CAPACITY) this.entries.length = JOURNAL_CAPACITY;
  }

  list({ path, status, since, limit = JOURNAL_CAPACITY }: JournalFilter = {}): JournalEntry[] {
    return this.entries
      .filter(
        (e) =>
          (path === undefined || e.path.includes(path)) &&
          (status === undefined || e.status === status) &&
          (since === undefined || e.at >= since),
      )
      .slice(0, limit);
  }

  clear() {
    this.entries = [];
  }
}

/** Password-like fields become "***" at any depth; everything else is copied as it came. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? '***' : maskSecrets(v, depth + 1)]));
}

const maskToken = (value: string) => (value.length <= 8 ? '***' : `***${value.slice(-4)}`);

function maskedHeaders(request: FastifyRequest): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(request.headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : String(raw);
    out[name] = SECRET_HEADERS.has(name) ? maskToken(value) : value;
  }
  return out;
}

const understood = new WeakMap<FastifyRequest, unknown>();
const forwarded = new WeakMap<FastifyRequest, string>();
const drifted = new WeakMap<FastifyRequest, number>();

/** A catalogue call notes the body it understood (after decryption), for the journal. */
export const noteUnderstoodBody = (request: FastifyRequest, body: unknown) => void understood.set(request, body);
/** A pass-through call notes where it went. */
export const noteForwarded = (request: FastifyRequest, target: string) => void forwarded.set(request, target);
/** A pass-through call notes how many ways its answer broke the contract. */
export const noteDrift = (request: FastifyRequest, issues: number) => void drifted.set(request, issues);

const isPublic = (url: string) => /^\/(wps|lgw|lotto)(\/|$|\?)/.test(url);

/** Notes one request of a world as it ended: with the status sent, or dropped (a fault closed the connection). */
export function journalRequest(request: FastifyRequest, status: number, elapsedMs: number, dropped = false) {
  if (!isPublic(request.url) || !request.world) return;
  const query = request.query && typeof request.query === 'object' ? (request.query as Record<string, unknown>) : {};
  const target = forwarded.get(request);
  const drift = drifted.get(request);
  request.world.journal.add({
    at: request.world.now(),
    method: request.method,
    path: request.url.split('?')[0]!,
    query: maskSecrets(query) as Record<string, unknown>,
    status,
    ...(dropped && { dropped: true as const }),
    durationMs: Math.round(elapsedMs * 10) / 10,
    headers: maskedHeaders(request),
    body: maskSecrets(understood.has(request) ? understood.get(request) : (request.body ?? null)),
    ...(target && { forwardedTo: target }),
    ...(drift && { drift }),
  });
}

/** Every public request of a world lands in its journal when its answer leaves (faults and errors included). */
export function registerJournal(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => journalRequest(request, reply.statusCode, reply.elapsedTime));
}
