import type { Scenario, ScenarioPatch } from './scenario';

/** Applies a patch to a scenario: nested objects are merged one level down, lists replaced. */
export function mergeScenario(base: Scenario, patch: ScenarioPatch): Scenario {
  const registerRules = { ...base.registerRules };
  for (const [field, rule] of Object.entries(patch.registerRules ?? {})) {
    const key = field as keyof typeof registerRules;
    // An incomplete rule for a field the base lacks fails the scenario schema afterwards.
    registerRules[key] = { ...registerRules[key], ...rule } as (typeof registerRules)[typeof key];
  }
  return {
    ...base,
    ...patch,
    location: { ...base.location, ...patch.location },
    whitelabel: { ...base.whitelabel, ...patch.whitelabel },
    agentFeatures: { ...base.agentFeatures, ...patch.agentFeatures },
    loginLock: { ...base.loginLock, ...patch.loginLock },
    registerRules,
  };
}
