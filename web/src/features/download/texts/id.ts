import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { DownloadTexts } from './en';

/** Indonesian (ID) texts of the app download page. */
const id: TextsOf<DownloadTexts> = {
  title: 'Unduh aplikasi',
  android: 'Android',
  ios: 'iOS',
  androidQr: 'Kode QR aplikasi Android',
  iosQr: 'Kode QR profil iOS',
  step: 'Langkah {{n}}',
  steps: {
    android: [
      'Pindai kode QR dengan kamera ponsel Anda.',
      'Izinkan instalasi dari sumber ini saat diminta.',
      'Buka file yang sudah diunduh, lalu instal.',
      'Buka aplikasi dan masuk.',
    ],
    ios: [
      'Pindai kode QR dengan kamera ponsel Anda.',
      'Izinkan profil untuk diunduh.',
      'Buka Pengaturan › Profil Diunduh, lalu instal.',
      'Buka aplikasi dari layar utama.',
    ],
  },
  noLink: 'Situs ini belum menyediakan aplikasi untuk diunduh.',
  pwa: {
    install: 'Pasang aplikasi',
    installHint: 'Terbuka dari layar utama seperti aplikasi.',
    ios: 'Di iPhone atau iPad: ketuk Bagikan, lalu Tambah ke Layar Utama.',
  },
};
export default id;
