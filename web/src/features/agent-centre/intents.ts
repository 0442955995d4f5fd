import { createAction } from '@reduxjs/toolkit';
import type {
  ContractKind,
  CreateDownlineRequest,
  DividendChangeRequest,
  DividendOfferRequest,
  HourSalaryOfferRequest,
  RealtimeOfferRequest,
  SetDownlineRebatesRequest,
} from '@portal/contracts';
import { moneyIntent } from '../../shared/http/money-intent';
import type { ReportKey, ReportQuery } from './api';
import type { AnswerStatus, DailySalaryOffer } from './types';

type ReportAsk = { key: ReportKey; query: unknown };
const reportRequested = createAction<ReportAsk>('agentCentre/reportRequested');

/** What the agent asks of the centre; the saga answers with the slice's results. */
export const agentCentreIntents = {
  reportRequested,
  answerRequested: createAction<{ kind?: ContractKind; id: number; status: AnswerStatus; confirmHigherRate?: boolean }>(
    'agentCentre/answerRequested',
  ),
  offerRequested: createAction<DailySalaryOffer>('agentCentre/offerRequested'),
  dividendOfferRequested: createAction<DividendOfferRequest>('agentCentre/dividendOfferRequested'),
  dividendChangeRequested: createAction<DividendChangeRequest>('agentCentre/dividendChangeRequested'),
  hourSalaryOfferRequested: createAction<HourSalaryOfferRequest>('agentCentre/hourSalaryOfferRequested'),
  realtimeOfferRequested: createAction<RealtimeOfferRequest>('agentCentre/realtimeOfferRequested'),
  terminateRequested: createAction<number>('agentCentre/terminateRequested'),
  createDownlineRequested: createAction<CreateDownlineRequest>('agentCentre/createDownlineRequested'),
  promoteRequested: createAction<string>('agentCentre/promoteRequested'),
  rebatesRequested: createAction<SetDownlineRebatesRequest>('agentCentre/rebatesRequested'),
  /** Moves money: the action carries its Idempotency-Key (shared/http/money-intent.ts). */
  transferRequested: moneyIntent<{ username: string; amount: number; password: string }>('agentCentre/transferRequested'),
};

/** A report asked for with the query its call takes (typed per key). */
export const askReport = <K extends ReportKey>(key: K, ...query: ReportQuery<K> extends undefined ? [] : [ReportQuery<K>]) =>
  reportRequested({ key, query: query[0] });
