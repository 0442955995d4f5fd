import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, IDEMPOTENCY_KEY_PATTERN, IdempotencyHeader } from '@portal/contracts';
import { HttpError } from './http-error';

/** The same request whatever the order of its fields: sorted keys, then SHA-256. */
const fingerprint = (sent: unknown) =>
  createHash('sha256')
    .update(
      JSON.stringify(sent, (_, v: unknown) =>
        v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v,
      ),
    )
    .digest('base64');

/**
 * Runs a money call's handler once per Idempotency-Key (the catalogue's `once`), as Stripe does: a repeat with the
 * same request answers the first answer again, marked Idempotent-Replayed, and changes nothing; with another
 * request it is refused (422); while the first is still running, 409. Keys are the player's own, per call.
 */
export async function onceOnly<A>(
  request: FastifyRequest,
  reply: FastifyReply,
  scope: { userId: number; call: string; sent: unknown },
  run: () => A | Promise<A>,
): Promise<A> {
  const key = request.headers[IdempotencyHeader.Key.toLowerCase()];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new HttpError(
      400,
      key === undefined ? ErrorCode.IdempotencyKeyMissing : ErrorCode.ValidationFailed,
      `${IdempotencyHeader.Key}: ${key === undefined ? 'required' : '8 to 255 printable characters'} on ${scope.call}, ` +
        'one new key for each action of the player (a UUID)',
    );
  }
  const store = request.world.idempotentAnswers;
  const taken = `${scope.userId} ${scope.call} ${key}`;
  // From here to the handler no await: checking and recording the key is one step.
  const verdict = store.take(taken, fingerprint(scope.sent), request.world.realNow());
  if (verdict.kind === 'reused') {
    throw new HttpError(
      422,
      ErrorCode.IdempotencyKeyReused,
      `This ${IdempotencyHeader.Key} was already used for another request: each action of the player needs a new key`,
    );
  }
  if (verdict.kind === 'in-progress') {
    throw new HttpError(409, ErrorCode.RequestInProgress, 'The same request is still being answered: wait for it, then look again');
  }
  if (verdict.kind === 'replay') {
    reply.header(IdempotencyHeader.Replayed, 'true');
    return structuredClone(verdict.answer) as A;
  }
  try {
    const answer = await run();
    store.answered(taken, structuredClone(answer));
    return answer;
  } catch (error) {
    store.release(taken);
    throw error;
  }
}
