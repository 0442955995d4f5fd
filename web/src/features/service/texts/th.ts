import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { ServiceTexts } from './en';

/** Thai (TH) texts of chat, the service centre, feedback and the winners board. */
const th: TextsOf<ServiceTexts> = {
  chat: {
    open: 'แชทกับฝ่ายบริการลูกค้า',
    unread: 'ยังไม่อ่าน {{n}}',
    live: 'แชทสด',
    vip: 'บริการลูกค้า VIP',
    frame: 'แชทบริการลูกค้า',
    enlarge: 'ขยายหน้าต่างแชท',
    shrink: 'ย่อหน้าต่างแชท',
    close: 'ปิดแชท',
    connecting: 'กำลังเชื่อมต่อกับฝ่ายบริการลูกค้า…',
    failed: 'ไม่สามารถเปิดแชทได้',
    notHere: 'ที่อยู่แชทนี้ไม่ได้มาจากเว็บไซต์นี้ จึงไม่เปิดที่นี่',
  },
  centre: {
    title: 'ศูนย์บริการลูกค้า',
    sections: 'ส่วนของบริการลูกค้า',
    loginFirst: 'กรุณาเข้าสู่ระบบเพื่อดูส่วนนี้',
    login: 'เข้าสู่ระบบ',
    off: 'เว็บไซต์นี้ไม่มีบริการนี้',
  },
  tabs: { help: 'ศูนย์ช่วยเหลือ', messages: 'ข้อความจากระบบ', announcements: 'ประกาศ', feedback: 'ข้อเสนอแนะ' },
  help: {
    search: 'ค้นหาในศูนย์ช่วยเหลือ',
    nothingFound: 'ไม่พบบทความที่ตรงกับการค้นหา',
    empty: 'ยังไม่มีบทความช่วยเหลือ',
  },
  inbox: {
    summary: '{{total}} ข้อความ ยังไม่อ่าน {{unread}}',
    empty: 'ยังไม่มีข้อความ',
    unread: 'ใหม่',
    delete: 'ลบ “{{title}}”',
    notices: {
      WELCOME: { title: 'ยินดีต้อนรับ', text: 'ยินดีต้อนรับ! ข้อความจากแพลตฟอร์มเกี่ยวกับบัญชีของคุณจะมาที่นี่' },
      DEPOSIT_CREDITED: { title: 'เงินฝากเข้าแล้ว', text: 'เงินฝาก {{orderNo}} จำนวน {{amount}} เข้ากระเป๋าหลักของคุณแล้ว' },
      DEPOSIT_REJECTED: { title: 'เงินฝากถูกปฏิเสธ', text: 'เงินฝาก {{orderNo}} จำนวน {{amount}} ถูกปฏิเสธ ฝ่ายบริการลูกค้าสามารถแจ้งเหตุผลได้' },
      WITHDRAW_APPROVED: {
        title: 'จ่ายเงินถอนแล้ว',
        text: 'การถอนเงิน {{orderNo}} จำนวน {{amount}} จ่ายแล้ว กรุณายืนยันว่าคุณได้รับเงินหรือไม่',
      },
      WITHDRAW_FAILED: { title: 'การถอนเงินไม่สำเร็จ', text: 'การถอนเงิน {{orderNo}} จำนวน {{amount}} ไม่สำเร็จ เงินได้คืนเข้ากระเป๋าหลักแล้ว' },
    },
  },
  announcements: {
    empty: 'ยังไม่มีประกาศในขณะนี้',
    read: 'อ่านแล้ว',
  },
  feedback: {
    intro: 'บอกเราว่าควรปรับปรุงอะไร เกิดปัญหาอะไร หรืออยากเห็นอะไร เราอ่านทุกข้อความ',
    type: 'ประเภท',
    types: { SUGGESTION: 'ข้อเสนอแนะ', COMPLAINT: 'ร้องเรียน', BUG: 'ปัญหา', OTHER: 'อื่น ๆ' },
    content: 'ความคิดเห็นของคุณ',
    counter: '{{length}} จาก {{max}} คำ',
    contact: 'ช่องทางติดต่อกลับ (ไม่บังคับ)',
    send: 'ส่งความคิดเห็น',
    sending: 'กำลังส่ง…',
    tooShort: 'กรุณาเขียนอย่างน้อย {{min}} คำ',
    tooLong: 'เขียนได้ไม่เกิน {{max}} คำ',
    tooManyChars: 'ไม่เกิน {{max}} ตัวอักษร',
    contactTooLong: 'ไม่เกิน {{max}} ตัวอักษร',
    sentTitle: 'ขอบคุณสำหรับความคิดเห็น',
    sentText: 'เราได้รับแล้ว หมายเลข {{id}} ฝ่ายบริการลูกค้าจะติดตามเรื่องนี้',
    another: 'ส่งความคิดเห็นเพิ่ม',
    failed: 'ไม่สามารถส่งความคิดเห็นได้',
  },
  winners: {
    title: 'กระดานผู้ชนะ',
    player: 'ผู้เล่น',
    game: 'เกม',
    amount: 'เงินรางวัล',
    time: 'เวลา',
    empty: 'ยังไม่มีผู้ชนะ',
  },
};

export default th;
