import type { CallEntry } from './call-entry';
import { relayPath } from './games';
import { sessionValueSchema } from './identity';
import {
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileCodeRequestSchema,
  bindMobileRequestSchema,
  codeSentSchema,
  leaderboardRequestSchema,
  leaderboardSchema,
  loginCodeRequestSchema,
  loginProtectionRequestSchema,
  loginVerifyRequestSchema,
  missionClaimRequestSchema,
  missionClaimSchema,
  missionSummaryRequestSchema,
  missionSummarySchema,
  playerRankSchema,
  referralDetailsRequestSchema,
  referralDetailsSchema,
  referralFriendsRequestSchema,
  referralFriendsSchema,
  securityInfoSchema,
  uplineInfoSchema,
  uplineTransferRequestSchema,
  uplineTransferSchema,
} from './member';

const member = { token: true, encrypted: false, alert: false } as const;
const open = { token: false, encrypted: false, alert: false } as const;

/**
 * The member centre's second half: security centre, login protection, transfer to upline, referral,
 * missions and the player rank. The three MCSFE relays are observed; the rest are decisions
 * (contracts/README.md, "Member centre, second half").
 */
export const memberCalls = {
  securityInfo: { ...member, method: 'GET', path: '/wps/member/security', response: securityInfoSchema },
  bindMobileCode: {
    ...member,
    method: 'POST',
    path: '/wps/verification/sms/bind',
    request: bindMobileCodeRequestSchema,
    response: codeSentSchema,
  },
  bindMobile: { ...member, method: 'POST', path: '/wps/member/mobile', request: bindMobileRequestSchema, response: securityInfoSchema },
  bindEmailCode: {
    ...member,
    method: 'POST',
    path: '/wps/verification/email/bind',
    request: bindEmailCodeRequestSchema,
    response: codeSentSchema,
  },
  bindEmail: { ...member, method: 'POST', path: '/wps/member/email', request: bindEmailRequestSchema, response: securityInfoSchema },
  loginProtection: {
    ...member,
    method: 'PUT',
    path: '/wps/member/security/protection',
    request: loginProtectionRequestSchema,
    response: securityInfoSchema,
  },
  loginCode: { ...open, method: 'POST', path: '/wps/verification/login', request: loginCodeRequestSchema, response: codeSentSchema },
  loginVerify: {
    ...open,
    method: 'POST',
    path: '/wps/session/login/verify',
    request: loginVerifyRequestSchema,
    response: sessionValueSchema,
  },
  uplineInfo: { ...member, method: 'GET', path: '/wps/wallet/upline', modId: 'AGETRANSFERUP3', response: uplineInfoSchema },
  uplineTransfer: {
    ...member,
    method: 'POST',
    path: relayPath('passwordCheck/FUND_transferUpline'),
    modId: 'AGETRANSFERUP3',
    encrypted: true,
    alert: true,
    request: uplineTransferRequestSchema,
    once: true,
    response: uplineTransferSchema,
  },
  referralDetails: {
    ...member,
    method: 'GET',
    path: relayPath('MCSFE_getReferralDetails'),
    request: referralDetailsRequestSchema,
    response: referralDetailsSchema,
  },
  referralFriends: {
    ...member,
    method: 'GET',
    path: relayPath('MCSFE_getReferralFriends'),
    request: referralFriendsRequestSchema,
    response: referralFriendsSchema,
  },
  missionSummary: {
    ...member,
    method: 'GET',
    path: relayPath('MCSFE_getMissionSummaryDetails'),
    request: missionSummaryRequestSchema,
    response: missionSummarySchema,
  },
  missionClaim: {
    ...member,
    method: 'POST',
    path: relayPath('MCSFE_claimMission'),
    alert: true,
    request: missionClaimRequestSchema,
    once: true,
    response: missionClaimSchema,
  },
  missionLeaderboard: {
    ...member,
    method: 'GET',
    path: relayPath('MCSFE_getMissionLeaderboard'),
    request: leaderboardRequestSchema,
    response: leaderboardSchema,
  },
  playerRank: { ...member, method: 'GET', path: '/wps/member/rank', response: playerRankSchema },
} as const satisfies Record<string, CallEntry>;
