import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import * as z from 'zod/mini';
import { format, resolveConfig } from 'prettier';
import { pactFiles, PROVIDER_STATES_DOC } from '@portal/contracts/pact-files';
import type { StateHandler } from '../platform/pact-params';
import type { World } from '../platform/world';
import { pactStates } from './pact-state-handlers';

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  description?: string;
};
type Interaction = {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: { method: string; path: string };
};
export type PactUse = Interaction & { pact: string };

/** The states with their summaries and params, built on no world: the doc never runs a handler. */
export const documentedStates = (): Record<string, StateHandler> =>
  pactStates((): World => {
    throw new Error('the provider-state documentation runs no state');
  });

/** Every interaction of the committed pacts, with the file it comes from. */
export const pactInteractions = (files = pactFiles()): PactUse[] =>
  files.flatMap((file) =>
    (JSON.parse(readFileSync(file, 'utf8')) as { interactions: Interaction[] }).interactions.map((i) => ({ ...i, pact: basename(file) })),
  );

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
// Beyond a safe integer is no bound a backend engineer needs to read (an int with a refinement only).
const bound = (n: number | undefined) => (n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER ? undefined : n);

function rangeOf(json: JsonSchema, low: number | undefined, high: number | undefined): string {
  const above = json.exclusiveMinimum !== undefined;
  const below = json.exclusiveMaximum !== undefined;
  if (low !== undefined && high !== undefined && !above && !below) return `${low} to ${high}`;
  const from = low === undefined ? '' : `${above ? 'above' : 'at least'} ${low}`;
  const to = high === undefined ? '' : `${below ? 'below' : 'at most'} ${high}`;
  return [from, to].filter(Boolean).join(', ');
}

/** A param's type and range in words, from its zod schema's JSON Schema. */
function describeParam(schema: z.ZodMiniType): { type: string; range: string } {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any' }) as JsonSchema;
  const parts: string[] = [];
  if (json.enum) parts.push(`one of ${json.enum.map((v) => code(String(v))).join(', ')}`);
  if (json.minLength !== undefined || json.maxLength !== undefined)
    parts.push(`${json.minLength ?? 0} to ${json.maxLength ?? 'any number of'} characters`);
  const low = bound(json.minimum) ?? bound(json.exclusiveMinimum);
  const high = bound(json.maximum) ?? bound(json.exclusiveMaximum);
  if (low !== undefined || high !== undefined) parts.push(rangeOf(json, low, high));
  if (json.description) parts.push(json.description);
  const type = json.type === 'integer' ? 'whole number' : (json.type ?? 'any');
  return { type, range: parts.join('; ') || 'any' };
}

function paramsTable(shape: StateHandler['params']): string[] {
  const names = Object.keys(shape);
  if (names.length === 0) return ['Params: none.'];
  const required = new Set((z.toJSONSchema(z.strictObject(shape), { unrepresentable: 'any' }) as { required?: string[] }).required ?? []);
  return [
    '| param | type | range | required |',
    '| --- | --- | --- | --- |',
    ...names.map((name) => {
      const { type, range } = describeParam(shape[name]!);
      return `| ${code(name)} | ${type} | ${cell(range)} | ${required.has(name) ? 'yes' : 'no'} |`;
    }),
  ];
}

function interactionsTable(name: string, uses: PactUse[]): string[] {
  if (uses.length === 0) return ['No interaction of the pacts uses it today.'];
  return [
    '| interaction | request | params given |',
    '| --- | --- | --- |',
    ...uses.map((use) => {
      const params = use.providerStates!.find((s) => s.name === name)?.params;
      const given = params && Object.keys(params).length > 0 ? code(JSON.stringify(params)) : 'none';
      return `| ${cell(use.description)} | ${code(`${use.request.method} ${use.request.path}`)} | ${cell(given)} |`;
    }),
  ];
}

// GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens.
const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');

/** contracts/PROVIDER-STATES.md as Markdown, unformatted: one section per state the handlers know. */
export function providerStatesMarkdown(states: Record<string, StateHandler>, interactions: PactUse[]): string {
  const names = Object.keys(states).sort();
  const pacts = [...new Set(interactions.map((i) => i.pact))].sort();
  const usesOf = (name: string) =>
    interactions
      .filter((i) => i.providerStates?.some((s) => s.name === name))
      .sort((a, b) => compare(a.description, b.description) || compare(a.pact, b.pact));
  const lines = [
    '# Provider states',
    '',
    '<!-- Generated by `pnpm contracts:states` (mock-server/scripts/provider-states.ts); do not edit by hand. -->',
    '',
    `Every provider state the pacts (${pacts.map((p) => code(`pacts/${p}`)).join(', ')}) name, for a backend team that verifies ` +
      'against them (`pnpm pact:verify`, root README). A backend sets each state up behind its states URL, which takes ' +
      '`{ state, params, action }` (`setup`, then `teardown`) and answers the values the state names as a JSON map ' +
      '(the interactions put them in their requests). The states of one interaction add up in the order listed; ' +
      'nothing of one interaction may leak into the next.',
    '',
    'Each description is the `summary` beside its handler in the fake (`mock-server/src/admin/pact-state-handlers.ts`, ' +
      '`mock-server/src/*/pact-states.ts`); the params come from the zod schema the fake checks them with. ' +
      'Every param is optional: a state given none keeps the defaults its description names. ' +
      'A param out of its range is refused with HTTP 400 naming it (`params.amount: …`).',
    '',
    ...names.map((name) => `- [${name}](#${anchor(name)})`),
  ];
  for (const name of names) {
    const state = states[name]!;
    const uses = usesOf(name);
    lines.push('', `## ${name}`, '', state.summary, '', ...paramsTable(state.params), '', `Used by ${uses.length} interaction(s):`, '');
    lines.push(...interactionsTable(name, uses));
  }
  return `${lines.join('\n')}\n`;
}

/** The document as committed: generated, then formatted by the repository's Prettier. */
export async function providerStatesDoc(): Promise<string> {
  const markdown = providerStatesMarkdown(documentedStates(), pactInteractions());
  const options = await resolveConfig(PROVIDER_STATES_DOC);
  return format(markdown, { ...options, filepath: PROVIDER_STATES_DOC });
}
