import type { z } from 'zod';
import { badRequest } from './http-error';

/** Parses input with a contract schema; a failure becomes HTTP 400 naming the field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown, what = 'body'): z.infer<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const keys = issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.join(', ') : '';
  const path = [what, ...(issue?.path ?? []).map(String)].join('.');
  const detail = issue?.code === 'unrecognized_keys' ? `unknown field ${keys}` : (issue?.message ?? 'invalid');
  throw badRequest(`${path}: ${detail}`);
}
