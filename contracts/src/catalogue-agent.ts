import type { CallEntry } from './call-entry';
import {
  consolidatedSchema,
  contractAnswerSchema,
  contractHistoryRequestSchema,
  contractHistorySchema,
  dailySalaryAnswerRequestSchema,
  dailySalaryOfferRequestSchema,
  downlinesRequestSchema,
  downlinesSchema,
  offerResultSchema,
  salaryRecordsRequestSchema,
  teamOverviewRequestSchema,
  teamOverviewSchema,
  terminateRequestSchema,
  transferDownlineRequestSchema,
  transferDownlineSchema,
} from './agent';
import {
  agentAffiliateSchema,
  promoteDownlineRequestSchema,
  promotedDownlineSchema,
  createDownlineRequestSchema,
  createdDownlineSchema,
  agentIncomeRequestSchema,
  checkUsernameRequestSchema,
  usernameCheckSchema,
  agentIncomeSchema,
  teamBetsRequestSchema,
  teamBetsSchema,
  teamProfitLossRequestSchema,
  teamProfitLossSchema,
  teamTransactionsRequestSchema,
  teamTransactionsSchema,
} from './agent-reports';
import {
  contractAnswerByIdSchema,
  contractRecordsSchema,
  dividendAnswerRequestSchema,
  dividendChangeRequestSchema,
  dividendOfferRequestSchema,
  hourSalaryOfferRequestSchema,
  realtimeOfferRequestSchema,
} from './agent-contracts';
import {
  downlineDetailRequestSchema,
  downlineDetailSchema,
  downlineRebatesRequestSchema,
  downlineRebatesSchema,
  setDownlineRebatesRequestSchema,
  setDownlineRebatesSchema,
} from './agent-downline';
import { relayPath } from './games';

const member = { token: true, encrypted: false, alert: false } as const;
const contracts = { ...member, modId: 'AGENTPOLICY3' } as const;
const daily = { ...member, modId: ['AGENTPOLICY3', 'DAILYSALCONT3'] } as const;
const dividend = { ...member, modId: ['AGENTPOLICY3', 'SIGNCONDIV3'] } as const;
const hourly = { ...member, modId: ['AGENTPOLICY3', 'HOURSAL3'] } as const;
const realtime = { ...member, modId: ['AGENTPOLICY3', 'RTSALARY3'] } as const;

/**
 * The agent centre's calls (spec 04 "Agent centre and contracts"); names not seen are decisions (contracts/README.md).
 * None is an alert: the form or dialog that asked shows its failure once, in the agent's language from its code
 * (web agent-centre `parts/action-error.tsx`), so the generic notice dialog would be a second, English one.
 */
export const agentCalls = {
  consolidated: { ...contracts, method: 'GET', path: '/wps/member/info/funds/consolidated', response: consolidatedSchema },
  answerDailySalary: {
    ...daily,
    method: 'GET',
    path: relayPath('MCS2_processDailySalContract'),
    request: dailySalaryAnswerRequestSchema,
    response: contractAnswerSchema,
  },
  offerDailySalary: {
    ...daily,
    method: 'POST',
    path: relayPath('MCSFE_applyContractDailySalary'),
    request: dailySalaryOfferRequestSchema,
    response: offerResultSchema,
  },
  terminateContract: {
    ...contracts,
    method: 'POST',
    path: relayPath('MCSFE_terminateContract'),
    request: terminateRequestSchema,
    response: offerResultSchema,
  },
  contractHistory: {
    ...contracts,
    method: 'POST',
    path: relayPath('MCSFE_getContractHistory'),
    request: contractHistoryRequestSchema,
    response: contractHistorySchema,
  },
  dailySalaryRecords: {
    ...daily,
    method: 'POST',
    path: relayPath('ODSFE2_QueryDailySalary'),
    request: salaryRecordsRequestSchema,
    response: contractRecordsSchema,
  },
  answerDividend: {
    ...dividend,
    method: 'GET',
    path: relayPath('MCS2_processDividendReq'),
    request: dividendAnswerRequestSchema,
    response: contractAnswerSchema,
  },
  answerHourSalary: {
    ...hourly,
    method: 'POST',
    path: relayPath('MCS2_processContractHourSalary'),
    request: contractAnswerByIdSchema,
    response: contractAnswerSchema,
  },
  answerRealtimeSalary: {
    ...realtime,
    method: 'POST',
    path: relayPath('MCSFE_processRealTimeSalaryContract'),
    request: contractAnswerByIdSchema,
    response: contractAnswerSchema,
  },
  offerDividend: {
    ...dividend,
    method: 'POST',
    path: relayPath('MCSFE_applyContractualDividend'),
    request: dividendOfferRequestSchema,
    response: offerResultSchema,
  },
  offerHourSalary: {
    ...hourly,
    method: 'POST',
    path: relayPath('MCSFE_applyContractHourSalary'),
    request: hourSalaryOfferRequestSchema,
    response: offerResultSchema,
  },
  offerRealtimeSalary: {
    ...realtime,
    method: 'POST',
    path: relayPath('MCSFE_applyRealTimeSalary'),
    request: realtimeOfferRequestSchema,
    response: offerResultSchema,
  },
  // Spec 04 names the upline's change; its payload is a decision (contracts/README.md): the contract by id, new terms.
  changeDividend: {
    ...dividend,
    method: 'POST',
    path: relayPath('MCSFE_modifyContractDividend'),
    request: dividendChangeRequestSchema,
    response: offerResultSchema,
  },
  // Decision: ODSFE2_QueryDividend is my dividend (I am the downline), ODSFE2_PayoutDividend what I paid my downlines.
  dividendRecords: {
    ...dividend,
    method: 'POST',
    path: relayPath('ODSFE2_QueryDividend'),
    request: salaryRecordsRequestSchema,
    response: contractRecordsSchema,
  },
  dividendPayouts: {
    ...dividend,
    method: 'POST',
    path: relayPath('ODSFE2_PayoutDividend'),
    request: salaryRecordsRequestSchema,
    response: contractRecordsSchema,
  },
  hourSalaryRecords: {
    ...hourly,
    method: 'POST',
    path: relayPath('ODSFE2_QueryHourSalary'),
    request: salaryRecordsRequestSchema,
    response: contractRecordsSchema,
  },
  realtimeSalaryRecords: {
    ...realtime,
    method: 'POST',
    path: relayPath('ODSFE2_QueryRealTimeSalary'),
    request: salaryRecordsRequestSchema,
    response: contractRecordsSchema,
  },
  teamOverview: {
    ...member,
    method: 'GET',
    path: '/wps/agent/team/overview',
    request: teamOverviewRequestSchema,
    response: teamOverviewSchema,
  },
  downlines: { ...member, method: 'GET', path: '/wps/agent/downlines', request: downlinesRequestSchema, response: downlinesSchema },
  teamBets: { ...member, method: 'GET', path: '/wps/agent/team/bets', request: teamBetsRequestSchema, response: teamBetsSchema },
  teamProfitLoss: {
    ...member,
    method: 'GET',
    path: '/wps/agent/team/profitLoss',
    request: teamProfitLossRequestSchema,
    response: teamProfitLossSchema,
  },
  agentIncome: { ...member, method: 'GET', path: '/wps/agent/income', request: agentIncomeRequestSchema, response: agentIncomeSchema },
  teamTransactions: {
    ...member,
    method: 'GET',
    path: '/wps/agent/team/transactions',
    request: teamTransactionsRequestSchema,
    response: teamTransactionsSchema,
  },
  // Spec 04: asked before a downline is created; needs the token, so only a member can probe account names.
  checkUsername: {
    ...member,
    method: 'GET',
    path: '/wps/check/username',
    request: checkUsernameRequestSchema,
    response: usernameCheckSchema,
  },
  createDownline: {
    ...member,
    method: 'POST',
    path: '/wps/agent/downline',
    encrypted: true,
    request: createDownlineRequestSchema,
    response: createdDownlineSchema,
  },
  promoteDownline: {
    ...member,
    method: 'POST',
    path: '/wps/agent/downline/promote',
    request: promoteDownlineRequestSchema,
    response: promotedDownlineSchema,
  },
  downlineDetail: {
    ...member,
    method: 'GET',
    path: '/wps/agent/downline/detail',
    request: downlineDetailRequestSchema,
    response: downlineDetailSchema,
  },
  downlineRebates: {
    ...member,
    method: 'GET',
    path: '/wps/agent/downline/rebate',
    request: downlineRebatesRequestSchema,
    response: downlineRebatesSchema,
  },
  setDownlineRebates: {
    ...member,
    method: 'PUT',
    path: '/wps/agent/downline/rebate',
    request: setDownlineRebatesRequestSchema,
    response: setDownlineRebatesSchema,
  },
  agentAffiliate: { ...member, method: 'GET', path: '/wps/agent/affiliate', response: agentAffiliateSchema },
  transferDownline: {
    ...member,
    method: 'PUT',
    path: '/wps/agent/transferDownline',
    encrypted: true,
    request: transferDownlineRequestSchema,
    once: true,
    response: transferDownlineSchema,
  },
} as const satisfies Record<string, CallEntry>;
