import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { LotteryTexts } from './en';

/** Thai (TH) texts of the lottery pages and home lanes. */
const th: TextsOf<LotteryTexts> = {
  title: 'หวย',
  menus: 'ลอตเตอรี่',
  search: 'ค้นหาลอตเตอรี่',
  favourites: 'เกมโปรด',
  recent: 'เล่นล่าสุด',
  noFavourites: 'กดดาวที่ลอตเตอรี่เพื่อเก็บไว้ที่นี่',
  noRecent: 'ลอตเตอรี่ที่คุณเล่นจะแสดงที่นี่',
  nothingFound: 'ไม่พบลอตเตอรี่ที่ตรงกับการค้นหา',
  lobby: 'ลอตเตอรี่ทั้งหมด',
  favourite: 'เพิ่ม {{name}} ในเกมโปรด',
  unfavourite: 'นำ {{name}} ออกจากเกมโปรด',
  maintenance: 'ปิดปรับปรุง',
  frame: 'เกมลอตเตอรี่',
  loginToPlay: 'เข้าสู่ระบบเพื่อเล่นลอตเตอรี่',
  trialToPlay: 'ลอตเตอรี่ต้องใช้บัญชีจริง กรุณาสมัครก่อน',
  login: 'เข้าสู่ระบบ',
  notLaunchedHere: 'ที่อยู่นี้ไม่ได้เปิดจากการเปิดเกมในแท็บนี้',
  launchFailed: 'ไม่สามารถเปิดลอตเตอรี่ได้',
  menusFailed: 'ไม่สามารถโหลดเมนูลอตเตอรี่ได้',
  popular: 'ลอตเตอรี่ยอดนิยม',
  allLotteries: 'ลอตเตอรี่ทั้งหมด',
  draw: 'งวด {{numero}}',
  closesIn: 'ออกผลใน',
  popularFailed: 'ไม่สามารถโหลดลอตเตอรี่ยอดนิยมได้',
  vnResults: 'ผลลอตเตอรี่เวียดนาม',
  vnResultsFailed: 'ไม่สามารถโหลดผลลอตเตอรี่เวียดนามได้',
  game: 'เกม',
  numero: 'งวด',
  winNo: 'เลขที่ออก',
  drawnAt: 'ออกผลเมื่อ',
  vn: {
    title: 'หวยเวียดนาม',
    regions: 'ภูมิภาค',
    current: 'งวดปัจจุบัน',
    locked: 'ปิดรับแทงจนกว่างวดนี้จะออกผล',
    previous: 'งวดก่อนหน้า',
    pastDraws: 'ผลล่าสุด',
    noDraws: 'ยังไม่มีผล',
    play: 'เล่น {{name}}',
    noGame: 'ไม่มีเกมลอตเตอรี่เวียดนาม',
    drawFailed: 'ไม่สามารถโหลดงวดได้',
  },
  bars: {
    show: 'แสดงเมนู',
    hide: 'ซ่อนเมนู',
  },
};

export default th;
