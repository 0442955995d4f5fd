import { Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import history from '../history/history.module.css';
import { Pager } from '../history/pager';
import { memberCentreIntents as intents } from '../intents';
import { selectMemberAccount } from '../selectors';
import styles from '../security/security.module.css';
import { inviteLink } from './invite-link';
import { QrCode } from '../../../shared/ui/qr-code/qr-code';
import { useFormat } from '../../../shared/i18n/use-format';

/** referral (invite friends): my codes, the invite link with its QR code, and the friends it brought. */
export function ReferralPage() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const { referral, friends } = useAppSelector(selectMemberAccount);
  const format = useFormat();
  const [copied, setCopied] = useState(false);
  const [page, setPage] = useState(1);
  useEffect(() => {
    dispatch(intents.referralOpened());
  }, [dispatch]);
  const details = referral.value;
  const link = details && inviteLink(details);
  const list = friends.value;
  return (
    <div className={styles.page}>
      <RemoteView remote={referral} retry={() => dispatch(intents.referralOpened())} ns="member-centre">
        {details && (
          <section className={styles.card} aria-label={t('referral.link')}>
            <dl className={styles.details}>
              <dt>{t('referral.code')}</dt>
              <dd data-testid="referral-code">{details.referralCode ?? '—'}</dd>
              <dt>{t('referral.affiliate')}</dt>
              <dd>{details.affiliateCode}</dd>
              <dt>{t('referral.link')}</dt>
              <dd data-testid="invite-link">{link ?? '—'}</dd>
            </dl>
            {link && (
              <>
                <QrCode text={link} size={160} label={t('referral.qr')} />
                <button
                  type="button"
                  className="button button--outline"
                  onClick={() =>
                    void navigator.clipboard?.writeText(link).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    )
                  }
                >
                  <Copy aria-hidden="true" size={16} /> {copied ? t('referral.copied') : t('referral.copy')}
                </button>
              </>
            )}
            {list && <p className="muted">{t('referral.howItWorks', { amount: format.money(list.rewardPerFriend) })}</p>}
          </section>
        )}
      </RemoteView>
      <section className={styles.card} aria-labelledby="referral-friends">
        <h4 id="referral-friends">{t('referral.friends')}</h4>
        <RemoteView remote={friends} retry={() => dispatch(intents.friendsPageRequested(page))} ns="member-centre">
          {list && (
            <>
              <p className="muted" data-testid="friends-total">
                {t('referral.friendsTotal', { count: list.total })} · {t('referral.totalReward')}: {format.money(list.totalReward)}
              </p>
              {list.list.length === 0 ? (
                <p>{t('referral.none')}</p>
              ) : (
                <table className={history.table}>
                  <tbody>
                    {/* The account comes masked and may repeat ("a0***m3" twice): a row is its place on the page,
                        and the friend's registration day stands beside the name to tell them apart. */}
                    {list.list.map((f, i) => (
                      <tr key={`${page}:${i}`} data-testid="friend">
                        <td data-label={t('security.account')}>
                          {f.account} <span className="muted">{t('referral.registered', { date: f.regDate })}</span>
                        </td>
                        <td data-label={t('referral.deposited')}>
                          {f.deposited ? `${t('referral.deposited')} · +${format.money(f.reward)}` : t('referral.notDeposited')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              <Pager
                page={page}
                pages={list.totalPages}
                busy={isPending(friends)}
                onPage={(p) => {
                  setPage(p);
                  dispatch(intents.friendsPageRequested(p));
                }}
              />
            </>
          )}
        </RemoteView>
      </section>
    </div>
  );
}
