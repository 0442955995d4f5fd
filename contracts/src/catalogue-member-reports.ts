import type { CallEntry } from './call-entry';
import { emptyRequestSchema } from './games';
import {
  betRecordsRequestSchema,
  betRecordsSchema,
  bonusRequestSchema,
  bonusSchema,
  manualRebateSchema,
  profitRequestSchema,
  profitSchema,
  rebateClaimSchema,
  rebateSettingsSchema,
} from './reports';

const member = { token: true, encrypted: false, alert: false } as const;

/** Not observed, decided (contracts/README.md, "Reports"): the member centre's records and the rebate. */
export const memberReportCalls = {
  betRecords: { ...member, method: 'GET', path: '/wps/report/bets', request: betRecordsRequestSchema, response: betRecordsSchema },
  profit: { ...member, method: 'GET', path: '/wps/report/profit', request: profitRequestSchema, response: profitSchema },
  bonusDetails: { ...member, method: 'GET', path: '/wps/report/bonus', request: bonusRequestSchema, response: bonusSchema },
  rebateSettings: { ...member, method: 'GET', path: '/wps/rebate/settings', response: rebateSettingsSchema },
  manualRebate: { ...member, method: 'GET', path: '/wps/rebate/manual', response: manualRebateSchema },
  claimRebate: {
    ...member,
    method: 'POST',
    path: '/wps/rebate/manual',
    alert: true,
    request: emptyRequestSchema,
    once: true,
    response: rebateClaimSchema,
  },
} as const satisfies Record<string, CallEntry>;
