import { Camera, CircleCheck, Settings, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectResources } from '../../../shared/system/system-selectors';
import { useAppSelector } from '../../../shared/store/hooks';
import { QrCode } from '../../../shared/ui/qr-code/qr-code';
import styles from './download-panel.module.css';
import { InstallApp } from './install-app';

export const PANEL_QR_SIZE = 200;
/** Each step's picture; step one shows the QR code instead. */
const STEP_ICONS = [Camera, CircleCheck, Settings, Smartphone];

/** Spec 01, 2.7: Android and iOS tabs, four steps; step one is the QR code of the tab's link. */
export function DownloadPanel() {
  const { t } = useTranslation(['common', 'download']);
  const resources = useAppSelector(selectResources);
  const [tab, setTab] = useState<'android' | 'ios'>('android');
  const link =
    tab === 'android' ? (resources.Android?.url ?? resources.MOBILECONFIG?.url) : (resources.MOBILECONFIG?.url ?? resources.Android?.url);
  const steps = t(`download:steps.${tab}`, { returnObjects: true }) as string[];
  return (
    <div>
      <div className="tabs" role="tablist" aria-label={t('download:title')}>
        {(['android', 'ios'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className="tabs__tab" onClick={() => setTab(name)}>
            {t(`download:${name}`)}
          </button>
        ))}
      </div>
      <InstallApp />
      {!link ? (
        <p className="muted">{t('download:noLink')}</p>
      ) : (
        <ol className={styles.steps}>
          {steps.map((text, i) => {
            const Icon = STEP_ICONS[i] ?? Smartphone;
            return (
              <li key={text} className={styles.step}>
                <span className={styles.number}>{t('download:step', { n: i + 1 })}</span>
                {i === 0 ? (
                  <QrCode text={link} size={PANEL_QR_SIZE} label={t(tab === 'android' ? 'download:androidQr' : 'download:iosQr')} />
                ) : (
                  <span className={styles.image}>
                    <Icon aria-hidden="true" size={40} />
                  </span>
                )}
                <p>{text}</p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
