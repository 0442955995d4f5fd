import { ErrorCode, failureSchema, hasEnvelope, type CallEntry } from '@portal/contracts';
import { HttpError } from './http-error';
import { issueOf } from './validate';

/** Why an answer breaks the call's contract, or null when it keeps it. */
function driftOf(entry: CallEntry, answer: unknown): string | null {
  if (!hasEnvelope(entry)) return issueOf(entry.response, answer, 'body');
  const envelope = answer as { success?: unknown; value?: unknown } | null;
  if (envelope?.success === true) return issueOf(entry.response, envelope.value, 'value');
  return issueOf(failureSchema, answer, 'body');
}

/** Fails the request with 500 CONTRACT_DRIFT when the fake answers what the contract does not allow. */
export function checkAnswer(name: string, entry: CallEntry, answer: unknown) {
  const drift = driftOf(entry, answer);
  if (drift) throw new HttpError(500, ErrorCode.ContractDrift, `${name} answered against its contract: ${drift}`);
}
