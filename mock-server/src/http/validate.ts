import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { badRequest } from './http-error';

/** Parses input with a contract schema; a failure becomes HTTP 400 naming the field. */
export function parseInput<T extends $ZodType>(schema: T, input: unknown, what = 'body'): output<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const keys = issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.join(', ') : '';
  const path = [what, ...(issue?.path ?? []).map(String)].join('.');
  const detail = issue?.code === 'unrecognized_keys' ? `unknown field ${keys}` : (issue?.message ?? 'invalid');
  throw badRequest(`${path}: ${detail}`);
}
