import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PROVIDER_STATES_DOC } from '@portal/contracts/pact-files';
import { documentedStates, pactInteractions, providerStatesDoc, providerStatesMarkdown } from '../../src/admin/provider-states-doc';
import { checked, param, plain } from '../../src/platform/pact-params';

describe('contracts/PROVIDER-STATES.md', () => {
  it('is exactly what pnpm contracts:states writes from the handlers and pacts of today', async () => {
    expect(existsSync(PROVIDER_STATES_DOC), 'contracts/PROVIDER-STATES.md is missing: run pnpm contracts:states').toBe(true);
    const committed = readFileSync(PROVIDER_STATES_DOC, 'utf8');
    // A diff means a handler, its summary or params, or the pacts changed since the file was written.
    expect(committed, 'contracts/PROVIDER-STATES.md is out of date: run pnpm contracts:states').toBe(await providerStatesDoc());
  });

  it('has a handler with a one-line description for every state the pacts name', () => {
    const states = documentedStates();
    const named = new Set(pactInteractions().flatMap((i) => i.providerStates?.map((s) => s.name) ?? []));
    expect(named.size).toBeGreaterThan(0);
    for (const name of named) {
      expect(Object.hasOwn(states, name), `no handler for "${name}"`).toBe(true);
      const summary = states[name]!.summary;
      expect(summary, `the summary of "${name}"`).toMatch(/^\S.{19,}[.)]$/);
      expect(summary, `the summary of "${name}" is one line`).not.toMatch(/\n/);
    }
  });

  it('documents a state with its params as its schema checks them and the interactions that use it', () => {
    const states = {
      'a deposit is waiting': checked(
        'Player `username` has a deposit waiting.',
        { username: param.username, amount: param.amount, kind: param.oneOf(['A', 'B']), days: param.whole(0, 7) },
        async () => undefined,
      ),
      'nothing is used': plain('Nothing happens here.', async () => undefined),
    };
    const markdown = providerStatesMarkdown(states, [
      {
        pact: 'p.json',
        description: 'a request for the | orders',
        providerStates: [{ name: 'a deposit is waiting', params: { amount: 5 } }],
        request: { method: 'GET', path: '/wps/orders' },
      },
    ]);
    expect(markdown).toContain('## a deposit is waiting\n\nPlayer `username` has a deposit waiting.');
    expect(markdown).toContain('| `username` | string | 1 to 40 characters | no |');
    expect(markdown).toContain('| `amount` | number | above 0, at most 10000000; money, at most two decimals | no |');
    expect(markdown).toContain('| `kind` | string | one of `A`, `B` | no |');
    expect(markdown).toContain('| `days` | whole number | 0 to 7 | no |');
    expect(markdown).toContain('| a request for the \\| orders | `GET /wps/orders` | `{"amount":5}` |');
    expect(markdown).toContain('## nothing is used\n\nNothing happens here.\n\nParams: none.');
    expect(markdown).toContain('No interaction of the pacts uses it today.');
  });
});
