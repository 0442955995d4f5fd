import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { PACT_PROVIDER as PROVIDER } from '../src/pact-names';
import { decryptPayload, encryptPayload, ENCRYPTION_SCHEME, importPrivateKey, importPublicKey } from '../src/crypto/payload-cipher';
import { freshIdempotencyKey, IdempotencyHeader } from '../src/idempotency';
import { PACTS_DIR, pactFiles } from './pact-files';

export { PACTS_DIR, pactFiles };

/** Provider-state setup functions keyed by the exact given() text; params come from the pact. */
export type StateHandlers = Record<string, (params?: Record<string, unknown>) => Promise<unknown>>;

export type VerifyOptions = {
  /** The backend to check, e.g. http://127.0.0.1:4000 or https://api.example.com */
  baseUrl: string;
  /** In-process state handlers (the fake backend uses these). */
  stateHandlers?: StateHandlers;
  /** Runs before the provider states of each interaction (the fake resets its world here). */
  beforeEach?: () => Promise<unknown>;
  /** A real backend's own state-change endpoint, if it has one. */
  providerStatesSetupUrl?: string;
  /**
   * The key pair the pacts' encrypted examples were sealed with (the development key): each is sealed afresh
   * before it is replayed (resealRequests). Without it they go as recorded, and a backend refuses them as expired.
   */
  sealingKeys?: SealingKeys;
  /** Extra headers sent with every replayed request, e.g. ["Authorization: <token>"]. */
  headers?: string[];
  logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error';
};

type FilterRequest = { headers: Record<string, string | string[] | undefined>; body?: unknown };
type Filter = (req: FilterRequest, res: unknown, next: () => void) => void;
export type SealingKeys = { publicKeySpki: string; privateKeyPkcs8: string };

/**
 * pact-js's verifier proxy parses form bodies into objects and forwards them as JSON under the
 * original length, which breaks form-encoded calls (forgot-by-email). Put the form back first.
 */
export const keepFormBodies = (req: FilterRequest, _res: unknown, next: () => void) => {
  const type = String(req.headers['content-type'] ?? '');
  if (type.startsWith('application/x-www-form-urlencoded') && req.body && typeof req.body === 'object' && !Buffer.isBuffer(req.body)) {
    req.body = Buffer.from(new URLSearchParams(req.body as Record<string, string>).toString());
  }
  next();
};

/**
 * A backend takes each sealed request's nonce once, and only within 5 minutes of its timestamp (contracts/README.md,
 * "Sealed requests"), so a recorded example would be refused as expired. Each is opened with the key it was sealed
 * with and sealed again as the client would seal it now: the same payload, a new nonce, this moment. A request the
 * key cannot open goes as it came, and the provider answers it as it would.
 */
export function resealRequests(keys: SealingKeys): Filter {
  const publicKey = importPublicKey(keys.publicKeySpki);
  const privateKey = importPrivateKey(keys.privateKeyPkcs8);
  return (req, _res, next) => {
    if (req.headers.encryption !== ENCRYPTION_SCHEME) return next();
    const reseal = async () => {
      const body: unknown = Buffer.isBuffer(req.body) ? JSON.parse(req.body.toString('utf8')) : req.body;
      const opened = await decryptPayload(await privateKey, body, req.headers as Record<string, string | undefined>);
      const sealed = await encryptPayload(await publicKey, opened.payload);
      for (const [name, value] of Object.entries(sealed.headers)) req.headers[name.toLowerCase()] = value;
      const json = Buffer.from(JSON.stringify(sealed.body));
      req.headers['content-length'] = String(json.length);
      req.body = json;
    };
    reseal().then(next, () => next());
  };
}

/** Replays every committed pact against a live backend; rejects with the mismatches when any interaction fails. */
export async function verifyProvider(options: VerifyOptions) {
  const pactUrls = pactFiles();
  if (pactUrls.length === 0) throw new Error(`No pact files in ${PACTS_DIR}: run the consumer tests first`);
  // pact-core refuses keys that are present but undefined: pass only what is set.
  return new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.baseUrl,
    pactUrls,
    logLevel: options.logLevel ?? 'warn',
    failIfNoPactsFound: true,
    requestFilter: requestFilterOf(options) as unknown as VerifierOptions['requestFilter'],
    // The options type mixes HTTP and message state handlers; ours are the HTTP kind.
    ...(options.stateHandlers && { stateHandlers: options.stateHandlers as VerifierOptions['stateHandlers'] }),
    ...(options.beforeEach && { beforeEach: options.beforeEach }),
    ...(options.providerStatesSetupUrl && { providerStatesSetupUrl: options.providerStatesSetupUrl }),
    ...(options.headers?.length && { customProviderHeaders: options.headers }),
  }).verifyProvider();
}

/**
 * A money call's Idempotency-Key names one action of the player, and a backend answers a key it has seen with its
 * first answer (contracts/README.md, "Idempotent money calls"): each replayed request gets a new key, so the pacts
 * can be verified again and again against the same backend.
 */
export const freshIdempotencyKeys: Filter = (req, _res, next) => {
  const name = IdempotencyHeader.Key.toLowerCase();
  if (req.headers[name] !== undefined) req.headers[name] = freshIdempotencyKey();
  next();
};

function requestFilterOf(options: VerifyOptions): Filter {
  const reseal = options.sealingKeys
    ? resealRequests(options.sealingKeys)
    : (_req: FilterRequest, _res: unknown, next: () => void) => next();
  return (req, res, next) => keepFormBodies(req, res, () => freshIdempotencyKeys(req, res, () => reseal(req, res, next)));
}
