/** Account types: 1, 2, 41, 42 agents; 4 trial (demo); 0 member. */
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
/** The literal six-digit default password that forces a change (spec 01, section 9). */
export const DEFAULT_PASSWORD = '123456';
