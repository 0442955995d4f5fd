import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { HomeLink } from '../../../shared/ui/home-link';
import { PageMessage } from '../../../shared/ui/page-message';
import styles from './game-frame-page.module.css';

/** Only our own paths or http(s) addresses load in the frame. */
const playable = (url: string | null): url is string => !!url && (/^\/(?!\/)/.test(url) || /^https?:\/\//.test(url));

/** /game (chunk "byIframe"): the launched game in an iframe. */
export function GameFramePage() {
  const { t } = useTranslation(['common', 'games']);
  const url = useSearchParams()[0].get('url');
  if (!playable(url)) {
    return (
      <PageMessage tone="warning" title={t('games:noGame')} actions={<HomeLink />}>
        <p>{t('games:invalidUrl')}</p>
      </PageMessage>
    );
  }
  return <iframe className={styles.frame} title={t('games:gameFrame')} src={url} allow="autoplay; fullscreen" />;
}
