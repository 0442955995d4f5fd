import { answerDrift, ErrorCode, failureSchema, type CallEntry } from '@portal/contracts';
import { HttpError } from './http-error';

/**
 * Fails the request with 500 CONTRACT_DRIFT when the fake answers what the contract does not allow. A
 * failure of the fake must carry `errorCode` (failureSchema); `code` alone is only taken from a real backend.
 */
export function checkAnswer(name: string, entry: CallEntry, answer: unknown) {
  const [first, ...rest] = answerDrift(entry, answer, 200, failureSchema);
  if (!first) return;
  const more = rest.length ? ` (and ${rest.length} more)` : '';
  throw new HttpError(
    500,
    ErrorCode.ContractDrift,
    `${name} answered against its contract: ${first.path}: expected ${first.expected}, got ${first.got}${more}`,
  );
}
