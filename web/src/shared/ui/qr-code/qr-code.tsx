import type * as QRCodeModule from 'qrcode';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useInView } from '../use-in-view';
import styles from './qr-code.module.css';

type Props = {
  text: string;
  size: number;
  label: string;
  /** Draw only once the code nears the screen (or the library came for another code): the side menu's codes. */
  deferUntilVisible?: boolean;
};

let library: Promise<typeof QRCodeModule> | null = null;
const waiting = new Set<() => void>();
/** The qrcode library, fetched once; codes waiting to be seen draw as soon as it is here anyway. */
function loadLibrary() {
  if (!library) {
    library = import('qrcode');
    void library.then(() => waiting.forEach((wake) => wake()));
  }
  return library;
}

/** True once the element nears the viewport, or the library is already being fetched for another code. */
function useWanted(element: RefObject<Element | null>, defer: boolean) {
  const [woken, setWoken] = useState(!defer || library !== null);
  const near = useInView(element, { threshold: 0, enabled: !woken });
  useEffect(() => {
    if (woken) return;
    const wake = () => setWoken(true);
    waiting.add(wake);
    return () => void waiting.delete(wake);
  }, [woken]);
  return woken || near;
}

type State = { status: 'loading' } | { status: 'ready'; dataUrl: string } | { status: 'overflow' } | { status: 'failed' };

/**
 * A QR code of a link (correction level M, type number up to 40). The qrcode library loads with the
 * first code. Data too long for a QR code ('code length overflow') shows the link instead.
 */
export function QrCode({ text, size, label, deferUntilVisible = false }: Props) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<State>({ status: 'loading' });
  const placeholder = useRef<SVGSVGElement>(null);
  const wanted = useWanted(placeholder, deferUntilVisible);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadLibrary()
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
  }, [text, size, wanted]);
  if (state.status === 'overflow' || state.status === 'failed') {
    return (
      <p className={styles.overflow} role="alert">
        {state.status === 'overflow' && t('qr.tooLong')}{' '}
        <a href={text} target="_blank" rel="noreferrer">
          {t('qr.openLink')}
        </a>
      </p>
    );
  }
  return state.status === 'ready' ? (
    <img className={styles.code} src={state.dataUrl} alt={label} width={size} height={size} data-qr-text={text} />
  ) : (
    // Sized by attributes, not a style attribute: a server-rendered page's CSP (style-src 'self') drops those.
    <svg ref={placeholder} className={styles.code} width={size} height={size} aria-hidden="true" />
  );
}
