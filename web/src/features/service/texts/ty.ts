import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { ServiceTexts } from './en';

/** Tagalog (TY) texts of chat, the service centre, feedback and the winners board. */
const ty: TextsOf<ServiceTexts> = {
  chat: {
    open: 'Makipag-chat sa customer service',
    unread: '{{n}} hindi pa nababasa',
    live: 'Live chat',
    vip: 'Serbisyong VIP',
    frame: 'Chat ng customer service',
    enlarge: 'Palakihin ang chat',
    shrink: 'Paliitin ang chat',
    close: 'Isara ang chat',
    connecting: 'Ikinokonekta ka sa customer service…',
    failed: 'Hindi mabuksan ang chat.',
    notHere: 'Hindi galing sa site na ito ang address ng chat, kaya hindi ito bubuksan dito.',
  },
  centre: {
    title: 'Sentro ng customer service',
    sections: 'Mga bahagi ng customer service',
    loginFirst: 'Mag-login para makita ito.',
    login: 'Mag-login',
    off: 'Hindi ito available sa site na ito.',
  },
  tabs: { help: 'Sentro ng tulong', messages: 'Mga mensahe ng platform', announcements: 'Mga anunsyo', feedback: 'Puna' },
  help: {
    search: 'Maghanap sa help center',
    nothingFound: 'Walang artikulong tugma sa hinahanap mo.',
    empty: 'Wala pang artikulo ng tulong.',
  },
  inbox: {
    summary: '{{total}} mensahe, {{unread}} hindi pa nababasa',
    empty: 'Wala pang mensahe.',
    unread: 'Bago',
    delete: 'Burahin ang “{{title}}”',
    notices: {
      WELCOME: {
        title: 'Maligayang pagdating',
        text: 'Maligayang pagdating! Dito darating ang mga mensahe ng platform tungkol sa iyong account.',
      },
      DEPOSIT_CREDITED: {
        title: 'Naipasok na ang deposito',
        text: 'Ang iyong deposito {{orderNo}} na {{amount}} ay naipasok na sa iyong main wallet.',
      },
      DEPOSIT_REJECTED: {
        title: 'Tinanggihan ang deposito',
        text: 'Tinanggihan ang iyong deposito {{orderNo}} na {{amount}}. Masasabi ng customer service kung bakit.',
      },
      WITHDRAW_APPROVED: {
        title: 'Naibayad na ang withdrawal',
        text: 'Naibayad na ang iyong withdrawal {{orderNo}} na {{amount}}. Pakikumpirma kung natanggap mo ito.',
      },
      WITHDRAW_FAILED: {
        title: 'Hindi natuloy ang withdrawal',
        text: 'Hindi natuloy ang iyong withdrawal {{orderNo}} na {{amount}}; naibalik na ang halaga sa iyong main wallet.',
      },
    },
  },
  announcements: {
    empty: 'Walang anunsyo sa ngayon.',
    read: 'Nabasa na',
  },
  feedback: {
    intro:
      'Sabihin sa amin kung ano ang dapat pagbutihin, ano ang nagkamali o ano ang gusto mong makita. Binabasa namin ang bawat mensahe.',
    type: 'Uri',
    types: { SUGGESTION: 'Mungkahi', COMPLAINT: 'Reklamo', BUG: 'Problema', OTHER: 'Iba pa' },
    content: 'Ang iyong puna',
    counter: '{{length}} sa {{max}} na salita',
    contact: 'Paano ka namin makokontak? (opsyonal)',
    send: 'Ipadala ang puna',
    sending: 'Ipinapadala…',
    tooShort: 'Sumulat ng hindi bababa sa {{min}} na salita.',
    tooLong: 'Hanggang {{max}} na salita lamang.',
    tooManyChars: 'Hanggang {{max}} na character lamang.',
    contactTooLong: 'Hanggang {{max}} na character lamang dito.',
    sentTitle: 'Salamat sa iyong puna',
    sentText: 'Natanggap namin ito bilang numero {{id}}. Susundan ito ng customer service.',
    another: 'Magpadala pa ng puna',
    failed: 'Hindi maipadala ang iyong puna.',
  },
  winners: {
    title: 'Mga nanalo',
    player: 'Manlalaro',
    game: 'Laro',
    amount: 'Panalo',
    time: 'Oras',
    empty: 'Wala pang panalo.',
  },
};

export default ty;
