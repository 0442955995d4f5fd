/**
 * What the specs (`shared/spec/0*.md`, file:line) state about answers, so a pact may pin it: formats a regex may
 * check, and values an equality (or a regex listing values) may name, per field, in any case and with `_` for a
 * space. Anything else a pact pins in a response only the fake chooses: a real backend would fail it without
 * breaking the client (pact-lint.ts).
 */

export type SpecFormat = { regex: string; what: string; ref: string };
export type SpecValue = { fields: readonly string[]; values: readonly (string | number | boolean)[]; ref: string };

export const SPEC_FORMATS: readonly SpecFormat[] = [
  { regex: '^\\d{4}-\\d{2}-\\d{2}$', what: 'a day, yyyy-MM-dd', ref: '02:135 (the platform date pattern "date yyyy-MM-dd")' },
  { regex: '^[01]$', what: 'a whitelabel module on or off', ref: '03:23 (enabled "1" | "0"), 01:114' },
  { regex: '^[A-Za-z0-9+/]+=*$', what: 'a base64 PNG', ref: '01:174 (captcha: value is a base64 PNG)' },
];

export const SPEC_VALUES: readonly SpecValue[] = [
  { fields: ['success'], values: [true, false], ref: '03:9 (every answer { success, … })' },
  {
    fields: ['maintenance', 'regionRestriction'],
    values: [true, false],
    ref: '03:18-22 (status 1 when maintenance, 2 when regionRestriction)',
  },
  { fields: ['captcha'], values: [true], ref: '01:108, 01:130 (a captcha flag in a failed login asks for one)' },
  { fields: ['isSingle'], values: [1], ref: '04:53-54 (the wallet hides when isSingle is 1)' },
  { fields: ['type', 'customerType'], values: [1, 2, 41, 42, 4], ref: '03:33, 01:152 (agent types 1, 2, 41, 42; 4 trial)' },
  { fields: ['type'], values: ['3'], ref: "02:76 (in value.version.pathList, type '3' is the chat link)" },
  { fields: ['productId'], values: [1, 2, 3, 4, 41, 5, 7, 8, 9], ref: '04:61 (product ids in reports)' },
  { fields: ['prizeMode'], values: ['LOTT', 'ELOTT', 'ZY', 'SEA'], ref: '03:54, 04:38 (prize modes LOTT, ELOTT, ZY, SEA)' },
  { fields: ['accountTypeName'], values: ['TCG_LOTTO_VN'], ref: '04:28 (each VN menu accountTypeName TCG_LOTTO_VN)' },
  {
    fields: ['title', 'gameType'],
    values: ['LIVE', 'RNG', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'INHOUSE', 'LOTT', 'ELOTT'],
    ref: '02:9 (game categories)',
  },
  { fields: ['csType'], values: ['FACEBOOK', 'TELEGRAM', 'VIP', 'LIVECHAT', 'AICAN', 'MIDUOKE'], ref: '02:76, 04:45 (csType values)' },
  {
    fields: ['queue'],
    values: ['VIP', 'LIVECHAT'],
    ref: '02:106, 02:76 (VIP service above rank 4, otherwise live chat; csType VIP, LIVECHAT)',
  },
  {
    fields: ['labelNameEn'],
    values: ['TELEGRAM', 'FACEBOOK', 'INSTAGRAM', 'Android', 'MOBILECONFIG', 'SpeedTest', 'AFFILIATELINK', 'USDJUMP'],
    ref: '01:116 (resources keyed by labelNameEn)',
  },
  {
    fields: ['status'],
    values: ['join', 'claim', 'applying', 'closed', 'rejected', 'issued', 'claimed', 'in process', 'joined', 'signed', 'coming soon'],
    ref: '02:125 (promotion or activity statuses)',
  },
  { fields: ['status'], values: ['P', 'E', 'V', 'A', 'R', 'C'], ref: '04:88-89 (contract request statuses P, E, V; answers A, R, C)' },
  { fields: ['status'], values: ['in process', 'rejected', 'approved'], ref: '02:124 (points redemption: in process, rejected, approved)' },
  { fields: ['period'], values: ['daily', 'weekly', 'semimonthly', 'monthly'], ref: '02:128 (pay periods)' },
  { fields: ['downlineHigherRate'], values: ['Y', 'N'], ref: '04:73 (downlineHigherRate "Y"|"N")' },
  { fields: ['currencyPosition'], values: ['F', 'B'], ref: '04:58 (currencyPosition F before, B after)' },
  { fields: ['type'], values: ['SPECIAL'], ref: '04:47 (VIP service when clubLabel.type is SPECIAL)' },
  { fields: ['rateType'], values: ['P'], ref: '04:75 (rateType "P" percent, else a fixed amount)' },
  {
    fields: ['promotionType'],
    values: [
      'MANUAL',
      'RAFFLE',
      'TICKET',
      'LOGIN',
      'REGISTER',
      'SAVIOR',
      'UPGRADE_BONUS',
      'MISSION_MANUAL',
      'MISSION',
      'REFERRAL',
      'COPY_BET',
    ],
    ref: '04:120-121 (available promotions by type)',
  },
  {
    fields: ['ticketType'],
    values: ['LUCKY_RED_PACKET', 'TREASURE_CHEST', 'GOLDEN_EGG', 'PRIZE_WHEEL', 'SLOT_MACHINE'],
    ref: '04:126-127 (ticket styles)',
  },
  { fields: ['field'], values: ['required.mobile_no_verified'], ref: '04:125 (prom.claim.req.field with the missing requirement)' },
];
