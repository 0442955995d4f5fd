import type { FastifyError, FastifyInstance } from 'fastify';
import { ErrorCode } from '@portal/contracts';
import { fail } from './envelope';
import { HttpError } from './http-error';

const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

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
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(fail(ErrorCode.MalformedJson, `body: ${error.message}`));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(fail(ErrorCode.PayloadTooLarge, `body: larger than ${app.initialConfig.bodyLimit} bytes`));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply
          .code(415)
          .send(fail(ErrorCode.UnsupportedMediaType, `content-type ${request.headers['content-type'] ?? '(none)'} is not accepted`));
    }
    if (error instanceof SyntaxError) return reply.code(400).send(fail(ErrorCode.MalformedJson, `body: ${error.message}`));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send(fail(ErrorCode.ValidationFailed, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail(ErrorCode.Internal, 'Internal error in the fake backend'));
  });
}
