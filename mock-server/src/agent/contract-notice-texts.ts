import type { ContractKind, SiteLanguage } from '@portal/contracts';

/** What a contract message names: the kind in words, both sides, the terms in words, and a payout's figures. */
export type NoticeWords = {
  kind: string;
  upline: string;
  downline: string;
  terms: string;
  amount?: string;
  period?: string;
  /** ENDED_BY_HIGHER_RATE: the upline's new, lower contract that ended this one, in words. */
  lower?: string;
};
type Message = (w: NoticeWords) => { title: string; text: string };

/** The messages one language words: each contract event for each side that hears of it, and the payouts. */
export type ContractNoticeTexts = {
  kinds: Record<ContractKind, string>;
  /** A salary tier's rate: a percentage of the team's bets, or a fixed amount a day or an hour. */
  percentOfBets: (rate: string) => string;
  fixedPerDay: (amount: string) => string;
  fixedPerHour: (amount: string) => string;
  /** A dividend tier's rate of the team's net loss. */
  ofNetLoss: (rate: string) => string;
  realtime: (loss: string, profit: string, single: string) => string;
  /** An hour or a five-minute window of a day (UTC, the settlement's clock). */
  window: (day: string, from: string, to: string) => string;
  /** The downline hears: a new offer, a changed one, a termination asked, its contract ended by a lower upline rate. */
  offered: Message;
  changed: Message;
  terminationAsked: Message;
  endedForDownline: Message;
  /** The upline hears: the downline's answer, its consent to end, a contract it gave ended by its own acceptance. */
  accepted: Message;
  rejected: Message;
  terminated: Message;
  endedForUpline: Message;
  /** A period paid (or not, the upline's main wallet too low): the downline and the upline each hear. */
  paidToDownline: Message;
  paidByUpline: Message;
  unpaidToDownline: Message;
  unpaidByUpline: Message;
};

const en: ContractNoticeTexts = {
  kinds: { DAILY_SALARY: 'daily salary', HOURLY_SALARY: 'hourly salary', REALTIME_SALARY: 'real-time salary', DIVIDEND: 'dividend' },
  percentOfBets: (r) => `${r} of team bets`,
  fixedPerDay: (a) => `${a} a day`,
  fixedPerHour: (a) => `${a} an hour`,
  ofNetLoss: (r) => `${r} of net loss`,
  realtime: (loss, profit, single) => `${loss} of lost stakes, ${profit} of won stakes, bets from ${single}`,
  window: (day, from, to) => `${day}, ${from}–${to} UTC`,
  offered: (w) => ({
    title: `New ${w.kind} offer`,
    text: `${w.upline} offers you a ${w.kind}: ${w.terms}. Accept or reject it in the agent centre.`,
  }),
  changed: (w) => ({
    title: `Changed ${w.kind} offer`,
    text: `${w.upline} changed your ${w.kind} to: ${w.terms}. Accept or reject the change in the agent centre.`,
  }),
  terminationAsked: (w) => ({
    title: `${cap(w.kind)}: termination asked`,
    text: `${w.upline} asks to end your ${w.kind} (${w.terms}). It stays in force until you consent in the agent centre.`,
  }),
  endedForDownline: (w) => ({
    title: `${cap(w.kind)} ended`,
    text: `Your ${w.kind} from ${w.upline} (${w.terms}) has ended: ${w.upline} accepted a lower rate from its own upline (${w.lower}), and no contract may pay more than its giver is paid.`,
  }),
  accepted: (w) => ({
    title: `${cap(w.kind)} accepted`,
    text: `${w.downline} accepted your ${w.kind}: ${w.terms}. It is in force from now.`,
  }),
  rejected: (w) => ({ title: `${cap(w.kind)} rejected`, text: `${w.downline} rejected your ${w.kind} offer (${w.terms}).` }),
  terminated: (w) => ({
    title: `${cap(w.kind)} ended`,
    text: `${w.downline} consented: your ${w.kind} with ${w.downline} (${w.terms}) has ended.`,
  }),
  endedForUpline: (w) => ({
    title: `${cap(w.kind)} with ${w.downline} ended`,
    text: `Your ${w.kind} with ${w.downline} (${w.terms}) has ended because you accepted a lower rate (${w.lower}).`,
  }),
  paidToDownline: (w) => ({
    title: `${cap(w.kind)} paid: ${w.amount}`,
    text: `${w.upline} paid you a ${w.kind} of ${w.amount} for ${w.period}.`,
  }),
  paidByUpline: (w) => ({
    title: `${cap(w.kind)} paid out: ${w.amount}`,
    text: `You paid ${w.downline} a ${w.kind} of ${w.amount} for ${w.period}.`,
  }),
  unpaidToDownline: (w) => ({
    title: `${cap(w.kind)} not paid`,
    text: `Your ${w.kind} of ${w.amount} for ${w.period} was not paid: ${w.upline}'s main wallet held too little.`,
  }),
  unpaidByUpline: (w) => ({
    title: `${cap(w.kind)} not paid`,
    text: `The ${w.kind} of ${w.amount} due to ${w.downline} for ${w.period} was not paid: your main wallet held too little.`,
  }),
};

const ty: ContractNoticeTexts = {
  kinds: { DAILY_SALARY: 'daily salary', HOURLY_SALARY: 'hourly salary', REALTIME_SALARY: 'real-time salary', DIVIDEND: 'dividend' },
  percentOfBets: (r) => `${r} ng team bets`,
  fixedPerDay: (a) => `${a} kada araw`,
  fixedPerHour: (a) => `${a} kada oras`,
  ofNetLoss: (r) => `${r} ng net loss`,
  realtime: (loss, profit, single) => `${loss} ng talong stake, ${profit} ng panalong stake, bets mula ${single}`,
  window: (day, from, to) => `${day}, ${from}–${to} UTC`,
  offered: (w) => ({
    title: `Bagong ${w.kind} offer`,
    text: `Inaalok sa iyo ni ${w.upline} ang ${w.kind}: ${w.terms}. I-accept o i-reject ito sa agent centre.`,
  }),
  changed: (w) => ({
    title: `Binagong ${w.kind} offer`,
    text: `Binago ni ${w.upline} ang iyong ${w.kind}: ${w.terms}. I-accept o i-reject ang pagbabago sa agent centre.`,
  }),
  terminationAsked: (w) => ({
    title: `${cap(w.kind)}: hiniling na tapusin`,
    text: `Hinihiling ni ${w.upline} na tapusin ang iyong ${w.kind} (${w.terms}). Tuloy pa rin ito hangga't hindi ka pumapayag sa agent centre.`,
  }),
  endedForDownline: (w) => ({
    title: `Natapos ang ${w.kind}`,
    text: `Natapos ang iyong ${w.kind} mula kay ${w.upline} (${w.terms}): tinanggap ni ${w.upline} ang mas mababang rate mula sa sarili niyang upline (${w.lower}), at walang kontratang puwedeng magbayad nang higit sa natatanggap ng nagbibigay.`,
  }),
  accepted: (w) => ({
    title: `Tinanggap ang ${w.kind}`,
    text: `Tinanggap ni ${w.downline} ang iyong ${w.kind}: ${w.terms}. Epektibo na ito ngayon.`,
  }),
  rejected: (w) => ({ title: `Ni-reject ang ${w.kind}`, text: `Ni-reject ni ${w.downline} ang iyong ${w.kind} offer (${w.terms}).` }),
  terminated: (w) => ({
    title: `Natapos ang ${w.kind}`,
    text: `Pumayag si ${w.downline}: tapos na ang iyong ${w.kind} kay ${w.downline} (${w.terms}).`,
  }),
  endedForUpline: (w) => ({
    title: `Natapos ang ${w.kind} kay ${w.downline}`,
    text: `Natapos ang iyong ${w.kind} kay ${w.downline} (${w.terms}) dahil tinanggap mo ang mas mababang rate (${w.lower}).`,
  }),
  paidToDownline: (w) => ({
    title: `Nabayaran ang ${w.kind}: ${w.amount}`,
    text: `Binayaran ka ni ${w.upline} ng ${w.kind} na ${w.amount} para sa ${w.period}.`,
  }),
  paidByUpline: (w) => ({
    title: `Naibayad ang ${w.kind}: ${w.amount}`,
    text: `Binayaran mo si ${w.downline} ng ${w.kind} na ${w.amount} para sa ${w.period}.`,
  }),
  unpaidToDownline: (w) => ({
    title: `Hindi nabayaran ang ${w.kind}`,
    text: `Hindi nabayaran ang iyong ${w.kind} na ${w.amount} para sa ${w.period}: kulang ang laman ng main wallet ni ${w.upline}.`,
  }),
  unpaidByUpline: (w) => ({
    title: `Hindi nabayaran ang ${w.kind}`,
    text: `Hindi nabayaran ang ${w.kind} na ${w.amount} para kay ${w.downline} para sa ${w.period}: kulang ang laman ng iyong main wallet.`,
  }),
};

const vi: ContractNoticeTexts = {
  kinds: { DAILY_SALARY: 'lương ngày', HOURLY_SALARY: 'lương giờ', REALTIME_SALARY: 'lương thời gian thực', DIVIDEND: 'cổ tức' },
  percentOfBets: (r) => `${r} cược của đội`,
  fixedPerDay: (a) => `${a} mỗi ngày`,
  fixedPerHour: (a) => `${a} mỗi giờ`,
  ofNetLoss: (r) => `${r} lỗ ròng`,
  realtime: (loss, profit, single) => `${loss} tiền cược thua, ${profit} tiền cược thắng, cược từ ${single}`,
  window: (day, from, to) => `${day}, ${from}–${to} UTC`,
  offered: (w) => ({
    title: `Đề nghị ${w.kind} mới`,
    text: `${w.upline} đề nghị bạn ${w.kind}: ${w.terms}. Chấp nhận hoặc từ chối trong trung tâm đại lý.`,
  }),
  changed: (w) => ({
    title: `Đề nghị ${w.kind} đã thay đổi`,
    text: `${w.upline} đã đổi ${w.kind} của bạn thành: ${w.terms}. Chấp nhận hoặc từ chối thay đổi trong trung tâm đại lý.`,
  }),
  terminationAsked: (w) => ({
    title: `${cap(w.kind)}: yêu cầu chấm dứt`,
    text: `${w.upline} yêu cầu chấm dứt ${w.kind} của bạn (${w.terms}). Hợp đồng vẫn có hiệu lực cho đến khi bạn đồng ý trong trung tâm đại lý.`,
  }),
  endedForDownline: (w) => ({
    title: `${cap(w.kind)} đã kết thúc`,
    text: `${cap(w.kind)} của bạn từ ${w.upline} (${w.terms}) đã kết thúc: ${w.upline} đã chấp nhận mức thấp hơn từ tuyến trên của mình (${w.lower}), và không hợp đồng nào được trả cao hơn mức người trả nhận được.`,
  }),
  accepted: (w) => ({
    title: `${cap(w.kind)} đã được chấp nhận`,
    text: `${w.downline} đã chấp nhận ${w.kind} của bạn: ${w.terms}. Hợp đồng có hiệu lực từ bây giờ.`,
  }),
  rejected: (w) => ({ title: `${cap(w.kind)} bị từ chối`, text: `${w.downline} đã từ chối đề nghị ${w.kind} của bạn (${w.terms}).` }),
  terminated: (w) => ({
    title: `${cap(w.kind)} đã kết thúc`,
    text: `${w.downline} đã đồng ý: ${w.kind} của bạn với ${w.downline} (${w.terms}) đã kết thúc.`,
  }),
  endedForUpline: (w) => ({
    title: `${cap(w.kind)} với ${w.downline} đã kết thúc`,
    text: `${cap(w.kind)} của bạn với ${w.downline} (${w.terms}) đã kết thúc vì bạn chấp nhận mức thấp hơn (${w.lower}).`,
  }),
  paidToDownline: (w) => ({
    title: `Đã nhận ${w.kind}: ${w.amount}`,
    text: `${w.upline} đã trả bạn ${w.kind} ${w.amount} cho ${w.period}.`,
  }),
  paidByUpline: (w) => ({
    title: `Đã trả ${w.kind}: ${w.amount}`,
    text: `Bạn đã trả ${w.downline} ${w.kind} ${w.amount} cho ${w.period}.`,
  }),
  unpaidToDownline: (w) => ({
    title: `${cap(w.kind)} chưa được trả`,
    text: `${cap(w.kind)} ${w.amount} cho ${w.period} của bạn chưa được trả: ví chính của ${w.upline} không đủ tiền.`,
  }),
  unpaidByUpline: (w) => ({
    title: `${cap(w.kind)} chưa được trả`,
    text: `${cap(w.kind)} ${w.amount} phải trả ${w.downline} cho ${w.period} chưa được trả: ví chính của bạn không đủ tiền.`,
  }),
};

const cn: ContractNoticeTexts = {
  kinds: { DAILY_SALARY: '日工资', HOURLY_SALARY: '时薪', REALTIME_SALARY: '实时工资', DIVIDEND: '分红' },
  percentOfBets: (r) => `团队投注的 ${r}`,
  fixedPerDay: (a) => `每天 ${a}`,
  fixedPerHour: (a) => `每小时 ${a}`,
  ofNetLoss: (r) => `净亏损的 ${r}`,
  realtime: (loss, profit, single) => `输注本金的 ${loss}，赢注本金的 ${profit}，单注 ${single} 起`,
  window: (day, from, to) => `${day} ${from}–${to} UTC`,
  offered: (w) => ({ title: `新的${w.kind}邀约`, text: `${w.upline} 向您提供${w.kind}：${w.terms}。请在代理中心接受或拒绝。` }),
  changed: (w) => ({ title: `${w.kind}邀约已变更`, text: `${w.upline} 将您的${w.kind}改为：${w.terms}。请在代理中心接受或拒绝此变更。` }),
  terminationAsked: (w) => ({
    title: `${w.kind}：对方请求终止`,
    text: `${w.upline} 请求终止您的${w.kind}（${w.terms}）。在您于代理中心同意之前，合约继续有效。`,
  }),
  endedForDownline: (w) => ({
    title: `${w.kind}已终止`,
    text: `您来自 ${w.upline} 的${w.kind}（${w.terms}）已终止：${w.upline} 接受了其上级更低的费率（${w.lower}），任何合约的费率都不能高于发放者自己所得。`,
  }),
  accepted: (w) => ({ title: `${w.kind}已被接受`, text: `${w.downline} 已接受您的${w.kind}：${w.terms}。即刻生效。` }),
  rejected: (w) => ({ title: `${w.kind}被拒绝`, text: `${w.downline} 拒绝了您的${w.kind}邀约（${w.terms}）。` }),
  terminated: (w) => ({ title: `${w.kind}已终止`, text: `${w.downline} 已同意：您与 ${w.downline} 的${w.kind}（${w.terms}）已终止。` }),
  endedForUpline: (w) => ({
    title: `与 ${w.downline} 的${w.kind}已终止`,
    text: `由于您接受了更低的费率（${w.lower}），您与 ${w.downline} 的${w.kind}（${w.terms}）已终止。`,
  }),
  paidToDownline: (w) => ({ title: `${w.kind}已到账：${w.amount}`, text: `${w.upline} 已向您支付 ${w.period} 的${w.kind} ${w.amount}。` }),
  paidByUpline: (w) => ({ title: `${w.kind}已支付：${w.amount}`, text: `您已向 ${w.downline} 支付 ${w.period} 的${w.kind} ${w.amount}。` }),
  unpaidToDownline: (w) => ({
    title: `${w.kind}未支付`,
    text: `您 ${w.period} 的${w.kind} ${w.amount} 未支付：${w.upline} 的主钱包余额不足。`,
  }),
  unpaidByUpline: (w) => ({
    title: `${w.kind}未支付`,
    text: `应付给 ${w.downline} 的 ${w.period} ${w.kind} ${w.amount} 未支付：您的主钱包余额不足。`,
  }),
};

const th: ContractNoticeTexts = {
  kinds: { DAILY_SALARY: 'เงินเดือนรายวัน', HOURLY_SALARY: 'เงินเดือนรายชั่วโมง', REALTIME_SALARY: 'เงินเดือนเรียลไทม์', DIVIDEND: 'เงินปันผล' },
  percentOfBets: (r) => `${r} ของยอดเดิมพันทีม`,
  fixedPerDay: (a) => `${a} ต่อวัน`,
  fixedPerHour: (a) => `${a} ต่อชั่วโมง`,
  ofNetLoss: (r) => `${r} ของยอดเสียสุทธิ`,
  realtime: (loss, profit, single) => `${loss} ของเดิมพันที่เสีย, ${profit} ของเดิมพันที่ชนะ, เดิมพันตั้งแต่ ${single}`,
  window: (day, from, to) => `${day} ${from}–${to} UTC`,
  offered: (w) => ({ title: `ข้อเสนอ${w.kind}ใหม่`, text: `${w.upline} เสนอ${w.kind}ให้คุณ: ${w.terms} ยอมรับหรือปฏิเสธได้ที่ศูนย์เอเจนต์` }),
  changed: (w) => ({
    title: `ข้อเสนอ${w.kind}มีการเปลี่ยนแปลง`,
    text: `${w.upline} เปลี่ยน${w.kind}ของคุณเป็น: ${w.terms} ยอมรับหรือปฏิเสธการเปลี่ยนแปลงได้ที่ศูนย์เอเจนต์`,
  }),
  terminationAsked: (w) => ({
    title: `${w.kind}: ขอยกเลิก`,
    text: `${w.upline} ขอยกเลิก${w.kind}ของคุณ (${w.terms}) สัญญายังมีผลจนกว่าคุณจะยินยอมที่ศูนย์เอเจนต์`,
  }),
  endedForDownline: (w) => ({
    title: `${w.kind}สิ้นสุดแล้ว`,
    text: `${w.kind}ของคุณจาก ${w.upline} (${w.terms}) สิ้นสุดแล้ว: ${w.upline} ยอมรับอัตราที่ต่ำกว่าจากอัปไลน์ของตน (${w.lower}) และไม่มีสัญญาใดจ่ายได้มากกว่าที่ผู้ให้ได้รับ`,
  }),
  accepted: (w) => ({ title: `${w.kind}ได้รับการยอมรับ`, text: `${w.downline} ยอมรับ${w.kind}ของคุณ: ${w.terms} มีผลตั้งแต่ตอนนี้` }),
  rejected: (w) => ({ title: `${w.kind}ถูกปฏิเสธ`, text: `${w.downline} ปฏิเสธข้อเสนอ${w.kind}ของคุณ (${w.terms})` }),
  terminated: (w) => ({ title: `${w.kind}สิ้นสุดแล้ว`, text: `${w.downline} ยินยอมแล้ว: ${w.kind}ของคุณกับ ${w.downline} (${w.terms}) สิ้นสุดแล้ว` }),
  endedForUpline: (w) => ({
    title: `${w.kind}กับ ${w.downline} สิ้นสุดแล้ว`,
    text: `${w.kind}ของคุณกับ ${w.downline} (${w.terms}) สิ้นสุดแล้ว เพราะคุณยอมรับอัตราที่ต่ำกว่า (${w.lower})`,
  }),
  paidToDownline: (w) => ({ title: `ได้รับ${w.kind}: ${w.amount}`, text: `${w.upline} จ่าย${w.kind} ${w.amount} ให้คุณสำหรับ ${w.period}` }),
  paidByUpline: (w) => ({ title: `จ่าย${w.kind}แล้ว: ${w.amount}`, text: `คุณจ่าย${w.kind} ${w.amount} ให้ ${w.downline} สำหรับ ${w.period}` }),
  unpaidToDownline: (w) => ({
    title: `${w.kind}ยังไม่ได้จ่าย`,
    text: `${w.kind} ${w.amount} สำหรับ ${w.period} ของคุณยังไม่ได้จ่าย: กระเป๋าหลักของ ${w.upline} มีเงินไม่พอ`,
  }),
  unpaidByUpline: (w) => ({
    title: `${w.kind}ยังไม่ได้จ่าย`,
    text: `${w.kind} ${w.amount} ที่ต้องจ่ายให้ ${w.downline} สำหรับ ${w.period} ยังไม่ได้จ่าย: กระเป๋าหลักของคุณมีเงินไม่พอ`,
  }),
};

const id: ContractNoticeTexts = {
  kinds: { DAILY_SALARY: 'gaji harian', HOURLY_SALARY: 'gaji per jam', REALTIME_SALARY: 'gaji real-time', DIVIDEND: 'dividen' },
  percentOfBets: (r) => `${r} dari taruhan tim`,
  fixedPerDay: (a) => `${a} per hari`,
  fixedPerHour: (a) => `${a} per jam`,
  ofNetLoss: (r) => `${r} dari kerugian bersih`,
  realtime: (loss, profit, single) => `${loss} dari taruhan kalah, ${profit} dari taruhan menang, taruhan mulai ${single}`,
  window: (day, from, to) => `${day}, ${from}–${to} UTC`,
  offered: (w) => ({
    title: `Tawaran ${w.kind} baru`,
    text: `${w.upline} menawarkan ${w.kind} kepada Anda: ${w.terms}. Terima atau tolak di pusat agen.`,
  }),
  changed: (w) => ({
    title: `Tawaran ${w.kind} diubah`,
    text: `${w.upline} mengubah ${w.kind} Anda menjadi: ${w.terms}. Terima atau tolak perubahan di pusat agen.`,
  }),
  terminationAsked: (w) => ({
    title: `${cap(w.kind)}: diminta diakhiri`,
    text: `${w.upline} meminta mengakhiri ${w.kind} Anda (${w.terms}). Kontrak tetap berlaku sampai Anda menyetujui di pusat agen.`,
  }),
  endedForDownline: (w) => ({
    title: `${cap(w.kind)} berakhir`,
    text: `${cap(w.kind)} Anda dari ${w.upline} (${w.terms}) berakhir: ${w.upline} menerima tarif lebih rendah dari upline-nya sendiri (${w.lower}), dan tidak ada kontrak yang boleh membayar lebih dari yang diterima pemberinya.`,
  }),
  accepted: (w) => ({
    title: `${cap(w.kind)} diterima`,
    text: `${w.downline} menerima ${w.kind} Anda: ${w.terms}. Berlaku mulai sekarang.`,
  }),
  rejected: (w) => ({ title: `${cap(w.kind)} ditolak`, text: `${w.downline} menolak tawaran ${w.kind} Anda (${w.terms}).` }),
  terminated: (w) => ({
    title: `${cap(w.kind)} berakhir`,
    text: `${w.downline} menyetujui: ${w.kind} Anda dengan ${w.downline} (${w.terms}) telah berakhir.`,
  }),
  endedForUpline: (w) => ({
    title: `${cap(w.kind)} dengan ${w.downline} berakhir`,
    text: `${cap(w.kind)} Anda dengan ${w.downline} (${w.terms}) berakhir karena Anda menerima tarif lebih rendah (${w.lower}).`,
  }),
  paidToDownline: (w) => ({
    title: `${cap(w.kind)} dibayar: ${w.amount}`,
    text: `${w.upline} membayar ${w.kind} ${w.amount} kepada Anda untuk ${w.period}.`,
  }),
  paidByUpline: (w) => ({
    title: `${cap(w.kind)} dibayarkan: ${w.amount}`,
    text: `Anda membayar ${w.kind} ${w.amount} kepada ${w.downline} untuk ${w.period}.`,
  }),
  unpaidToDownline: (w) => ({
    title: `${cap(w.kind)} tidak dibayar`,
    text: `${cap(w.kind)} Anda sebesar ${w.amount} untuk ${w.period} tidak dibayar: dompet utama ${w.upline} tidak cukup.`,
  }),
  unpaidByUpline: (w) => ({
    title: `${cap(w.kind)} tidak dibayar`,
    text: `${cap(w.kind)} ${w.amount} untuk ${w.downline} untuk ${w.period} tidak dibayar: dompet utama Anda tidak cukup.`,
  }),
};

function cap(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The contract messages in each of the site's languages, one table each. */
export const contractNoticeTexts: Record<SiteLanguage, ContractNoticeTexts> = { EN: en, TY: ty, VI: vi, CN: cn, TH: th, ID: id };
/** The locale each language formats dates and amounts in (as the web's languageTable). */
export const noticeLocales: Record<SiteLanguage, string> = { TY: 'fil', EN: 'en', CN: 'zh-Hans', ID: 'id', TH: 'th', VI: 'vi' };
