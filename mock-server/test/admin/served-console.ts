import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { makeApp } from '../helpers';

/**
 * The QA console page as a fake of the file's own serves it, read once before the file's tests (the console sections'
 * tests run their scripts over it). `served.page` holds the HTML once the file's tests start.
 */
export function servedConsole() {
  const served = { page: '' };
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await makeApp();
    served.page = (await app.inject({ method: 'GET', url: '/__admin' })).body;
  });
  afterAll(() => app.close());
  return served;
}
