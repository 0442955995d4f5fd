import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { badRequest } from './http-error';

/** Why input breaks a schema, as "root.path.to.field: reason", or null when it fits. */
export function issueOf(schema: $ZodType, input: unknown, root: string): string | null {
  const result = z.safeParse(schema, input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  const keys = issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.join(', ') : '';
  const path = [root, ...(issue?.path ?? []).map(String)].join('.');
  const detail = issue?.code === 'unrecognized_keys' ? `unknown field ${keys}` : (issue?.message ?? 'invalid');
  return `${path}: ${detail}`;
}

/** Parses input with a contract schema; a failure becomes HTTP 400 naming the field. */
export function parseInput<T extends $ZodType>(schema: T, input: unknown, what = 'body'): output<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  throw badRequest(issueOf(schema, input, what) ?? `${what}: invalid`);
}
