import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FaultKind } from '@portal/contracts';

/** The fault that acted on a call: its kind (`latency` when it only waited), its place in the scenario's list and its route. */
export type AppliedFault = { kind: FaultKind | 'latency'; rule: number; route: string; latencyMs?: number };

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
  /** What the client got: JSON as JSON, other text as text, null when no body; masked as the request is (secrets, tokens). */
  response: unknown;
  /** Set when the answer was longer than JOURNAL_ENTRY_CHARS: it is kept cut there, as text, and this is its full length. */
  responseChars?: number;
  /** The scenario's fault that fired on this call. */
  fault?: AppliedFault;
  /** Set when the call went to the real backend instead (pass-through). */
  forwardedTo?: string;
  /** How many ways the forwarded answer broke its contract, when it did (GET /__admin/drift lists them). */
  drift?: number;
};

export type JournalFilter = { path?: string; status?: number; since?: number; limit?: number };

/**
 * What one entry keeps as it came: the response as text, read (parsed and masked) only when the journal is read.
 * A live request's headers, query and body are kept as the request had them (`unmasked`) and masked on the first
 * read: most entries are never read, and masking each request as it ends was a tenth of the fake's time per call.
 */
type Kept = Omit<JournalEntry, 'response' | 'headers'> & {
  headers: Record<string, string> | IncomingHttpHeaders;
  responseText: string | null;
  chars: number;
  unmasked?: true;
};

/** At most this many entries a world (the oldest go first). */
export const JOURNAL_CAPACITY = 1000;
/** A request or response body longer than this many characters is kept cut (README "Journal and verification"). */
export const JOURNAL_ENTRY_CHARS = 16 * 1024;
/** The bodies of one world's journal together: past this many characters the oldest entries go, whatever their number. */
export const JOURNAL_WORLD_CHARS = 2 * 1024 * 1024;
const SECRET_KEY = /pass(word)?|pwd|secret|otp/i;
const TOKEN_KEY = /token|^sign$|aes-?key|api-?key/i;
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'x-sign', 'x-aes-key']);
const MAX_DEPTH = 6;

/** The last 1,000 public requests of one world (fewer when their bodies pass 2 MiB of text), newest first. */
export class RequestJournal {
  /** A ring of JOURNAL_CAPACITY places: adding never moves the other entries (unshift on 1,000 did, every call). */
  private ring: (Kept | undefined)[] = [];
  /** Where the oldest entry is, and how many there are. */
  private oldest = 0;
  private count = 0;
  private nextId = 1;
  private chars = 0;

  /** Adds an entry whose headers, query and body are masked already (an imported bundle's). */
  add({ response, ...entry }: NewEntry) {
    this.keep(entry, response ?? null, false);
  }

  /** Adds a live request's entry and the answer it got: its headers, query and body are masked when the journal is first read. */
  addUnmasked(entry: LiveEntry, response: string | null) {
    this.keep(entry, response, true);
  }

  list({ path, status, since, limit = JOURNAL_CAPACITY }: JournalFilter = {}): JournalEntry[] {
    const out: JournalEntry[] = [];
    for (let i = this.count - 1; i >= 0 && out.length < limit; i--) {
      const e = this.ring[(this.oldest + i) % JOURNAL_CAPACITY]!;
      if (path !== undefined && !e.path.includes(path)) continue;
      if (status !== undefined && e.status !== status) continue;
      if (since !== undefined && e.at < since) continue;
      if (e.unmasked) masked(e);
      const { responseText, chars: _chars, unmasked: _unmasked, ...entry } = e;
      out.push({ ...entry, headers: entry.headers as Record<string, string>, response: readResponse(responseText, entry.responseChars) });
    }
    return out;
  }

  clear() {
    this.ring = [];
    this.oldest = this.count = this.chars = 0;
  }

  private keep(entry: Omit<NewEntry, 'response'> | LiveEntry, full: string | null, unmasked: boolean) {
    const responseText = full !== null && full.length > JOURNAL_ENTRY_CHARS ? full.slice(0, JOURNAL_ENTRY_CHARS) : full;
    const body = cappedBody(entry.body);
    const chars = (responseText?.length ?? 0) + bodyChars(body);
    if (this.count === JOURNAL_CAPACITY) this.dropOldest();
    const kept: Kept = { id: this.nextId++, ...entry, body, responseText, chars };
    if (full !== null && full !== responseText) kept.responseChars = full.length;
    if (unmasked) kept.unmasked = true;
    this.ring[(this.oldest + this.count) % JOURNAL_CAPACITY] = kept;
    this.count++;
    this.chars += chars;
    while (this.chars > JOURNAL_WORLD_CHARS && this.count > 1) this.dropOldest();
  }

  private dropOldest() {
    this.chars -= this.ring[this.oldest]!.chars;
    this.ring[this.oldest] = undefined;
    this.oldest = (this.oldest + 1) % JOURNAL_CAPACITY;
    this.count--;
  }
}

type NewEntry = Omit<JournalEntry, 'id' | 'response' | 'responseChars'> & { response?: string | null };
/** A live request's entry: its headers as the request had them. */
type LiveEntry = Omit<NewEntry, 'headers' | 'response'> & { headers: IncomingHttpHeaders };

/** Masks a live entry in place, once (the journal's secrets rule: maskSecrets, SECRET_HEADERS). */
function masked(e: Kept) {
  e.headers = maskedHeaders(e.headers as IncomingHttpHeaders);
  e.query = maskSecrets(e.query) as Record<string, unknown>;
  e.body = maskSecrets(e.body);
  delete e.unmasked;
}

/** A response as the journal shows it: parsed and masked when it is whole JSON, else its text (a cut answer stays text). */
function readResponse(text: string | null, cutFrom: number | undefined): unknown {
  if (text === null || text === '') return text === '' ? '' : null;
  if (cutFrom === undefined && /^\s*[[{"]/.test(text)) {
    try {
      return maskSecrets(JSON.parse(text));
    } catch {
      // Not JSON after all (a malformed-json fault): shown as the text it was.
    }
  }
  return text;
}

/** Roughly how much text a request body holds, for the world's cap (strings by length, objects by their JSON). */
const bodyChars = (body: unknown) =>
  body === null || body === undefined ? 0 : typeof body === 'string' ? body.length : (JSON.stringify(body)?.length ?? 0);

/** Password-like fields become "***", token-like ones keep their last 4 characters, at any depth; the rest is copied as it came. */
export function maskSecrets(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskSecrets(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      SECRET_KEY.test(k) ? '***' : TOKEN_KEY.test(k) ? (typeof v === 'string' ? maskToken(v) : '***') : maskSecrets(v, depth + 1),
    ]),
  );
}

const maskToken = (value: string) => (value.length <= 8 ? '***' : `***${value.slice(-4)}`);

/** A request body over the entry cap is kept as a note of its size only. */
function cappedBody(body: unknown): unknown {
  const chars = bodyChars(body);
  return chars > JOURNAL_ENTRY_CHARS ? `[a body of ${chars} characters: the journal keeps ${JOURNAL_ENTRY_CHARS} at most]` : body;
}

function maskedHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw.join(', ') : String(raw);
    out[name] = SECRET_HEADERS.has(name) ? maskToken(value) : value;
  }
  return out;
}

/** What the call itself noted for its journal entry; most requests note only the answer they got. */
type Notes = { understood?: { body: unknown }; forwardedTo?: string; drift?: number; fault?: AppliedFault; response?: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** What the call noted for its journal entry (request-journal.ts); null until it notes something. */
    journalNotes: Notes | null;
  }
}

/**
 * The request's notes, kept on the request itself (a decoration): a WeakMap keyed by request cost a tenth of
 * the fake's own time per call in the CPU profile (README "The fake's speed").
 */
const notesOf = (request: FastifyRequest) => (request.journalNotes ??= {});

/** A catalogue call notes the body it understood (after decryption), for the journal. */
export const noteUnderstoodBody = (request: FastifyRequest, body: unknown) => void (notesOf(request).understood = { body });
/** A pass-through call notes where it went. */
export const noteForwarded = (request: FastifyRequest, target: string) => void (notesOf(request).forwardedTo = target);
/** A pass-through call notes how many ways its answer broke the contract. */
export const noteDrift = (request: FastifyRequest, issues: number) => void (notesOf(request).drift = issues);
/** The fault hook notes the fault that fired on the call. */
export const noteFault = (request: FastifyRequest, fault: AppliedFault) => void (notesOf(request).fault = fault);
/** What the client got, as text (the last note wins: a truncated answer notes itself after the journal's onSend). */
export const noteResponse = (request: FastifyRequest, text: string) => void (notesOf(request).response = text);

/** An answer's payload as text: strings and JSON or text buffers as they are, anything else as a note of what it was. */
function payloadText(payload: unknown, type: unknown): string | null {
  if (payload === null || payload === undefined) return null;
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) {
    return /json|text/.test(String(type ?? '')) ? payload.toString('utf8') : `[${payload.length} bytes of ${String(type ?? 'data')}]`;
  }
  return '[a stream]';
}

/** The backend's own calls (/wps, /lgw, /lotto): the admin API and the front page are not journalled. */
const isPublic = (url: string) => /^\/(wps|lgw|lotto)(\/|$|\?)/.test(url);

/** Notes one request of a world as it ended: with the status sent, or dropped (a fault closed the connection). */
export function journalRequest(request: FastifyRequest, status: number, elapsedMs: number, dropped = false) {
  if (!request.world || !isPublic(request.url)) return;
  const query = request.query && typeof request.query === 'object' ? (request.query as Record<string, unknown>) : {};
  const noted = request.journalNotes;
  // Built as one object, its optional fields only when set: this runs on every public request.
  const entry: LiveEntry = {
    at: request.world.now(),
    method: request.method,
    path: pathOf(request.url),
    query,
    status,
    durationMs: Math.round(elapsedMs * 10) / 10,
    headers: request.headers,
    body: noted?.understood ? noted.understood.body : (request.body ?? null),
  };
  if (dropped) entry.dropped = true;
  if (noted?.fault) entry.fault = noted.fault;
  if (noted?.forwardedTo) entry.forwardedTo = noted.forwardedTo;
  if (noted?.drift) entry.drift = noted.drift;
  request.world.journal.addUnmasked(entry, noted?.response ?? null);
}

/** A request's URL without its query. */
export const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/** Every public request of a world lands in its journal when its answer leaves (faults and errors included), with that answer. */
export function registerJournal(app: FastifyInstance) {
  app.decorateRequest('journalNotes', null);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.world && isPublic(request.url)) {
      const text = payloadText(payload, reply.getHeader('content-type'));
      if (text !== null) noteResponse(request, text);
    }
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    journalRequest(request, reply.statusCode, reply.elapsedTime);
    done();
  });
}
