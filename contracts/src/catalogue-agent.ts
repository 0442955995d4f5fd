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
  salaryRecordsSchema,
  teamOverviewRequestSchema,
  teamOverviewSchema,
  terminateRequestSchema,
  transferDownlineRequestSchema,
  transferDownlineSchema,
} from './agent';
import {
  agentAffiliateSchema,
  createDownlineRequestSchema,
  createdDownlineSchema,
  agentIncomeRequestSchema,
  agentIncomeSchema,
  teamBetsRequestSchema,
  teamBetsSchema,
  teamProfitLossRequestSchema,
  teamProfitLossSchema,
  teamTransactionsRequestSchema,
  teamTransactionsSchema,
} from './agent-reports';
import { relayPath } from './games';

const member = { token: true, encrypted: false, alert: false } as const;
const contracts = { ...member, modId: 'AGENTPOLICY3' } as const;
const daily = { ...member, modId: ['AGENTPOLICY3', 'DAILYSALCONT3'] } as const;

/** The agent centre's calls (spec 04 "Agent centre and contracts"); names not seen are decisions (contracts/README.md). */
export const agentCalls = {
  consolidated: { ...contracts, method: 'GET', path: '/wps/member/info/funds/consolidated', response: consolidatedSchema },
  answerDailySalary: {
    ...daily,
    method: 'GET',
    path: relayPath('MCS2_processDailySalContract'),
    alert: true,
    request: dailySalaryAnswerRequestSchema,
    response: contractAnswerSchema,
  },
  offerDailySalary: {
    ...daily,
    method: 'POST',
    path: relayPath('MCSFE_applyContractDailySalary'),
    alert: true,
    request: dailySalaryOfferRequestSchema,
    response: offerResultSchema,
  },
  terminateContract: {
    ...contracts,
    method: 'POST',
    path: relayPath('MCSFE_terminateContract'),
    alert: true,
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
    response: salaryRecordsSchema,
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
  createDownline: {
    ...member,
    method: 'POST',
    path: '/wps/agent/downline',
    encrypted: true,
    request: createDownlineRequestSchema,
    response: createdDownlineSchema,
  },
  agentAffiliate: { ...member, method: 'GET', path: '/wps/agent/affiliate', response: agentAffiliateSchema },
  transferDownline: {
    ...member,
    method: 'PUT',
    path: '/wps/agent/transferDownline',
    encrypted: true,
    alert: true,
    request: transferDownlineRequestSchema,
    response: transferDownlineSchema,
  },
} as const satisfies Record<string, CallEntry>;
