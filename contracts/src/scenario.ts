import * as z from 'zod/mini';
import { locationSchema } from './system';
import { gameCategorySchema } from './games';
import { registerFields, registerRuleSchema } from './register-rules';
import { MAX_MATCHED_LENGTH, matchesPattern, patternProblem } from './safe-pattern';
import { whitelabelFlags } from './whitelabel';
import { lazy } from './lazy-schema';

export const isRegexRoute = (route: string) => route.length > 2 && route.startsWith('/') && route.endsWith('/');

/** Refuses a pattern that does not compile or could stall the fake (safe-pattern.ts), saying why. */
const runsSafely = (sourceOf: (value: string) => string | null) =>
  z.superRefine<string>((value, ctx) => {
    const source = sourceOf(value);
    const problem = source === null ? null : patternProblem(source);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

/** A route pattern as faults and pass-through name one: a path prefix or a safe regular expression in slashes. */
export const routePattern = lazy(() =>
  z.string().check(
    z.minLength(1),
    z.maxLength(200),
    runsSafely((r) => (isRegexRoute(r) ? r.slice(1, -1) : null)),
  ),
);

/** Whether a route pattern (a fault's, a pass-through's) names this path. */
export const faultMatches = (route: string, path: string) =>
  isRegexRoute(route) ? matchesPattern(route.slice(1, -1), path) : path.startsWith(route);

/**
 * What a fault does to a matching call (README "Faults"): `status` answers an error envelope with its status;
 * `drop` closes the connection; `empty` answers no body; `malformed-json` a body that is not JSON; `truncated`
 * the call's own answer cut to half its bytes (the call ran: a proxy lost the rest).
 */
export const faultKinds = ['status', 'drop', 'empty', 'malformed-json', 'truncated'] as const;
export type FaultKind = (typeof faultKinds)[number];

const delay = lazy(() => z.int().check(z.minimum(0), z.maximum(30_000)));
/** A route's latency: fixed milliseconds, or a range each call draws from (the world's seeded random). */
const routeLatency = lazy(() =>
  z.union([
    delay,
    z.strictObject({ min: delay, max: delay }).check(z.refine((r) => r.min <= r.max, { message: 'latency: min must not exceed max' })),
  ]),
);

/** A fault QA injects: every request whose path matches `route` fails (or waits) at the given rate, `times` times at most. */
export const faultSchema = lazy(() =>
  z
    .strictObject({
      /** A path prefix ("/wps/system") or a regular expression in slashes ("/^\\/wps\\/.*status$/"). */
      route: routePattern,
      kind: z.optional(z.enum(faultKinds)),
      /** `status`: the error's status (400 to 599, 500 by default); empty, malformed or truncated answers: 200 by default. */
      status: z.optional(z.int().check(z.minimum(200), z.maximum(599))),
      /** The older spelling of `kind: "drop"`. */
      drop: z.optional(z.boolean()),
      rate: z._default(z.number().check(z.minimum(0), z.maximum(1)), 1),
      /** Fires on the next N matching calls only, then lets them pass (re-armed whenever the scenario changes). */
      times: z.optional(z.int().check(z.minimum(1), z.maximum(10_000))),
      /** Waits this long (or a draw from the range) before the fault's answer, or before the call's own when no kind is set. */
      latencyMs: z.optional(routeLatency),
    })
    .check(
      z.superRefine((f, ctx) => {
        const problem = faultProblem(f);
        if (problem) ctx.addIssue({ code: 'custom', message: problem, input: f });
      }),
    ),
);

function faultProblem(f: { kind?: FaultKind; status?: number; drop?: boolean; latencyMs?: unknown }): string | null {
  if (f.drop === true && f.kind !== undefined && f.kind !== 'drop') return `drop: true contradicts kind "${f.kind}"`;
  const kind = faultKindOf(f);
  if (kind === null && f.latencyMs === undefined) return 'a fault needs a kind, a status, drop: true or latencyMs';
  if (kind === 'drop' && f.status !== undefined) return 'a dropped connection sends no status';
  if (kind === 'status' && f.status !== undefined && f.status < 400) return 'a status fault answers 400 to 599';
  return null;
}

/** What a fault does: its kind, `drop: true` as "drop", a bare status as "status"; null for latency only. */
export function faultKindOf(f: { kind?: FaultKind; status?: number; drop?: boolean }): FaultKind | null {
  if (f.kind) return f.kind;
  if (f.drop === true) return 'drop';
  return f.status !== undefined ? 'status' : null;
}

/** Routes the fake forwards to the real backend (its BACKEND_URL) instead of answering them: "/" forwards everything. */
const passThrough = lazy(() => z.array(routePattern).check(z.maxLength(50)));

export const agentFeaturesSchema = lazy(() =>
  z.strictObject({
    dividend: z.boolean(),
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realtimeSalary: z.boolean(),
  }),
);

/** An object shape with the same schema under every key. */
const shapeOf = <K extends string, S extends z.ZodMiniType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((k) => [k, schema])) as unknown as Record<K, S>;

/** A register rule as a scenario sets it: a pattern safe to run in the fake, no longer than the text it is tried on. */
const scenarioRuleSchema = lazy(() =>
  z.strictObject({
    ...registerRuleSchema.shape,
    acceptedPattern: z.string().check(runsSafely((p) => (p === '*' ? null : p))),
    maxLength: z.int().check(z.positive(), z.maximum(MAX_MATCHED_LENGTH)),
  }),
);
const ruleShape = shapeOf(registerFields, scenarioRuleSchema);
const rulePatchSchema = lazy(() => z.strictObject(z.partial(scenarioRuleSchema).shape));
const rulePatchShape = shapeOf(registerFields, rulePatchSchema);

/** Wrong passwords that lock an account: maxFailures within windowMinutes lock it for lockMinutes (0 failures: never). */
export const loginLockSchema = lazy(() =>
  z.strictObject({
    maxFailures: z.int().check(z.minimum(0), z.maximum(100)),
    windowMinutes: z.int().check(z.minimum(1), z.maximum(1440)),
    lockMinutes: z.int().check(z.minimum(1), z.maximum(1440)),
  }),
);
export type LoginLock = z.infer<typeof loginLockSchema>;
export const DEFAULT_LOGIN_LOCK: LoginLock = { maxFailures: 5, windowMinutes: 15, lockMinutes: 15 };
const whitelabelSwitches = lazy(() => z.strictObject(shapeOf(whitelabelFlags, z.optional(z.boolean()))));

const systemStatusValueSchema = lazy(() =>
  z.union([z.literal(0), z.literal(1), z.literal(2)], {
    error: 'must be 0 (normal), 1 (maintenance) or 2 (IP restricted)',
  }),
);
const latency = delay;
const faults = lazy(() => z.array(faultSchema).check(z.maxLength(50)));
const categories = lazy(() => z.array(gameCategorySchema).check(z.maxLength(10)));
/** Lottery game codes under maintenance: their menus say so, and a launch or a bet is refused. */
const autoConfirm = lazy(() => z.int().check(z.minimum(1), z.maximum(10_080)));
const lotteryCodes = lazy(() => z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(50)));

/** A complete scenario: what the fake backend answers with, for one world. */
export const scenarioSchema = lazy(() =>
  z.strictObject({
    name: z.string().check(z.minLength(1), z.maxLength(60)),
    description: z._default(z.string().check(z.maxLength(500)), ''),
    seed: z.int().check(z.nonnegative()),
    systemStatus: systemStatusValueSchema,
    location: z.strictObject(locationSchema.shape),
    whitelabel: whitelabelSwitches,
    registerRules: z.strictObject(z.partial(z.object(ruleShape)).shape),
    agentFeatures: agentFeaturesSchema,
    latencyMs: latency,
    faults,
    /** Game categories whose vendor list the fake answers empty (the menu then hides them). */
    emptyCategories: z._default(categories, []),
    loginLock: z._default(loginLockSchema, () => ({ ...DEFAULT_LOGIN_LOCK })),
    passThrough: z._default(passThrough, []),
    lotteryMaintenance: z._default(lotteryCodes, []),
    /** One wallet for every game: GCS_merchantWallet answers isSingle 1 and transfers are refused. */
    singleWallet: z._default(z.boolean(), false),
    /** A paid-out withdrawal the player has not confirmed counts as received after this long (contracts/README.md). */
    withdrawAutoConfirmMinutes: z._default(autoConfirm, 30),
  }),
);
export type Scenario = z.infer<typeof scenarioSchema>;
export type Fault = z.infer<typeof faultSchema>;

/** What PATCH /__admin/scenario accepts: any part of a scenario, nested objects merged. */
export const scenarioPatchSchema = lazy(() =>
  z.strictObject({
    description: z.optional(z.string().check(z.maxLength(500))),
    seed: z.optional(z.int().check(z.nonnegative())),
    systemStatus: z.optional(systemStatusValueSchema),
    location: z.optional(z.strictObject(z.partial(locationSchema).shape)),
    whitelabel: z.optional(whitelabelSwitches),
    registerRules: z.optional(z.strictObject(z.partial(z.object(rulePatchShape)).shape)),
    agentFeatures: z.optional(z.partial(agentFeaturesSchema)),
    latencyMs: z.optional(latency),
    faults: z.optional(faults),
    emptyCategories: z.optional(categories),
    loginLock: z.optional(z.partial(loginLockSchema)),
    passThrough: z.optional(passThrough),
    lotteryMaintenance: z.optional(lotteryCodes),
    singleWallet: z.optional(z.boolean()),
    withdrawAutoConfirmMinutes: z.optional(autoConfirm),
  }),
);
export type ScenarioPatch = z.infer<typeof scenarioPatchSchema>;
