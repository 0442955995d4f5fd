import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfig } from '../../../config/config-context';
import { HomeLink } from '../../../shared/ui/home-link';
import { PageMessage } from '../../../shared/ui/page-message';
import { frameVerdict } from '../../../shared/launch/frame-rule';
import styles from './game-frame-page.module.css';
import { launchedGames } from '../../../shared/launch/launched-games';

/**
 * /game (chunk "byIframe", header only) and /seamless (header and side menu): the launched game in an
 * iframe; nothing else, so no one frames a page of theirs in ours.
 */
export function GameFramePage() {
  const { t } = useTranslation(['common', 'games']);
  const { launchHosts = [] } = useConfig();
  const url = useSearchParams()[0].get('url');
  const verdict = frameVerdict(url, { launched: launchedGames(), launchHosts, origin: window.location.origin });
  if (verdict !== 'frame' || !url) {
    return (
      <PageMessage tone="warning" title={t('games:noGame')} actions={<HomeLink />}>
        <p>{t(verdict === 'foreign' ? 'games:notLaunchedHere' : 'games:invalidUrl')}</p>
      </PageMessage>
    );
  }
  return <iframe className={styles.frame} title={t('games:gameFrame')} src={url} allow="autoplay; fullscreen" />;
}
