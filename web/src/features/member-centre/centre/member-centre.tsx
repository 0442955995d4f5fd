import { Clock } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { Modal } from '../../../shared/ui/modal';
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
import styles from './member-centre.module.css';

/** The pages this release draws; the others stay in the menu and say they come later. */
const pageViews: Partial<Record<MemberPage, () => ReactNode>> = {
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
  const { t } = useTranslation('member-centre');
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
  const view = pageViews[active];
  // On a phone the menu is a strip: the page shown keeps its entry in sight.
  const menu = useRef<HTMLElement>(null);
  useEffect(() => {
    menu.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [active]);
  return (
    <Modal title={t('title')} size="lg" closeLabel={t('close')} onClose={() => dispatch(overlayActions.closed())}>
      <div className={styles.centre}>
        <nav ref={menu} className={styles.menu} aria-label={t('menu')}>
          <ul>
            {pages.map((page) => (
              <li key={page}>
                <button
                  type="button"
                  aria-current={page === active ? 'page' : undefined}
                  onClick={() => dispatch(overlayActions.memberCentreOpened(page))}
                >
                  {t(`pages.${page}`)}
                  {page === 'missionLeaderboard' && missionsBadge > 0 && (
                    <span className={styles.badge} data-testid="missions-badge" aria-label={t('missions.badge', { count: missionsBadge })}>
                      {missionsBadge}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.page} aria-labelledby="member-page-title" key={active}>
          <h3 id="member-page-title" className={styles.pageTitle}>
            {t(`pages.${active}`)}
          </h3>
          {view ? view() : <ComingLater page={t(`pages.${active}`)} />}
        </section>
      </div>
    </Modal>
  );
}

/** A page of a later slice: said plainly, never a page that pretends. */
function ComingLater({ page }: { page: string }) {
  const { t } = useTranslation('member-centre');
  return (
    <div className={styles.later} data-testid="member-page-later">
      <Clock aria-hidden="true" size={36} />
      <p className={styles.laterTitle}>{t('later.title')}</p>
      <p className="muted">{t('later.text', { page })}</p>
    </div>
  );
}
