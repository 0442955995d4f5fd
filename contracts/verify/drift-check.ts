import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { bodyDrift, type DriftIssue } from '../src/answer-drift';
import type { CallEntry } from '../src/call-entry';
import { catalogue } from '../src/catalogue-all';
import { Header } from '../src/headers';

export type DriftResult =
  | { name: string; path: string; outcome: 'ok' | 'drift' | 'http'; status: number; issues: DriftIssue[] }
  | { name: string; path: string; outcome: 'unreachable'; reason: string };

const TIMEOUT_MS = 15_000;

/**
 * The calls a drift run can make on its own: GETs (safe by HTTP's rule) with no path parameter and no query
 * it must fill, not encrypted, not money (`once`); those that need a token only when one is passed.
 */
export function driftCalls(withToken: boolean): [string, CallEntry][] {
  return Object.entries(catalogue as Record<string, CallEntry>).filter(
    ([, e]) =>
      e.method === 'GET' &&
      !e.path.includes('/:') &&
      !e.encrypted &&
      !e.once &&
      (withToken || !e.token) &&
      (!e.request || z.safeParse(e.request, {}).success),
  );
}

/** Calls one catalogue GET on `baseUrl` and checks its answer against the call's contract. */
export async function checkCall(baseUrl: string, name: string, entry: CallEntry, headers: Headers): Promise<DriftResult> {
  const url = `${baseUrl.replace(/\/+$/, '')}${entry.path}`;
  try {
    const answer = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const issues = bodyDrift(entry, await answer.text(), answer.status);
    const outcome = answer.status >= 300 ? 'http' : issues.length ? 'drift' : 'ok';
    return { name, path: entry.path, outcome, status: answer.status, issues };
  } catch (error) {
    return { name, path: entry.path, outcome: 'unreachable', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** One result as the lines a person reads: OK, DRIFT or HTTP (a status other than 2xx) with one line per issue, or FAIL (no answer). */
export function describeResult(result: DriftResult): string[] {
  const call = `${result.name} (GET ${result.path})`;
  if (result.outcome === 'unreachable') return [`FAIL  ${call}: no answer, ${result.reason}`];
  if (result.outcome === 'ok') return [`OK    ${call}`];
  const head = result.outcome === 'http' ? `HTTP  ${call}: ${result.status}` : `DRIFT ${call}`;
  return [head, ...result.issues.map((i) => `        ${i.path}: expected ${i.expected}, got ${i.got}`)];
}

const USAGE = 'usage: pnpm contracts:drift --base-url http(s)://host[:port] [--header "Name: value"]... [--call NAME]...';

/** The drift run: 0 when every answer keeps its contract, 1 on any drift, HTTP failure or call without an answer, 2 on a usage error. */
export async function runDrift(
  argv: string[],
  print: (line: string) => void = console.log,
  complain: (line: string) => void = console.error,
): Promise<number> {
  let values: { 'base-url'?: string; header?: string[]; call?: string[] };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { 'base-url': { type: 'string' }, header: { type: 'string', multiple: true }, call: { type: 'string', multiple: true } },
    }));
  } catch (error) {
    complain(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const baseUrl = values['base-url'];
  if (!baseUrl || !/^https?:\/\/[^/]/.test(baseUrl)) return (complain(USAGE), 2);
  const headers = new Headers();
  for (const header of values.header ?? []) {
    const at = header.indexOf(':');
    if (at < 1) return (complain(`--header "${header}" is not "Name: value"\n${USAGE}`), 2);
    headers.set(header.slice(0, at).trim(), header.slice(at + 1).trim());
  }
  const runnable = driftCalls(headers.has(Header.Authorization));
  const unknown = (values.call ?? []).filter((name) => !runnable.some(([n]) => n === name));
  if (unknown.length)
    return (complain(`--call ${unknown.join(', ')}: not a GET this run can make (unknown, needs parameters, or needs a token)`), 2);
  const chosen = values.call ? runnable.filter(([name]) => values.call!.includes(name)) : runnable;

  let failed = 0;
  for (const [name, entry] of chosen) {
    const result = await checkCall(baseUrl, name, entry, headers);
    if (result.outcome !== 'ok') failed++;
    for (const line of describeResult(result)) print(line);
  }
  if (!headers.has(Header.Authorization))
    print(`Calls that need a token were left out: pass --header "${Header.Authorization}: <token>" to check them.`);
  print(
    failed
      ? `\n${failed} of ${chosen.length} calls broke their contract, failed or got no answer at ${baseUrl}.`
      : `\nEvery one of ${chosen.length} calls kept its contract at ${baseUrl}.`,
  );
  return failed ? 1 : 0;
}
