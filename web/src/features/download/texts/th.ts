import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { DownloadTexts } from './en';

/** Thai (TH) texts of the app download page. */
const th: TextsOf<DownloadTexts> = {
  title: 'ดาวน์โหลดแอป',
  android: 'Android',
  ios: 'iOS',
  androidQr: 'QR code แอป Android',
  iosQr: 'QR code โปรไฟล์ iOS',
  step: 'ขั้นตอนที่ {{n}}',
  steps: {
    android: ['สแกน QR code ด้วยกล้องโทรศัพท์', 'อนุญาตให้ติดตั้งจากแหล่งที่มานี้เมื่อระบบถาม', 'เปิดไฟล์ที่ดาวน์โหลดมาแล้วติดตั้ง', 'เปิดแอปแล้วเข้าสู่ระบบ'],
    ios: ['สแกน QR code ด้วยกล้องโทรศัพท์', 'อนุญาตให้ดาวน์โหลดโปรไฟล์', 'ไปที่ การตั้งค่า › ดาวน์โหลดโปรไฟล์แล้ว แล้วกดติดตั้ง', 'เปิดแอปจากหน้าจอโฮม'],
  },
  noLink: 'เว็บไซต์นี้ยังไม่มีแอปให้ดาวน์โหลด',
  pwa: {
    install: 'ติดตั้งแอป',
    installHint: 'เปิดจากหน้าจอโฮมได้เหมือนแอป',
    ios: 'บน iPhone หรือ iPad: แตะแชร์ แล้วแตะเพิ่มไปยังหน้าจอโฮม',
  },
};
export default th;
