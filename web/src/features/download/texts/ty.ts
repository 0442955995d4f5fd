import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { DownloadTexts } from './en';

/** Tagalog (TY) texts of the app download page; TY is the default language of the site. */
const ty: TextsOf<DownloadTexts> = {
  title: 'I-download ang app',
  android: 'Android',
  ios: 'iOS',
  androidQr: 'QR code ng Android app',
  iosQr: 'QR code ng iOS profile',
  step: 'Hakbang {{n}}',
  steps: {
    android: [
      'I-scan ang QR code gamit ang camera ng telepono.',
      'Payagan ang pag-install mula sa pinagmulang ito.',
      'Buksan ang na-download na file at i-install.',
      'Buksan ang app at mag-login.',
    ],
    ios: [
      'I-scan ang QR code gamit ang camera ng telepono.',
      'Payagang ma-download ang profile.',
      'Buksan ang Settings › Profile Downloaded at i-install.',
      'Buksan ang app mula sa home screen.',
    ],
  },
  noLink: 'Wala pang app download ang site na ito.',
  pwa: {
    install: 'I-install ang app',
    installHint: 'Bubukas ito mula sa home screen na parang app.',
    ios: 'Sa iPhone o iPad: i-tap ang Share, tapos Add to Home Screen.',
  },
};
export default ty;
