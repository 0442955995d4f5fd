import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { fail } from './envelope';
import { HttpError } from './http-error';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The router's limit on one part of a path (a relay name, a game code): Fastify's default. */
export const MAX_PARAM_LENGTH = 100;

type Answer = { status: number; code: string; message: string };
const answer = (status: number, code: string, message: string): Answer => ({ status, code, message });

const codeByStatus: Record<number, string> = {
  400: ErrorCode.MalformedRequest,
  404: ErrorCode.NotFound,
  405: ErrorCode.MethodNotAllowed,
  413: ErrorCode.PayloadTooLarge,
  414: ErrorCode.UriTooLong,
  415: ErrorCode.UnsupportedMediaType,
};

/** Fastify's own refusals in our words: its FST_ codes and messages never leave the fake. */
function fastifyAnswer(error: FastifyError, request: FastifyRequest): Answer {
  const bodyLimit = request.server.initialConfig.bodyLimit;
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return answer(400, ErrorCode.MalformedRequest, 'path: not a valid URL; a "%" must start an escape such as %20 (a literal % is %25)');
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return answer(414, ErrorCode.UriTooLong, `path: a part of the path is longer than ${MAX_PARAM_LENGTH} characters`);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return answer(400, ErrorCode.MalformedJson, 'body: not valid JSON');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return answer(400, ErrorCode.MalformedJson, 'body: empty, but the content-type says JSON');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return answer(400, ErrorCode.MalformedRequest, 'body: its size does not match the Content-Length header');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return answer(413, ErrorCode.PayloadTooLarge, `body: larger than ${bodyLimit} bytes`);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return answer(
        415,
        ErrorCode.UnsupportedMediaType,
        `content-type ${request.headers['content-type'] ?? '(none)'} is not accepted; send application/json`,
      );
  }
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return answer(500, ErrorCode.Internal, 'Internal error in the fake backend');
  return answer(status, codeByStatus[status] ?? ErrorCode.MalformedRequest, STATUS_CODES[status] ?? 'Bad request');
}

/** A request refused by the router before any route or hook (bad %-escapes, a path part over the limit). */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, code, message } = fastifyAnswer(error, request);
  void reply.code(status).send(fail(code, message));
}

/** A request too broken to parse (bad Content-Length, bad headers) still gets the envelope, on the raw socket. */
export function answerUnreadableRequest(error: Error, socket: Socket) {
  if (!socket.writable) return;
  const body = JSON.stringify(fail(ErrorCode.MalformedRequest, `The request could not be read: ${error.message}`));
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Every failure leaves as the envelope with a clear message; never a stack trace or an HTML page. */
export function registerErrorHandling(app: FastifyInstance) {
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const source = route.url
      .replace(/[.]/g, '\\.')
      .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
      .replace(/\*/g, '.*');
    const pattern = new RegExp(`^${source}$`);
    for (const method of [route.method].flat()) routes.push({ method, pattern });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const allowed = methods.filter((m) => routes.some((r) => r.method === m && r.pattern.test(path)));
    if (allowed.length > 0 && !allowed.includes(request.method as (typeof methods)[number])) {
      return reply
        .code(405)
        .header('Allow', allowed.join(', '))
        .send(fail(ErrorCode.MethodNotAllowed, `${request.method} is not allowed on ${path}; use ${allowed.join(', ')}`));
    }
    return reply.code(404).send(fail(ErrorCode.NotFound, `No route ${request.method} ${path}`));
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(fail(error.code, error.message));
    if (error.code?.startsWith('FST_')) {
      const { status, code, message } = fastifyAnswer(error, request);
      if (status === 500) request.log.error({ err: error }, 'fastify error');
      return reply.code(status).send(fail(code, message));
    }
    // A plugin's own client error (4xx) keeps its message; anything else is ours to fix, logged, never shown.
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(fail(ErrorCode.ValidationFailed, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(ErrorCode.Internal, 'Internal error in the fake backend'));
  });
}
