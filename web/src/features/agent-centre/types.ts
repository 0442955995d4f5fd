import type { answerStatuses, SalaryTierInput } from '@portal/contracts';

/** UTC days, both inclusive, as the team calls read them. */
export type Period = { startDate: string; endDate: string };
/** A team report's query: the period, optionally one member, and the page. */
export type TeamQuery = Period & { username?: string; pageNo: number };

export type AnswerStatus = (typeof answerStatuses)[number];
export type DailySalaryOffer = { downline: string; details: SalaryTierInput[] };

/** What the upline or the downline asked and is waiting for. */
export type MutationKey = 'offer' | 'terminate' | 'answer' | 'transfer' | 'create' | 'promote' | 'rebates';
