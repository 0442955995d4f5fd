import type * as z from 'zod/mini';
import type { WhitelabelFlag } from './whitelabel';

export type CallEntry = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Whitelabel module that gates the call, when one does; a list when each of them must be on. */
  modId?: WhitelabelFlag | readonly WhitelabelFlag[];
  token: boolean;
  encrypted: boolean;
  /** Whether the client shows a failure in a dialog. */
  alert: boolean;
  /** What the caller sends: the query of GET and DELETE, the body of POST and PUT (see requestIn); for an encrypted call, the payload before encryption. */
  request?: z.ZodMiniType;
  /** The body is form-encoded rather than JSON (forgot-by-email, spec 01 section 7). */
  formEncoded?: boolean;
  /** The body is multipart/form-data: the request schema checks its text fields; its files are the call's own rule (e.g. proof images). */
  multipart?: boolean;
  response: z.ZodMiniType;
  /** Moves money or points: the client sends an Idempotency-Key and the server takes each key once (idempotency.ts). */
  once?: true;
  /**
   * The same call at a second method and path, where the specs read it two ways: the fake serves both with
   * one handler, the client sends `method path`. The request, if any, travels the same way at both.
   */
  alias?: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };
};

/** A call's places on the wire: its own, then its alias if it has one. */
export const placesOf = (entry: Pick<CallEntry, 'method' | 'path' | 'alias'>) =>
  entry.alias ? [{ method: entry.method, path: entry.path }, entry.alias] : [{ method: entry.method, path: entry.path }];

/** An entry without its schemas: enough to send the call (catalogue-routes.ts). */
export type CallRoute = Omit<CallEntry, 'request' | 'response'>;

type In<M> = M extends 'GET' | 'DELETE' ? 'query' : 'body';
export type RequestIn<E extends Pick<CallEntry, 'method'>> = In<E['method']>;

/** Where a call's request travels: derived from the method, so an entry cannot contradict itself. */
export const requestIn = <E extends Pick<CallEntry, 'method'>>(entry: E) =>
  (entry.method === 'GET' || entry.method === 'DELETE' ? 'query' : 'body') as RequestIn<E>;

/** The modules that must all be on for the call to answer; empty when nothing gates it. */
export const gateOf = (entry: Pick<CallEntry, 'modId'>): readonly WhitelabelFlag[] =>
  entry.modId === undefined ? [] : typeof entry.modId === 'string' ? [entry.modId] : entry.modId;

/** /lgw and /lotto/lgw answer the raw value, every other path the envelope (spec 04, "Transport"). */
export const hasEnvelope = (entry: Pick<CallEntry, 'path'>) => !/^\/(lotto\/)?lgw\//.test(entry.path);
