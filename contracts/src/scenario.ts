import { z } from 'zod';
import { locationSchema } from './system';
import { gameCategorySchema } from './games';
import { registerFields, registerRuleSchema } from './register-rules';
import { whitelabelFlags } from './whitelabel';

export const isRegexRoute = (route: string) => route.length > 2 && route.startsWith('/') && route.endsWith('/');
const compiles = (source: string) => {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
};

/** Whether a fault's route names this path. */
export const faultMatches = (route: string, path: string) =>
  isRegexRoute(route) ? new RegExp(route.slice(1, -1)).test(path) : path.startsWith(route);

/** A fault QA injects: every request whose path matches `route` fails at the given rate. */
export const faultSchema = z
  .object({
    /** A path prefix ("/wps/system") or a regular expression in slashes ("/^\\/wps\\/.*status$/"). */
    route: z
      .string()
      .min(1)
      .max(200)
      .refine((r) => !isRegexRoute(r) || compiles(r.slice(1, -1)), { message: 'not a valid regular expression' }),
    status: z.number().int().min(400).max(599).optional(),
    drop: z.boolean().optional(),
    rate: z.number().min(0).max(1).default(1),
  })
  .strict()
  .refine((f) => f.status !== undefined || f.drop === true, {
    message: 'a fault needs a status or drop: true',
  });

export const agentFeaturesSchema = z
  .object({
    dividend: z.boolean(),
    dailySalary: z.boolean(),
    hourlySalary: z.boolean(),
    realtimeSalary: z.boolean(),
  })
  .strict();

/** An object shape with the same schema under every key. */
const shapeOf = <K extends string, S extends z.ZodType>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((k) => [k, schema])) as unknown as Record<K, S>;

const whitelabelSwitchesShape = shapeOf(whitelabelFlags, z.boolean());
const ruleShape = shapeOf(registerFields, registerRuleSchema.strict());
const rulePatchShape = shapeOf(registerFields, registerRuleSchema.partial().strict());

const systemStatusValueSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'must be 0 (normal), 1 (maintenance) or 2 (IP restricted)',
});

/** A complete scenario: what the fake backend answers with, for one world. */
export const scenarioSchema = z
  .object({
    name: z.string().min(1).max(60),
    description: z.string().max(500).default(''),
    seed: z.number().int().nonnegative(),
    systemStatus: systemStatusValueSchema,
    location: locationSchema.strict(),
    whitelabel: z.object(whitelabelSwitchesShape).partial().strict(),
    registerRules: z.object(ruleShape).partial().strict(),
    agentFeatures: agentFeaturesSchema,
    latencyMs: z.number().int().min(0).max(30_000),
    faults: z.array(faultSchema).max(50),
    /** Game categories whose vendor list the fake answers empty (the menu then hides them). */
    emptyCategories: z.array(gameCategorySchema).max(10).default([]),
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;
export type Fault = z.infer<typeof faultSchema>;

/** What PATCH /__admin/scenario accepts: any part of a scenario, nested objects merged. */
export const scenarioPatchSchema = z
  .object({
    description: z.string().max(500),
    seed: z.number().int().nonnegative(),
    systemStatus: systemStatusValueSchema,
    location: locationSchema.partial().strict(),
    whitelabel: z.object(whitelabelSwitchesShape).partial().strict(),
    registerRules: z.object(rulePatchShape).partial().strict(),
    agentFeatures: agentFeaturesSchema.partial(),
    latencyMs: z.number().int().min(0).max(30_000),
    faults: z.array(faultSchema).max(50),
    emptyCategories: z.array(gameCategorySchema).max(10),
  })
  .partial()
  .strict();
export type ScenarioPatch = z.infer<typeof scenarioPatchSchema>;
