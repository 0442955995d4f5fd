import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type AppOptions } from '../src/app';

export async function makeApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(options);
  await app.ready();
  return app;
}

/** Injects a request and returns status, headers and the parsed envelope. */
export async function call(app: FastifyInstance, options: InjectOptions) {
  const response = await app.inject(options);
  let body: { success: boolean; errorCode?: string; message?: string; value?: any } | undefined;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  return { status: response.statusCode, headers: response.headers, body, raw: response.body };
}
