import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { catalogue, gateOf, hasEnvelope, type CallEntry } from '@portal/contracts';
import { openApiPath } from '../../src/admin/openapi';
import { makeApp } from '../helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

type Operation = {
  security?: Record<string, string[]>[];
  'x-module'?: string | string[];
  'x-encrypted'?: boolean;
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

const entries = Object.entries(catalogue) as [string, CallEntry][];
let doc: Document;
beforeAll(async () => {
  doc = (await app.inject({ method: 'GET', url: '/__admin/openapi.json' })).json();
});
const operationOf = (entry: CallEntry) => doc.paths[openApiPath(entry.path)]?.[entry.method.toLowerCase()];

describe('the OpenAPI document the fake serves', () => {
  it('is OpenAPI 3.1 with the token scheme and the failure envelope among its components', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.schemas.Failure).toMatchObject({ type: 'object' });
    expect(doc.components.schemas.WhitelabelNode).toMatchObject({ type: 'object' });
  });

  it.each(entries)('describes %s at its method and path, with its answer in the envelope or raw for /lgw', (_name, entry) => {
    const operation = operationOf(entry);
    expect(operation).toBeDefined();
    const answer = operation!.responses['200'] as { description: string; content?: Record<string, { schema: object }> };
    if (hasEnvelope(entry)) expect(JSON.stringify(answer.content?.['application/json']?.schema)).toContain('"value"');
    else expect(answer.description).toBe('The value itself, with no envelope');
    expect(operation!['x-encrypted']).toBe(entry.encrypted);
  });

  it.each(entries.filter(([, e]) => e.request))('gives %s its request schema, in the body or the query', (_name, entry) => {
    const operation = operationOf(entry)!;
    if (entry.method === 'GET' || entry.method === 'DELETE') {
      expect(operation.parameters?.filter((p) => p.in === 'query').length).toBeGreaterThan(0);
    } else {
      const [content] = Object.values(operation.requestBody?.content ?? {});
      expect(Object.keys(content?.schema ?? {}).length).toBeGreaterThan(0);
    }
  });

  it('lists the seal headers of every encrypted call and the Idempotency-Key of every money call, and of no other', () => {
    for (const [name, entry] of entries) {
      const headers = (operationOf(entry)!.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      const seal = ['Encryption', 'X-RSA', 'X-Digest', 'X-Nonce', 'X-Timestamp'];
      expect({ name, headers }).toEqual({
        name,
        headers: [...(entry.encrypted ? seal : []), ...(entry.once ? ['Idempotency-Key'] : [])],
      });
    }
    expect(operationOf(catalogue.walletTransfer)!.responses).toHaveProperty('422');
  });

  it('puts a path part of a call in the path, as {name}', () => {
    const pastDraws = doc.paths['/lgw/draw/{gameId}']?.get;
    expect(pastDraws?.parameters?.find((p) => p.name === 'gameId')).toMatchObject({ in: 'path', required: true });
    expect(pastDraws?.parameters?.find((p) => p.name === 'page')).toMatchObject({ in: 'query' });
  });

  it('asks for the token on token calls only', () => {
    for (const [, entry] of entries) expect(operationOf(entry)!.security).toEqual(entry.token ? [{ token: [] }] : []);
  });

  it('names the gate of every gated call in x-module', () => {
    for (const [, entry] of entries.filter(([, e]) => gateOf(e).length > 0)) {
      expect([operationOf(entry)!['x-module']].flat()).toEqual(gateOf(entry));
    }
    expect(operationOf(catalogue.memberLanguage)!['x-module']).toBe('COMM3');
  });

  it('documents the form-encoded body of forgot-by-email as a form', () => {
    expect(Object.keys(operationOf(catalogue.forgotByEmail)!.requestBody!.content)).toEqual(['application/x-www-form-urlencoded']);
  });
});

describe('the docs page', () => {
  it('answers HTML at /__admin/docs', async () => {
    const page = await app.inject({ method: 'GET', url: '/__admin/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/__admin/docs/static/swagger-ui-bundle.js');
  });

  it('serves Swagger UI assets from the package, with no internet', async () => {
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-initializer.js']) {
      const response = await app.inject({ method: 'GET', url: `/__admin/docs/static/${asset}` });
      expect(response.statusCode, asset).toBe(200);
    }
    const page = await app.inject({ method: 'GET', url: '/__admin/docs' });
    expect(page.body).not.toMatch(/(src|href)="https?:/);
  });

  it('shows Swagger UI the same document as /__admin/openapi.json', async () => {
    expect((await app.inject({ method: 'GET', url: '/__admin/docs/json' })).json()).toEqual(doc);
  });

  it('is linked from the QA console', async () => {
    const console = await app.inject({ method: 'GET', url: '/__admin' });
    expect(console.body).toContain('href="/__admin/docs"');
    expect(console.body).toContain('href="/__admin/openapi.json"');
  });
});
