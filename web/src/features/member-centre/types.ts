import type * as api from './api';
import type { txCodes } from '@portal/contracts';

export type TxCode = (typeof txCodes)[number];

/** The account record's filter: UTC days, both inclusive (contracts/README.md, "Wallet"). */
export type TxFilter = { startDate: string; endDate: string; txCode?: TxCode; pageNo: number };

/** The answers of the report calls, as the api functions return them (checked against the contracts). */
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
export type BetRecords = Answer<typeof api.fetchBetRecords>;
export type Profit = Answer<typeof api.fetchProfit>;
export type BonusDetails = Answer<typeof api.fetchBonusDetails>;
export type RebateSettings = Answer<typeof api.fetchRebateSettings>;
export type ManualRebate = Answer<typeof api.fetchManualRebate>;
export type ClaimableReward = Answer<typeof api.fetchClaimableRewards>[number];
export type SecurityInfo = Answer<typeof api.fetchSecurityInfo>;
export type UplineInfo = Answer<typeof api.fetchUplineInfo>;
export type ReferralDetails = Answer<typeof api.fetchReferralDetails>;
export type ReferralFriends = Answer<typeof api.fetchReferralFriends>;
export type MissionSummary = Answer<typeof api.fetchMissions>;
export type AvailablePromotions = Answer<typeof api.fetchAvailablePromotions>;
export type Leaderboard = Answer<typeof api.fetchLeaderboard>;
export type PlayerRank = Answer<typeof api.fetchPlayerRank>;
