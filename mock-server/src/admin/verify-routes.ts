import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { catalogue, matchCall } from '@portal/contracts';
import { ok } from '../platform/envelope';
import { editDistance } from '../platform/fault-routes';
import { badRequest } from '../platform/http-error';
import type { JournalEntry } from '../platform/request-journal';
import { parseInput } from '../platform/validate';

const callNames = Object.keys(catalogue);
const count = z.int().check(z.minimum(0), z.maximum(100_000));
const MAX_NEAR_MISSES = 10;
const MAX_DIFFERENCES = 5;

/** What POST /__admin/verify takes: one call (a catalogue name, or a path with an optional method), a request subset, a count. */
const verifySchema = z
  .strictObject({
    call: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
    path: z.optional(z.string().check(z.regex(/^\/\S{0,199}$/, { error: 'a path starting with "/", no spaces, 200 characters at most' }))),
    method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
    /** Fields the request must hold (the query of GET and DELETE, the body otherwise), nested objects compared in part. */
    body: z.optional(z.record(z.string(), z.unknown())),
    count: z.optional(count),
    atLeast: z.optional(count),
    atMost: z.optional(count),
  })
  .check(
    z.superRefine((v, ctx) => {
      const problem =
        (v.call === undefined) === (v.path === undefined)
          ? 'name the call: exactly one of "call" (a catalogue name) or "path"'
          : v.call !== undefined && v.method !== undefined
            ? '"method" goes with "path"; a catalogue call has its own'
            : v.count === undefined && v.atLeast === undefined && v.atMost === undefined
              ? 'say how many: "count", or "atLeast" and/or "atMost"'
              : v.count !== undefined && (v.atLeast !== undefined || v.atMost !== undefined)
                ? '"count" is exact: leave "atLeast" and "atMost" out'
                : v.atLeast !== undefined && v.atMost !== undefined && v.atLeast > v.atMost
                  ? '"atLeast" must not exceed "atMost"'
                  : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: v });
    }),
  );
export type VerifyRequest = z.infer<typeof verifySchema>;

export type Difference = { field: string; expected: unknown; got: unknown };

/** Where `got` differs from the subset `expected`: objects in part (extra fields pass), arrays and values whole; a query's text equals its number. */
export function differencesOf(expected: unknown, got: unknown, field = ''): Difference[] {
  if (expected !== null && typeof expected === 'object' && !Array.isArray(expected)) {
    if (got === null || typeof got !== 'object' || Array.isArray(got)) return [{ field: field || '.', expected, got }];
    return Object.entries(expected).flatMap(([key, value]) =>
      differencesOf(value, (got as Record<string, unknown>)[key], field ? `${field}.${key}` : key),
    );
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(got) || got.length !== expected.length) return [{ field: field || '.', expected, got }];
    return expected.flatMap((value, i) => differencesOf(value, got[i], `${field}[${i}]`));
  }
  const same =
    expected === got ||
    (typeof got === 'string' && (typeof expected === 'number' || typeof expected === 'boolean') && String(expected) === got);
  return same ? [] : [{ field: field || '.', expected, got }];
}

const requestOf = (entry: JournalEntry) => (entry.method === 'GET' || entry.method === 'DELETE' ? entry.query : entry.body);

/** Whether a journal entry is the call asked for (the body aside). */
function sameCall(v: VerifyRequest): (entry: JournalEntry) => boolean {
  if (v.call !== undefined) return (entry) => matchCall(entry.method, entry.path)?.name === v.call;
  return (entry) => entry.path === v.path && (v.method === undefined || entry.method === v.method);
}

/** Counts the caller's world's journal entries for one call and request subset, and says which came close. */
export function verify(entries: readonly JournalEntry[], v: VerifyRequest) {
  const calls = entries.filter(sameCall(v));
  const nearMisses: { id: number; at: number; method: string; path: string; differences: Difference[] }[] = [];
  let matched = 0;
  for (const entry of calls) {
    const differences = v.body === undefined ? [] : differencesOf(v.body, requestOf(entry));
    if (differences.length === 0) matched += 1;
    else if (nearMisses.length < MAX_NEAR_MISSES) {
      nearMisses.push({
        id: entry.id,
        at: entry.at,
        method: entry.method,
        path: entry.path,
        differences: differences.slice(0, MAX_DIFFERENCES),
      });
    }
  }
  const passes =
    (v.count === undefined || matched === v.count) &&
    (v.atLeast === undefined || matched >= v.atLeast) &&
    (v.atMost === undefined || matched <= v.atMost);
  return { ok: passes, matched, nearMisses };
}

function closestCall(name: string) {
  return callNames.reduce((best, candidate) =>
    editDistance(name.toLowerCase(), candidate.toLowerCase()) < editDistance(name.toLowerCase(), best.toLowerCase()) ? candidate : best,
  );
}

/** POST /__admin/verify: was this call made N times (with this request) in the caller's world? WireMock's verify, on the journal. */
export async function verifyRoutes(app: FastifyInstance) {
  app.post('/__admin/verify', async (request) => {
    const input = parseInput(verifySchema, request.body ?? {});
    if (input.call !== undefined && !Object.hasOwn(catalogue, input.call)) {
      throw badRequest(
        `body.call: "${input.call}" is no catalogue call; closest: "${closestCall(input.call)}" (GET /__admin/docs lists them)`,
      );
    }
    return ok(verify(request.world.journal.list(), input));
  });
}
