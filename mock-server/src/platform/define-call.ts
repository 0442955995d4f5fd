import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type * as z from 'zod/mini';
import { catalogue, hasEnvelope, placesOf, relayPath, requestIn, type CallEntry, type Failure, type RequestIn } from '@portal/contracts';
import { requireUser } from '../identity/session-auth';
import type { User } from '../identity/users';
import { decryptBody } from './encrypted-body';
import { readMultipart, registerMultipart, type UploadedFile } from './multipart-body';
import { noteUnderstoodBody } from './request-journal';
import { onceOnly } from './once-only';
import { fail, type Success } from './envelope';
import { HttpError } from './http-error';
import { closedModule, moduleDisabled } from './module-gate';
import { checkAnswer } from './response-check';
import { parseInput } from './validate';

type Input<E extends CallEntry> = E extends { request: infer Q extends z.ZodMiniType } ? { [K in RequestIn<E>]: z.output<Q> } : unknown;
type Caller<E extends CallEntry> = E['token'] extends true ? { user: User; token: string } : unknown;

type Files<E extends CallEntry> = E['multipart'] extends true ? { files: UploadedFile[] } : unknown;
export type CallContext<E extends CallEntry> = { request: FastifyRequest; reply: FastifyReply } & Input<E> & Caller<E> & Files<E>;
export type CallAnswer<E extends CallEntry> = Success<z.input<E['response']>> | Failure;
export type CallHandler<E extends CallEntry> = (context: CallContext<E>) => CallAnswer<E> | Promise<CallAnswer<E>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether every answer of a catalogue call is checked against its contract (AppOptions.checkResponses). */
    checkResponses: boolean;
  }
}

const names = new Map<CallEntry, string>(Object.entries(catalogue).map(([name, entry]) => [entry, name]));
const RELAY_PREFIX = relayPath('');
const callers = new WeakMap<FastifyRequest, { user: User; token: string }>();

/**
 * Registers a catalogue call as a route and applies its rules in one place, in this order: the token
 * (401, or the call's sessionRefusal, before the body is read), decryption, the module gate (MODULE_DISABLED), the request schema
 * (400 naming the field), the Idempotency-Key of a money call (once-only.ts); then the handler, whose answer is
 * checked against the contract when asked.
 */
export type CallOptions = {
  /**
   * A call without a live session answers this business failure (HTTP 200, success false) instead of 401: the
   * launches say `login.not.session` (spec 04, "Other").
   */
  sessionRefusal?: string;
};

export function defineCall<E extends CallEntry>(app: FastifyInstance, entry: E, handler: CallHandler<E>, options: CallOptions = {}) {
  const call = placesOf(entry)
    .map((p) => `${p.method} ${p.path}`)
    .join(', ');
  const label = names.has(entry) ? `${names.get(entry)} (${call})` : call;
  const where = requestIn(entry);
  // A relayed call that takes nothing may come with no body at all.
  const missing = entry.path.startsWith(RELAY_PREFIX) ? {} : undefined;
  // Known when the route is made, not looked up per request.
  const enveloped = hasEnvelope(entry);
  // An alias is the same call at another place (call-entry.ts): one handler answers both.
  for (const { method, path } of placesOf(entry)) {
    const withParams = path.includes('/:');
    const route: RouteOptions = {
      method,
      url: path,
      ...(entry.token && {
        onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
          try {
            callers.set(request, requireUser(request));
          } catch (error) {
            if (!(options.sessionRefusal && error instanceof HttpError && error.statusCode === 401)) throw error;
            return reply.send(fail(options.sessionRefusal, error.message));
          }
        },
      }),
      handler: async (request, reply) => {
        // A ":name" part of the path is a request field like the query's (catalogue-lottery.ts).
        const query = withParams ? { ...(request.query as object), ...(request.params as object) } : request.query;
        const upload = entry.multipart ? await readMultipart(request) : undefined;
        const sent = entry.encrypted
          ? await decryptBody(request)
          : upload
            ? upload.fields
            : where === 'body'
              ? (request.body ?? missing)
              : query;
        if (entry.encrypted) noteUnderstoodBody(request, sent);
        if (upload)
          noteUnderstoodBody(request, {
            ...upload.fields,
            files: upload.files.map((f) => ({ field: f.field, filename: f.filename, mimetype: f.mimetype, bytes: f.data.length })),
          });
        const closed = closedModule(entry, request.world);
        if (closed) return moduleDisabled(closed);
        const input = entry.request ? { [where]: parseInput(entry.request, sent, where) } : {};
        const context = { request, reply, ...input, ...callers.get(request), ...(upload && { files: upload.files }) } as CallContext<E>;
        const caller = callers.get(request);
        const answer =
          entry.once && caller
            ? await onceOnly(request, reply, { userId: caller.user.id, call: label, sent: input }, () => handler(context))
            : await handler(context);
        if (enveloped) {
          if (app.checkResponses) checkAnswer(label, entry, answer);
          return answer;
        }
        // /lgw answers the value itself; a failure has no envelope to travel in, so it is an HTTP error with the failure body.
        if (!answer.success) return reply.code(answer.errorCode.endsWith('NOT_FOUND') ? 404 : 400).send(answer);
        if (app.checkResponses) checkAnswer(label, entry, answer.value);
        return answer.value;
      },
    };
    // A multipart call gets @fastify/multipart in a scope of its own: the plugin's onRequest and onResponse hooks
    // (a close listener and temp-file clean-up on every request) then run on these routes only.
    if (entry.multipart) void app.register(async (scope) => registerMultipart(scope).then(() => void scope.route(route)));
    else app.route(route);
  }
}
