import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectResources } from '../../../shared/system/system-selectors';
import { useAppSelector } from '../../../shared/store/hooks';
import { QrCode } from '../../../shared/ui/qr-code/qr-code';
import styles from './side-menu-download.module.css';

const DownloadDialog = lazy(() => import('../panel/download-dialog').then((m) => ({ default: m.DownloadDialog })));

export const MENU_QR_SIZE = 100;

/** The side menu's app download: 100 px QR codes of the Android app and the iOS profile. */
export function SideMenuDownload() {
  const { t } = useTranslation(['common', 'download']);
  const resources = useAppSelector(selectResources);
  const [open, setOpen] = useState(false);
  const android = resources.Android?.url;
  const ios = resources.MOBILECONFIG?.url;
  if (!android && !ios) return null;
  // side-menu__item and side-menu__text are the menu's own entry styles; the menu hides
  // menu-download__codes when it is mini (.side-menu--mini in the shell's styles).
  return (
    <div>
      <button type="button" className="side-menu__item" onClick={() => setOpen(true)}>
        <Download aria-hidden="true" size={18} /> <span className="side-menu__text">{t('download:title')}</span>
      </button>
      <div className={`${styles.codes} menu-download__codes`}>
        {android && (
          <figure>
            <QrCode text={android} size={MENU_QR_SIZE} label={t('download:androidQr')} deferUntilVisible />
            <figcaption>{t('download:android')}</figcaption>
          </figure>
        )}
        {ios && (
          <figure>
            <QrCode text={ios} size={MENU_QR_SIZE} label={t('download:iosQr')} deferUntilVisible />
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
