/** Account types: 1, 2, 41, 42 agents; 4 trial (demo); 0 member. */
export const AGENT_CENTRE_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_ACCOUNT_TYPE = 4;
/** The literal six-digit default password that forces a change (spec 01, section 9). */
export const DEFAULT_PASSWORD = '123456';
/** `clubLabel.type` SPECIAL: a label the operator gives, which brings VIP service (spec 04, "Chat and customer service"). */
export const SPECIAL_CLUB_LABEL = 'SPECIAL';
/** The balance's `currencyPosition`: F the symbol before the amount, B after (spec 04, "Member centre"); any other value reads as F. */
export const CurrencyPosition = { Before: 'F', After: 'B' } as const;
