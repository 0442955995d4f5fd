import { useEffect, useState } from 'react';

/** A QR code of a link, drawn by the qrcode library, which loads with the first one (never with the page). */
export function QrImage({ text, size, label }: { text: string; size: number; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(text, { width: size, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? (
    <img src={src} alt={label} width={size} height={size} data-qr-text={text} />
  ) : (
    <span style={{ display: 'inline-block', width: size, height: size }} aria-hidden="true" />
  );
}
