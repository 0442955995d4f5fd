import { useTranslation } from 'react-i18next';
import { DownloadPanel } from './download-panel';

/** /down (chunk "download"). */
export function DownloadPage() {
  const { t } = useTranslation();
  return (
    <div className="auth-page download-page">
      <h1>{t('games.download.title')}</h1>
      <DownloadPanel />
    </div>
  );
}
