import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { DownloadTexts } from './en';

/** Vietnamese (VI) texts of the app download page. */
const vi: TextsOf<DownloadTexts> = {
  title: 'Tải ứng dụng',
  android: 'Android',
  ios: 'iOS',
  androidQr: 'Mã QR ứng dụng Android',
  iosQr: 'Mã QR hồ sơ cấu hình iOS',
  step: 'Bước {{n}}',
  steps: {
    android: [
      'Quét mã QR bằng camera điện thoại.',
      'Cho phép cài đặt từ nguồn này khi được hỏi.',
      'Mở tệp vừa tải về và cài đặt.',
      'Mở ứng dụng và đăng nhập.',
    ],
    ios: [
      'Quét mã QR bằng camera điện thoại.',
      'Cho phép tải về hồ sơ cấu hình.',
      'Mở Cài đặt › Đã tải về hồ sơ và cài đặt.',
      'Mở ứng dụng từ màn hình chính.',
    ],
  },
  noLink: 'Trang web này chưa có ứng dụng để tải về.',
  pwa: {
    install: 'Cài đặt ứng dụng',
    installHint: 'Mở từ màn hình chính như một ứng dụng.',
    ios: 'Trên iPhone hoặc iPad: chạm Chia sẻ, rồi Thêm vào MH chính.',
  },
};
export default vi;
