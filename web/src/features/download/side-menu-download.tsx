import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectResources } from '../../shared/site/site-selectors';
import { QrCode } from './qr-code';

const DownloadDialog = lazy(() => import('./download-dialog').then((m) => ({ default: m.DownloadDialog })));

export const MENU_QR_SIZE = 100;

/** The side menu's app download: 100 px QR codes of the Android app and the iOS profile. */
export function SideMenuDownload() {
  const { t } = useTranslation(['common', 'download']);
  const resources = useSelector(selectResources);
  const [open, setOpen] = useState(false);
  const android = resources.Android?.url;
  const ios = resources.MOBILECONFIG?.url;
  if (!android && !ios) return null;
  return (
    <div className="menu-download">
      <button type="button" className="side-menu__item" onClick={() => setOpen(true)}>
        <span aria-hidden="true">⬇</span> <span className="side-menu__text">{t('download:title')}</span>
      </button>
      <div className="menu-download__codes">
        {android && (
          <figure>
            <QrCode text={android} size={MENU_QR_SIZE} label={t('download:androidQr')} />
            <figcaption>{t('download:android')}</figcaption>
          </figure>
        )}
        {ios && (
          <figure>
            <QrCode text={ios} size={MENU_QR_SIZE} label={t('download:iosQr')} />
            <figcaption>{t('download:ios')}</figcaption>
          </figure>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <DownloadDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
