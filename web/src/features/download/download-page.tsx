import { useTranslation } from 'react-i18next';
import { DownloadPanel } from './download-panel';

/** /down (chunk "download"). */
export function DownloadPage() {
  const { t } = useTranslation(['common', 'download']);
  return (
    <div className="auth-page download-page">
      <h1>{t('download:title')}</h1>
      <DownloadPanel />
    </div>
  );
}
