import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './qr-code.module.css';

type State = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'overflow' } | { status: 'failed' };

/**
 * A QR code of a link (correction level M, type number up to 40). The qrcode library loads with the
 * first code. Data too long for a QR code ('code length overflow') shows the link instead.
 */
export function QrCode({ text, size, label }: { text: string; size: number; label: string }) {
  const { t } = useTranslation(['common', 'download']);
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(async (QRCode) => {
        try {
          // Building the symbol first tells 'code length overflow' apart from a drawing failure.
          QRCode.create(text, { errorCorrectionLevel: 'M' });
        } catch {
          return live && setState({ status: 'overflow' });
        }
        const dataUrl = await QRCode.toDataURL(text, { width: size, margin: size >= 200 ? 4 : 1, errorCorrectionLevel: 'M' });
        return live && setState({ status: 'ready', dataUrl });
      })
      .catch(() => live && setState({ status: 'failed' }));
    return () => {
      live = false;
    };
  }, [text, size]);
  if (state.status === 'overflow' || state.status === 'failed') {
    return (
      <p className={styles.overflow} role="alert">
        {state.status === 'overflow' && t('download:qrTooLong')}{' '}
        <a href={text} target="_blank" rel="noreferrer">
          {t('download:openLink')}
        </a>
      </p>
    );
  }
  return state.status === 'ready' ? (
    <img className={styles.code} src={state.dataUrl} alt={label} width={size} height={size} data-qr-text={text} />
  ) : (
    <span className={styles.code} style={{ width: size, height: size }} aria-hidden="true" />
  );
}
