import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { CentreDialog } from '../../../shared/ui/centre-dialog/centre-dialog';
import { isMemberPage, memberPages, type MemberPage } from '../../../shared/ui-state/member-pages';
import { overlayActions, selectOverlay } from '../../../shared/ui-state/overlay-slice';
import { BettingRecordPage } from '../betting-record/betting-record-page';
import { BonusPage } from '../bonus/bonus-page';
import { DepositPage } from '../funds/deposit-page';
import { WithdrawPage } from '../funds/withdraw-page';
import { TransactionHistoryPage } from '../history/transaction-history-page';
import { memberCentreIntents } from '../intents';
import { PlatformMessagesPage } from '../messages/platform-messages-page';
import { MissionsPage } from '../missions/missions-page';
import { ReferralPage } from '../referral/referral-page';
import { SecurityPage } from '../security/security-page';
import { UplinePage } from '../upline/upline-page';
import { ProfitPage } from '../profit/profit-page';
import { ManualRebatePage } from '../rebate/manual-rebate-page';
import { RewardCentrePage } from '../rewards/reward-centre-page';
import { selectMissionsBadge, selectPromotionKindOn, selectUplineAllowed, selectWalletHidden } from '../selectors';
import { WalletPage } from '../wallet/wallet-page';

/** Every page of the menu. */
const pageViews: Record<MemberPage, () => ReactNode> = {
  securityCenter: () => <SecurityPage />,
  transferFund: () => <WalletPage />,
  depositv2: () => <DepositPage />,
  withdraw: () => <WithdrawPage />,
  transferUpline: () => <UplinePage />,
  personalHistoryCopy: () => <BettingRecordPage />,
  transactionHistory: () => <TransactionHistoryPage />,
  personalProfit: () => <ProfitPage />,
  bonusDetails: () => <BonusPage />,
  rewardCenter: () => <RewardCentrePage />,
  referral: () => <ReferralPage />,
  missionLeaderboard: () => <MissionsPage />,
  messageV2: () => <PlatformMessagesPage />,
  manualRebate: () => <ManualRebatePage />,
};

/** The personal centre (spec 02, section 2): its menu in the spec's order, the page, a close button. */
export function MemberCentre() {
  const { t } = useTranslation(['member-centre', 'common']);
  const dispatch = useAppDispatch();
  const asked = useAppSelector(selectOverlay).centrePage;
  const walletHidden = useAppSelector(selectWalletHidden);
  const uplineAllowed = useAppSelector(selectUplineAllowed);
  const missionsBadge = useAppSelector(selectMissionsBadge);
  const referralOn = useAppSelector(selectPromotionKindOn('REFERRAL'));
  const missionsOn = useAppSelector(selectPromotionKindOn('MISSION'));
  useEffect(() => {
    dispatch(memberCentreIntents.centreShown());
  }, [dispatch]);
  // The wallet page is hidden on a single-wallet site; asked for, the deposit page stands in.
  const pages = memberPages.filter(
    (p) =>
      (p !== 'transferFund' || !walletHidden) &&
      (p !== 'transferUpline' || uplineAllowed) &&
      (p !== 'referral' || referralOn) &&
      (p !== 'missionLeaderboard' || missionsOn),
  );
  const wanted: MemberPage = isMemberPage(asked) ? asked : 'transferFund';
  const active = pages.includes(wanted) ? wanted : 'depositv2';
  const entries = pages.map((page) => ({
    page,
    label: t(`pages.${page}`),
    ...(page === 'missionLeaderboard' && { badge: { count: missionsBadge, label: t('missions.badge', { count: missionsBadge }) } }),
  }));
  return (
    <CentreDialog
      title={t('title')}
      closeLabel={t('common:common.close')}
      menuLabel={t('menu')}
      entries={entries}
      active={active}
      onOpen={(page) => dispatch(overlayActions.memberCentreOpened(page))}
      onClose={() => dispatch(overlayActions.closed())}
    >
      {pageViews[active]()}
    </CentreDialog>
  );
}
