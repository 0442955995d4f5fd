import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { pactFiles, verifyProvider } from '@portal/contracts/verify';
import { devKeyPair } from '@portal/fixtures';
import { buildApp } from '../../src/app';
import { resetBeforeEach, stateHandlersFor } from '../../src/admin/pact-state-handlers';

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await buildApp();
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('provider verification of the committed pacts against a live fake', () => {
  it('has a state handler for every provider state the pacts name', () => {
    const handlers = stateHandlersFor(app);
    const states = pactFiles().flatMap((file) =>
      (JSON.parse(readFileSync(file, 'utf8')) as { interactions: { providerStates?: { name: string }[] }[] }).interactions.flatMap(
        (i) => i.providerStates?.map((s) => s.name) ?? [],
      ),
    );
    expect(states.length).toBeGreaterThan(0);
    for (const state of new Set(states)) expect(Object.keys(handlers)).toContain(state);
  });

  it('honours every interaction', async () => {
    await expect(
      verifyProvider({ baseUrl, stateHandlers: stateHandlersFor(app), beforeEach: resetBeforeEach(app), sealingKeys: devKeyPair }),
    ).resolves.toBeDefined();
  });
});

describe('the command backend teams run', () => {
  it('passes against a live fake through its provider-state URL, with no in-process handlers', async () => {
    const live = await buildApp();
    const url = await live.listen({ port: 0, host: '127.0.0.1' });
    await expect(
      verifyProvider({ baseUrl: url, providerStatesSetupUrl: `${url}/__admin/pact-state`, sealingKeys: devKeyPair }),
    ).resolves.toBeDefined();
    await live.close();
  });
});

describe('the verification has teeth', () => {
  it('fails when the provider answers another shape than the pacts pin', async () => {
    const broken = await buildApp({ scenario: 'maintenance' });
    const url = await broken.listen({ port: 0, host: '127.0.0.1' });
    // No state handlers: the "running normally" interactions meet a site in maintenance.
    const noop = Object.fromEntries(Object.keys(stateHandlersFor(broken)).map((k) => [k, async () => undefined]));
    await expect(verifyProvider({ baseUrl: url, stateHandlers: noop })).rejects.toThrow();
    await broken.close();
  });
});
