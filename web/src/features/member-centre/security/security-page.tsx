import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { isPending } from '../../../shared/remote/remote';
import { RemoteView } from '../../../shared/remote/remote-view';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { overlayActions } from '../../../shared/ui-state/overlay-slice';
import { memberCentreIntents as intents } from '../intents';
import type { BindKind } from '../account-slice';
import { selectMemberAccount } from '../selectors';
import type { SecurityInfo } from '../types';
import { BindForm } from './bind-form';
import { RankCard } from './rank-card';
import styles from './security.module.css';
import { useFormat } from '../../../shared/i18n/use-format';

/** securityCenter (my account): account details and rank, mobile and email bound by a code, login protection. */
export function SecurityPage() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const { security, rank } = useAppSelector(selectMemberAccount);
  const format = useFormat();
  useEffect(() => {
    dispatch(intents.securityOpened());
  }, [dispatch]);
  const info = security.value;
  return (
    <div className={styles.page}>
      <RemoteView remote={security} retry={() => dispatch(intents.securityOpened())} ns="member-centre">
        {info && (
          <>
            <section className={styles.card} aria-label={t('security.account')}>
              <dl className={styles.details}>
                <dt>{t('security.account')}</dt>
                <dd>{info.account}</dd>
                <dt>{t('security.nickname')}</dt>
                <dd>{info.nickname}</dd>
                <dt>{t('security.regDate')}</dt>
                <dd>{info.regDate}</dd>
                {info.lastLogin && (
                  <>
                    <dt>{t('security.lastLogin')}</dt>
                    <dd>
                      {t('security.lastLoginValue', {
                        time: format.dateTime(info.lastLogin.time),
                        ip: info.lastLogin.ip,
                        country: info.lastLogin.country,
                      })}
                    </dd>
                  </>
                )}
              </dl>
            </section>
            {rank.value && <RankCard rank={rank.value} />}
            <Binding kind="mobile" info={info} />
            <Binding kind="email" info={info} />
            <LoginPassword />
            <Protection info={info} />
          </>
        )}
      </RemoteView>
    </div>
  );
}

function Binding({ kind, info }: { kind: BindKind; info: SecurityInfo }) {
  const { t } = useTranslation('member-centre');
  const justBound = useAppSelector(selectMemberAccount).bound[kind].status === 'ready';
  const isBound = kind === 'mobile' ? info.mobileBound : info.emailBound;
  const target = kind === 'mobile' ? info.mobile : info.email;
  return (
    <section className={styles.card} aria-labelledby={`bind-${kind}`} data-testid={`bind-${kind}`}>
      <h4 id={`bind-${kind}`}>{t(kind === 'mobile' ? 'security.mobile' : 'security.email')}</h4>
      {isBound ? (
        <p>
          {target} · <span className={styles.bound}>{t('security.bound')}</span>
        </p>
      ) : (
        <>
          <p className="muted">{target ? `${target} · ${t('security.notVerified')}` : t('security.notBound')}</p>
          {target && kind === 'email' && <p className="muted">{t('security.emailOnRecord')}</p>}
          <BindForm kind={kind} />
        </>
      )}
      {justBound && (
        <p role="status" className={styles.bound}>
          {t('security.boundNow')}
        </p>
      )}
    </section>
  );
}

/** The login password: changed in the identity's dialog, which signs the player out afterwards (spec 01, section 4). */
function LoginPassword() {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  return (
    <section className={styles.card} aria-labelledby="login-password">
      <h4 id="login-password">{t('security.password')}</h4>
      <p className="muted">{t('security.passwordText')}</p>
      <button type="button" className="button button--outline" onClick={() => dispatch(overlayActions.opened('changePassword'))}>
        {t('security.changePassword')}
      </button>
    </section>
  );
}

function Protection({ info }: { info: SecurityInfo }) {
  const { t } = useTranslation('member-centre');
  const dispatch = useAppDispatch();
  const failureText = useErrorText('member-centre');
  const { protection } = useAppSelector(selectMemberAccount);
  const format = useFormat();
  return (
    <section className={styles.card} aria-labelledby="login-protection">
      <h4 id="login-protection">{t('security.protection')}</h4>
      <p className="muted">{t('security.protectionText')}</p>
      <label className={styles.switch}>
        <input
          type="checkbox"
          role="switch"
          aria-label={t('security.protection')}
          checked={info.loginProtection}
          disabled={isPending(protection)}
          onChange={(e) => dispatch(intents.protectionToggled(e.target.checked))}
        />
        {info.loginProtection ? t('security.protectionOn') : t('security.protectionOff')}
      </label>
      {protection.status === 'failed' && (
        <p className="form-error" role="alert">
          {failureText(protection.error)}
        </p>
      )}
      {info.knownIps.length > 0 && (
        <>
          <p>{t('security.knownIps')}</p>
          <ul className={styles.ips}>
            {info.knownIps.map((ip) => (
              <li key={ip.ip}>
                {ip.ip} ({ip.country}) <span className="muted">· {t('security.firstSeen', { time: format.dateTime(ip.firstSeen) })}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
