import {
  agentCalls,
  ALL_PRODUCT_TYPE,
  type ContractKind,
  type CreateDownlineRequest,
  type DividendChangeRequest,
  type DividendOfferRequest,
  type HourSalaryOfferRequest,
  type RealtimeOfferRequest,
  type RecordStatus,
  type SetDownlineRebatesRequest,
} from '@portal/contracts';
import { announcementPage, fetchAnnouncements } from '../../shared/announcements/announcements';
import { callApi, type HttpClient } from '../../shared/http/http-client';
import { withIdempotencyKey } from '../../shared/http/money-intent';
import type { AnswerStatus, DailySalaryOffer, Period, TeamQuery } from './types';

export const PAGE_SIZE = 10;

/**
 * A records page's filter (salaryRecordsRequestSchema): the page, optionally one downline, one status and the
 * days the periods began; periods that paid nothing are folded away unless `showNothingDue`.
 */
export type RecordsQuery = Partial<Period> & { pageNo: number; showNothingDue: boolean; downline?: string; status?: RecordStatus };
const recordsData = (q: RecordsQuery) => ({ ...q, pageSize: PAGE_SIZE });

/**
 * The agent centre's reads, one per report the pages show, named as the catalogue names them
 * (contracts/src/catalogue-agent.ts). The saga keeps each one's answer under the same key.
 */
export const agentReportCalls = {
  consolidated: (http: HttpClient) => callApi(http, agentCalls.consolidated),
  teamOverview: (http: HttpClient, period: Period) => callApi(http, agentCalls.teamOverview, { params: period }),
  downlines: (http: HttpClient, q: { username?: string; directOnly?: boolean; pageNo: number }) =>
    callApi(http, agentCalls.downlines, {
      params: {
        ...(q.username ? { username: q.username } : {}),
        ...(q.directOnly ? { directOnly: 'true' } : {}),
        pageNo: q.pageNo,
        pageSize: PAGE_SIZE,
      },
    }),
  /** The direct downlines a contract can be offered to (the offer form's choice). */
  directDownlines: (http: HttpClient) => callApi(http, agentCalls.downlines, { params: { directOnly: 'true', pageSize: 100 } }),
  /** One member of the team (any level): its account and its figures over the period. */
  downlineDetail: (http: HttpClient, q: Period & { username: string }) => callApi(http, agentCalls.downlineDetail, { params: q }),
  /** A direct downline's rebate rates beside mine (each one's ceiling). */
  downlineRebates: (http: HttpClient, q: { username: string }) => callApi(http, agentCalls.downlineRebates, { params: q }),
  teamBets: (http: HttpClient, q: TeamQuery) => callApi(http, agentCalls.teamBets, { params: { ...q, pageSize: PAGE_SIZE } }),
  teamProfitLoss: (http: HttpClient, q: TeamQuery) => callApi(http, agentCalls.teamProfitLoss, { params: { ...q, pageSize: PAGE_SIZE } }),
  agentIncome: (http: HttpClient, period: Period) => callApi(http, agentCalls.agentIncome, { params: period }),
  teamTransactions: (http: HttpClient, q: TeamQuery & { txCode?: string }) =>
    callApi(http, agentCalls.teamTransactions, { params: { ...q, pageSize: PAGE_SIZE } }),
  contractHistory: (http: HttpClient, q: { pageNo: number; kind: ContractKind }) =>
    callApi(http, agentCalls.contractHistory, { data: { pageNo: q.pageNo, kind: q.kind, pageSize: PAGE_SIZE } }),
  /** The dividend paid to me (ODSFE2_QueryDividend); what I paid my downlines is dividendPayouts (ODSFE2_PayoutDividend). */
  dividendRecords: (http: HttpClient, q: RecordsQuery) => callApi(http, agentCalls.dividendRecords, { data: recordsData(q) }),
  dividendPayouts: (http: HttpClient, q: RecordsQuery) => callApi(http, agentCalls.dividendPayouts, { data: recordsData(q) }),
  /** Whether an account of this name exists, asked before a downline is created (spec 04). */
  usernameCheck: (http: HttpClient, q: { username: string }) => callApi(http, agentCalls.checkUsername, { params: q }),
  hourSalaryRecords: (http: HttpClient, q: RecordsQuery) => callApi(http, agentCalls.hourSalaryRecords, { data: recordsData(q) }),
  realtimeSalaryRecords: (http: HttpClient, q: RecordsQuery) => callApi(http, agentCalls.realtimeSalaryRecords, { data: recordsData(q) }),
  dailySalaryRecords: (http: HttpClient, q: RecordsQuery) => callApi(http, agentCalls.dailySalaryRecords, { data: recordsData(q) }),
  agentAffiliate: (http: HttpClient) => callApi(http, agentCalls.agentAffiliate),
  /** Agent announcements: the announcements call with type A answers `agent` (spec 04), 9 a page. */
  agentAnnouncements: async (http: HttpClient, q: { pageNo: number }) =>
    announcementPage((await fetchAnnouncements(http, 'B', 'A')).agent, q.pageNo),
};
export type ReportKey = keyof typeof agentReportCalls;
export type ReportQuery<K extends ReportKey> = Parameters<(typeof agentReportCalls)[K]>[1];
export type ReportValue<K extends ReportKey> = Awaited<ReturnType<(typeof agentReportCalls)[K]>>;

/** The downline answers an offer (a GET relay, spec 04); true confirms ending its own higher-rate contracts. */
export const answerDailySalary = (http: HttpClient, id: number, status: AnswerStatus, confirmHigherRate = false) =>
  callApi(http, agentCalls.answerDailySalary, {
    params: { id, status, ...(confirmHigherRate ? { confirmHigherRate: 'true' } : {}) },
  });
/** Spec 04: the dividend is answered by product type (GET), the others by contract id (POST). */
export const answerDividend = (http: HttpClient, status: AnswerStatus, confirmHigherRate = false) =>
  callApi(http, agentCalls.answerDividend, {
    params: { type: ALL_PRODUCT_TYPE, status, ...(confirmHigherRate ? { confirmHigherRate: 'true' } : {}) },
  });
export const answerHourSalary = (http: HttpClient, contractId: number, status: AnswerStatus, confirmHigherRate = false) =>
  callApi(http, agentCalls.answerHourSalary, { data: { contractId, status, ...(confirmHigherRate ? { confirmHigherRate } : {}) } });
export const answerRealtimeSalary = (http: HttpClient, contractId: number, status: AnswerStatus, confirmHigherRate = false) =>
  callApi(http, agentCalls.answerRealtimeSalary, { data: { contractId, status, ...(confirmHigherRate ? { confirmHigherRate } : {}) } });
export const offerDividend = (http: HttpClient, offer: DividendOfferRequest) => callApi(http, agentCalls.offerDividend, { data: offer });
/** New terms for a dividend I gave, in force or offered (MCSFE_modifyContractDividend). */
export const changeDividend = (http: HttpClient, change: DividendChangeRequest) =>
  callApi(http, agentCalls.changeDividend, { data: change });
export const offerHourSalary = (http: HttpClient, offer: HourSalaryOfferRequest) =>
  callApi(http, agentCalls.offerHourSalary, { data: offer });
export const offerRealtimeSalary = (http: HttpClient, offer: RealtimeOfferRequest) =>
  callApi(http, agentCalls.offerRealtimeSalary, { data: offer });
export const offerDailySalary = (http: HttpClient, offer: DailySalaryOffer) => callApi(http, agentCalls.offerDailySalary, { data: offer });
export const terminateContract = (http: HttpClient, contractId: number) =>
  callApi(http, agentCalls.terminateContract, { data: { contractId } });
/** Encrypted: the login password confirms it. `key`: the Idempotency-Key of the agent's tap (intents.ts). */
export const transferDownline = (http: HttpClient, username: string, amount: number, password: string, key: string) =>
  callApi(http, agentCalls.transferDownline, { data: { username, amount, password }, ...withIdempotencyKey(key) });
/** Encrypted (spec 04): a downline of mine, created at once. */
export const createDownline = (http: HttpClient, request: CreateDownlineRequest) =>
  callApi(http, agentCalls.createDownline, { data: request });
/** A direct downline player becomes an agent of mine. */
export const promoteDownline = (http: HttpClient, username: string) => callApi(http, agentCalls.promoteDownline, { data: { username } });
/** A direct downline's rebate rates: each no higher than mine; one refused refuses them all. */
export const setDownlineRebates = (http: HttpClient, request: SetDownlineRebatesRequest) =>
  callApi(http, agentCalls.setDownlineRebates, { data: request });
