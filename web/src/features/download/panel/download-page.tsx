import { useTranslation } from 'react-i18next';
import { DownloadPanel } from './download-panel';

/** /down (chunk "download"): the panel on the page card the login and register pages use too. */
export function DownloadPage() {
  const { t } = useTranslation(['common', 'download']);
  return (
    <div className="auth-page">
      <h1>{t('download:title')}</h1>
      <DownloadPanel />
    </div>
  );
}
