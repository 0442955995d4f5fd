import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { hasEnvelope, type CallEntry } from './call-entry';
import { wireFailureSchema } from './envelope';

/** One way an answer breaks its call's contract: where in the body, what the contract wants, what came. */
export type DriftIssue = { path: string; expected: string; got: string };

const MAX_ISSUES = 20;

/** A value's kind as a reader says it: string, number, array, null, ...; "missing" for an absent field. */
export function kindOf(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? JSON.stringify(value).slice(0, 60) : kindOf(value);

/** "value.list[0].gameName" from a root and a zod issue path. */
const pathOf = (root: string, parts: readonly PropertyKey[]) =>
  parts.reduce<string>((path, part) => (typeof part === 'number' ? `${path}[${part}]` : `${path}.${String(part)}`), root);

type Issue = z.core.$ZodIssue & { input?: unknown };

/** The part of `input` at a zod issue path. */
const at = (input: unknown, parts: readonly PropertyKey[]) =>
  parts.reduce<unknown>(
    (value, part) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[part] : undefined),
    input,
  );

function issueOf(root: string, issue: Issue, input: unknown): DriftIssue[] {
  const path = pathOf(root, issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return [{ path, expected: issue.expected, got: kindOf(issue.input) }];
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: pathOf(path, [key]), expected: 'no such field', got: 'a field' }));
    case 'invalid_value':
      return [{ path, expected: issue.values.map((v) => JSON.stringify(v)).join(' | '), got: shown(issue.input) }];
    case 'too_small':
      return [{ path, expected: `${issue.origin} of at least ${String(issue.minimum)}`, got: shown(issue.input) }];
    case 'too_big':
      return [{ path, expected: `${issue.origin} of at most ${String(issue.maximum)}`, got: shown(issue.input) }];
    case 'invalid_format':
      return [{ path, expected: issue.format, got: shown(issue.input) }];
    case 'invalid_union':
      return [{ path, expected: `one of ${issue.errors.length} shapes`, got: kindOf(issue.input) }];
    case 'custom':
      // A refinement (at least one of two fields): what is at its path, not the object it was checked on.
      return [{ path, expected: issue.message, got: kindOf(at(input, issue.path)) }];
    default:
      return [{ path, expected: issue.message, got: kindOf(issue.input) }];
  }
}

/** Every way `input` breaks `schema` (the first 20), with paths under `root`; empty when it fits. */
export function schemaDrift(schema: $ZodType, input: unknown, root: string): DriftIssue[] {
  const result = z.safeParse(schema, input, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => issueOf(root, issue as Issue, input)).slice(0, MAX_ISSUES);
}

/**
 * How an answer breaks its call's contract: a /wps success `value` against the call's response schema, a
 * /wps failure against the failure envelope; /lgw answers are raw, so a 2xx body is the value itself and an
 * error's body is the failure envelope (DESIGN "The wire"). `failure` is the envelope a failure must fit:
 * by default what a client takes from any backend (`errorCode` or `code`, envelope.ts); the fake checks its
 * own answers against the stricter `failureSchema`.
 */
export function answerDrift(
  entry: Pick<CallEntry, 'path' | 'response'>,
  answer: unknown,
  status = 200,
  failure: $ZodType = wireFailureSchema,
): DriftIssue[] {
  if (!hasEnvelope(entry)) return status < 300 ? schemaDrift(entry.response, answer, 'body') : schemaDrift(failure, answer, 'body');
  const envelope = answer as { success?: unknown; value?: unknown } | null;
  if (envelope?.success === true) return schemaDrift(entry.response, envelope.value, 'value');
  return schemaDrift(failure, answer, 'body');
}

/** The drift of a raw body: "not JSON" when it does not parse, else answerDrift. */
export function bodyDrift(entry: Pick<CallEntry, 'path' | 'response'>, text: string, status = 200): DriftIssue[] {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return [{ path: 'body', expected: 'JSON', got: 'not JSON' }];
  }
  return answerDrift(entry, answer, status);
}
