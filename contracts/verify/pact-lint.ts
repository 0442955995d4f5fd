import { readFileSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decryptPayload, ENCRYPTION_SCHEME, importPrivateKey } from '../src/crypto/payload-cipher';
import { SPEC_FORMATS, SPEC_VALUES, type SpecValue } from './pact-spec-values';

/**
 * A pact pins what the client reads and no more (issue 23): a real backend must pass it without the client
 * noticing a difference. So a response may pin by regex only a format a spec states, and by equality only a
 * value a spec names, one the request or the provider state gives the backend, or the name of a failure.
 */

type Rule = { match: string; regex?: string; value?: unknown; variants?: { index: number; rules: Rules }[] };
type Rules = Record<string, { matchers: Rule[] }>;
type Part = {
  body?: { content?: unknown; contentType?: string; encoded?: string | boolean };
  headers?: Record<string, string[]>;
  matchingRules?: { body?: Rules };
  path?: string;
  query?: Record<string, string[]>;
};
export type Interaction = {
  description: string;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
  request: Part;
  response: Part & { status?: number };
};
export type Finding = { file: string; description: string; path: string; why: string };
type Segment = string | number;

/** What the backend is given: the request (path, query, JSON or form body) and the provider states' params. */
type Given = { strings: Set<string>; numbers: Map<string, Set<number>> };

/** The failure codes the contracts declare (each a quoted literal in contracts/src). */
const SRC = fileURLToPath(new URL('../src/', import.meta.url));
export const declaredCodes = () =>
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => readFileSync(SRC + f, 'utf8'))
    .join('\n');

const parseKey = (key: string): Segment[] =>
  [...key.slice(1).matchAll(/\.([^.[\]]+)|\['([^']*)'\]|\[(\d+|\*)\]/g)].map(([, dot, quoted, index]) =>
    index === undefined ? (dot ?? quoted)! : index === '*' ? '*' : Number(index),
  );

/** The rule pact applies at a path: its own, else its nearest ancestor's (a type matcher reaches down). */
function ruleAt(rules: Rules, path: Segment[]): Rule[] | undefined {
  let best: { length: number; matchers: Rule[] } | undefined;
  for (const [key, { matchers }] of Object.entries(rules)) {
    const segs = parseKey(key);
    const fits = segs.length <= path.length && segs.every((s, i) => s === '*' || s === path[i]);
    if (fits && (!best || segs.length > best.length)) best = { length: segs.length, matchers };
  }
  return best?.matchers;
}

/** The plaintext of a sealed request (the development key opens the pacts' examples), else the body as sent. */
async function opened(part: Part, privateKey?: CryptoKey): Promise<unknown> {
  const content = part.body?.content;
  const headers = Object.fromEntries(Object.entries(part.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v[0]]));
  if (!privateKey || headers.encryption !== ENCRYPTION_SCHEME) return content;
  return (await decryptPayload(privateKey, content, headers)).payload;
}

/** The text fields of a form or multipart body (files left out). */
function formFields(part: Part, content: string): [string, string][] {
  if (!part.body?.contentType?.startsWith('multipart/')) return [...new URLSearchParams(content)];
  const text = part.body.encoded === 'base64' ? Buffer.from(content, 'base64').toString('latin1') : content;
  return [...text.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)].map(([, k, v]) => [k!, v!]);
}

async function given(interaction: Interaction, privateKey?: CryptoKey): Promise<Given> {
  const strings = new Set<string>();
  const numbers = new Map<string, Set<number>>();
  const add = (key: string, value: unknown) => {
    if (typeof value === 'string') {
      strings.add(value);
      if (value.trim() !== '' && !Number.isNaN(Number(value))) add(key, Number(value));
    } else if (typeof value === 'number') numbers.set(key, (numbers.get(key) ?? new Set()).add(value));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(Array.isArray(value) ? key : k, v);
  };
  const { request } = interaction;
  for (const seg of (request.path ?? '').split('/').filter(Boolean)) strings.add(decodeURIComponent(seg));
  for (const [k, vs] of Object.entries(request.query ?? {})) for (const v of vs) add(k, v);
  const content = await opened(request, privateKey);
  if (typeof content === 'string') for (const [k, v] of formFields(request, content)) add(k, v);
  else add('', content);
  for (const state of interaction.providerStates ?? []) add('', state.params ?? {});
  return { strings, numbers };
}

const fieldOf = (path: Segment[]) => path.findLast((s): s is string => typeof s === 'string') ?? '$';
const specFor = (field: string) => SPEC_VALUES.filter((v) => v.fields.includes(field));
/** A spec's word in any case, with `_` or `-` for a space ("in process" is IN_PROCESS on the wire). */
const word = (text: string) => text.toLowerCase().replace(/[_-]/g, ' ');
const same = (spec: unknown, value: unknown) =>
  typeof spec === 'string' && typeof value === 'string' ? word(spec) === word(value) : spec === value;
const lists = (spec: SpecValue, value: unknown) => spec.values.some((v) => same(v, value));
const named = (field: string, value: unknown): SpecValue | undefined => specFor(field).find((v) => lists(v, value));
const show = (path: Segment[]) => `$${path.map((s) => (typeof s === 'number' ? `[${s}]` : `.${s}`)).join('')}`;
/** `^(A|B|C)$` or `^A$` of plain words: a list of values rather than a format. */
const enumOf = (regex: string) => /^\^\(?([\w.-]*(?:\|[\w.-]*)*)\)?\$$/.exec(regex)?.[1]?.split('|');

/** Whether an equality on this value pins something other than the fake's own choice. */
function equalityAllowed(failed: boolean, path: Segment[], value: unknown, known: Given, codes: string): boolean {
  const field = fieldOf(path);
  if (named(field, value)) return true;
  if (value === null ? false : typeof value === 'object') return Object.keys(value as object).length === 0; // an empty list or map: what the state sets up
  if (failed && path.length === 1 && (field === 'code' || field === 'errorCode'))
    return typeof value === 'string' && codes.includes(`'${value}'`);
  if (typeof value === 'string') return known.strings.has(value);
  if (typeof value === 'number') return known.numbers.get(field)?.has(value) ?? false;
  return false;
}

function* leaves(value: unknown, path: Segment[] = []): Generator<[Segment[], unknown]> {
  const entries = Array.isArray(value)
    ? value.map((v, i) => [i, v] as const)
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  if (entries.length === 0) yield [path, value];
  for (const [k, v] of entries) yield* leaves(v, [...path, k]);
}

function* check(
  failed: boolean,
  part: unknown,
  rules: Rules,
  known: Given,
  codes: string,
  at: Segment[] = [],
): Generator<Omit<Finding, 'file' | 'description'>> {
  for (const [key, { matchers }] of Object.entries(rules)) {
    for (const m of matchers.filter((r) => r.match === 'arrayContains')) {
      const list = parseKey(key).reduce<unknown>((v, s) => (v as Record<string, unknown> | undefined)?.[s], part);
      for (const variant of m.variants ?? [])
        yield* check(failed, (list as unknown[])[variant.index], variant.rules, known, codes, [...at, ...parseKey(key), variant.index]);
    }
  }
  for (const [path, value] of leaves(part)) {
    const where = show([...at, ...path]);
    const field = fieldOf([...at, ...path]);
    const own = ruleAt(rules, path) ?? [{ match: 'equality' }];
    if (own.some((r) => r.match === 'arrayContains')) continue;
    for (const rule of own) {
      if (rule.match === 'regex') {
        const values = enumOf(rule.regex!);
        if (SPEC_FORMATS.some((f) => f.regex === rule.regex)) continue;
        if (!values) {
          yield {
            path: where,
            why: `regex ${rule.regex} pins a format no spec states (a type matcher, or add the format to SPEC_FORMATS with its spec line)`,
          };
          continue;
        }
        const spec = specFor(field).find((s) => values.every((v) => lists(s, v)));
        const refused = spec?.values.filter((v) => !values.some((value) => same(v, value))) ?? [];
        if (!spec) {
          const unlisted = values.filter((v) => !named(field, v));
          yield {
            path: where,
            why: `regex ${rule.regex} lists ${unlisted.join(', ') || 'values'} no one spec list for "${field}" holds (a type matcher)`,
          };
        } else if (refused.length)
          yield { path: where, why: `regex ${rule.regex} refuses ${refused.join(', ')}, which ${spec.ref} lists for "${field}"` };
      } else if (rule.match === 'include') {
        if (!named(field, rule.value) && !known.strings.has(String(rule.value)))
          yield { path: where, why: `include "${String(rule.value)}" pins a text no spec names and the request does not give` };
      } else if (rule.match === 'equality' && !equalityAllowed(failed, [...at, ...path], value, known, codes)) {
        yield {
          path: where,
          why: `equality on ${JSON.stringify(value)}, a value no spec names for "${field}" and neither the request nor the provider state gives (a type matcher)`,
        };
      }
    }
  }
}

export type LintOptions = { file?: string; codes?: string; privateKey?: CryptoKey };

/** Every response value of an interaction that pins more than the client reads. */
export async function lintInteraction(interaction: Interaction, { file = 'pact', codes = declaredCodes(), privateKey }: LintOptions = {}) {
  const body = interaction.response.body?.content;
  const rules = interaction.response.matchingRules?.body ?? {};
  const known = await given(interaction, privateKey);
  // A failure: HTTP 4xx/5xx, or an envelope saying success false (spec 03:9, 04:10).
  const failed = (interaction.response.status ?? 200) >= 400 || (body as { success?: unknown } | null)?.success === false;
  return [...check(failed, body, rules, known, codes)].map((f): Finding => ({ file, description: interaction.description, ...f }));
}

/** The development key pair the pacts' encrypted examples are sealed with (fixtures/keys). */
export const DEV_KEYS = fileURLToPath(new URL('../../fixtures/keys/dev-key-pair.json', import.meta.url));

export async function lintPactFile(path: string, keysFile = DEV_KEYS): Promise<Finding[]> {
  const pact = JSON.parse(readFileSync(path, 'utf8')) as { interactions: Interaction[] };
  const keys = JSON.parse(readFileSync(keysFile, 'utf8')) as { privateKeyPkcs8: string };
  const options = { file: basename(path), codes: declaredCodes(), privateKey: await importPrivateKey(keys.privateKeyPkcs8) };
  return (await Promise.all(pact.interactions.map((i) => lintInteraction(i, options)))).flat();
}

export const describeFinding = (f: Finding) => `${f.file} › "${f.description}" › ${f.path}: ${f.why}`;
