/** English texts of the app download page (namespace "download"). The other languages are typed against this one. */
const en = {
  title: 'App download',
  android: 'Android',
  ios: 'iOS',
  androidQr: 'Android app QR code',
  iosQr: 'iOS profile QR code',
  step: 'Step {{n}}',
  steps: {
    android: [
      'Scan the QR code with your phone camera.',
      'Allow installs from this source when asked.',
      'Open the downloaded file and install.',
      'Open the app and log in.',
    ],
    ios: [
      'Scan the QR code with your phone camera.',
      'Allow the profile to download.',
      'Open Settings › Profile Downloaded and install.',
      'Open the app from your home screen.',
    ],
  },
  noLink: 'This site has no app download yet.',
  /** The installable site (task pwa): the browser's install offer, and how on iOS. */
  pwa: {
    install: 'Install the app',
    installHint: 'It opens from your home screen like an app.',
    ios: 'On iPhone or iPad: tap Share, then Add to Home Screen.',
  },
};
export default en;
export type DownloadTexts = typeof en;
