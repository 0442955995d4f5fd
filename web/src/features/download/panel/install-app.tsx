import { Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { installOffer, onInstallOffer, promptInstall } from '../../../shared/pwa/install-prompt';
import styles from './download-panel.module.css';

type Device = Pick<Navigator, 'userAgent' | 'platform' | 'maxTouchPoints'> & { standalone?: boolean };

/** Safari on an iPhone or iPad (an iPad asks as a Mac with touch), not already opened from the home screen. */
export const isIosBrowser = (device: Device) =>
  (/iPhone|iPad|iPod/.test(device.userAgent) || (device.platform === 'MacIntel' && device.maxTouchPoints > 1)) && !device.standalone;

/**
 * Beside the QR codes: "Install the app" while the browser offers to install the site (beforeinstallprompt, kept
 * by shared/pwa from the page's start), and on an iPhone or iPad, which never offers, how to add it by hand.
 */
export function InstallApp({ device = navigator as Device }: { device?: Device }) {
  const { t } = useTranslation(['download']);
  const offer = useSyncExternalStore(onInstallOffer, installOffer, () => null);
  if (offer)
    return (
      <div className={styles.install}>
        <button type="button" className="button button--primary" onClick={() => void promptInstall()}>
          <Download aria-hidden="true" size={18} />
          {t('download:pwa.install')}
        </button>
        <p className="muted">{t('download:pwa.installHint')}</p>
      </div>
    );
  if (isIosBrowser(device)) return <p className={`muted ${styles.install}`}>{t('download:pwa.ios')}</p>;
  return null;
}
