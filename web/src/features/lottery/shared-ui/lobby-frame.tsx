import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { WhitelabelFlag } from '@portal/contracts';
import { useConfig } from '../../../config/config-context';
import { selectFlag } from '../../../shared/system/system-selectors';
import { accessActions } from '../../../shared/access/access';
import { useErrorText } from '../../../shared/i18n/use-error-text';
import { frameVerdict } from '../../../shared/launch/frame-rule';
import { launchedGames } from '../../../shared/launch/launched-games';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { lotteryIntents } from '../intents';
import { selectLaunch } from '../selectors';
import styles from './lobby-frame.module.css';

/** The launched lobby or betting view; framed only when a launch of this tab answered its address (frame-rule.ts). */
export function LobbyFrame() {
  const { t } = useTranslation(['common', 'lottery']);
  const dispatch = useAppDispatch();
  const errorText = useErrorText();
  const { launchHosts = [] } = useConfig();
  const launch = useAppSelector(selectLaunch);
  const canRegister = useAppSelector(selectFlag(WhitelabelFlag.DirectRegister));
  if (launch.needsLogin || launch.status === 'failed') {
    const trial = launch.error?.code === 'TRIAL_NOT_ALLOWED';
    return (
      <div className={styles.message} role={launch.status === 'failed' ? 'alert' : 'status'}>
        <Ticket aria-hidden="true" size={36} />
        {launch.needsLogin && !trial ? (
          <>
            <p>{t('lottery:loginToPlay')}</p>
            <button type="button" className="button button--primary" onClick={() => dispatch(accessActions.loginPromptRequested())}>
              {t('lottery:login')}
            </button>
          </>
        ) : trial ? (
          <>
            <p>{t('lottery:trialToPlay')}</p>
            {/* The trial account's way to a real one (spec 01, section 6): the trial ends and the registration opens. */}
            {canRegister && (
              <button type="button" className="button button--primary" onClick={() => dispatch(accessActions.registerInsteadRequested())}>
                {t('common:header.register')}
              </button>
            )}
          </>
        ) : (
          <>
            <p className={styles.what}>{t('lottery:launchFailed')}</p>
            <p className="muted">{errorText(launch.error)}</p>
            <button type="button" className="button button--primary" onClick={() => dispatch(lotteryIntents.launchRetried())}>
              {t('common.retry')}
            </button>
          </>
        )}
      </div>
    );
  }
  if (launch.status !== 'ready' || !launch.value) {
    return (
      <div className={styles.message} aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span className="muted">{t('common.loading')}</span>
      </div>
    );
  }
  const verdict = frameVerdict(launch.value, { launched: launchedGames(), launchHosts, origin: window.location.origin });
  if (verdict !== 'frame') {
    return (
      <div className={styles.message} role="alert">
        <p>{t('lottery:notLaunchedHere')}</p>
      </div>
    );
  }
  return <iframe className={styles.frame} title={t('lottery:frame')} src={launch.value} allow="autoplay; fullscreen" />;
}
