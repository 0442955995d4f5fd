import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { selectResources } from '../../shared/site/site-selectors';
import { QrCode } from './qr-code';

export const PANEL_QR_SIZE = 200;

/** Spec 01, 2.7: Android and iOS tabs, four steps; step one is the QR code of the tab's link. */
export function DownloadPanel() {
  const { t } = useTranslation(['common', 'download']);
  const resources = useSelector(selectResources);
  const [tab, setTab] = useState<'android' | 'ios'>('android');
  const link =
    tab === 'android' ? (resources.Android?.url ?? resources.MOBILECONFIG?.url) : (resources.MOBILECONFIG?.url ?? resources.Android?.url);
  const steps = t(`download:steps.${tab}`, { returnObjects: true }) as string[];
  return (
    <div className="download-panel">
      <div className="tabs" role="tablist" aria-label={t('download:title')}>
        {(['android', 'ios'] as const).map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className="tabs__tab" onClick={() => setTab(name)}>
            {t(`download:${name}`)}
          </button>
        ))}
      </div>
      {!link ? (
        <p className="muted">{t('download:noLink')}</p>
      ) : (
        <ol className="download-steps">
          {steps.map((text, i) => (
            <li key={text} className="download-step">
              <span className="download-step__number">{t('download:step', { n: i + 1 })}</span>
              {i === 0 ? (
                <QrCode text={link} size={PANEL_QR_SIZE} label={t(tab === 'android' ? 'download:androidQr' : 'download:iosQr')} />
              ) : (
                <span className="download-step__image" aria-hidden="true">
                  {['📷', '✅', '⚙️', '📱'][i]}
                </span>
              )}
              <p>{text}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
