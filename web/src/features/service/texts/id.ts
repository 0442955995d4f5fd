import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { ServiceTexts } from './en';

/** Indonesian (ID) texts of chat, the service centre, feedback and the winners board. */
const id: TextsOf<ServiceTexts> = {
  chat: {
    open: 'Chat dengan layanan pelanggan',
    unread: '{{n}} belum dibaca',
    live: 'Obrolan langsung',
    vip: 'Layanan VIP',
    frame: 'Chat layanan pelanggan',
    enlarge: 'Perbesar chat',
    shrink: 'Perkecil chat',
    close: 'Tutup chat',
    connecting: 'Menghubungkan Anda ke layanan pelanggan…',
    failed: 'Chat tidak dapat dibuka.',
    notHere: 'Alamat chat ini tidak berasal dari situs ini, jadi tidak dibuka di sini.',
  },
  centre: {
    title: 'Pusat layanan pelanggan',
    sections: 'Bagian layanan pelanggan',
    loginFirst: 'Masuk untuk melihat ini.',
    login: 'Masuk',
    off: 'Fitur ini tidak tersedia di situs ini.',
  },
  tabs: { help: 'Pusat bantuan', messages: 'Pesan platform', announcements: 'Pengumuman', feedback: 'Masukan' },
  help: {
    search: 'Cari di pusat bantuan',
    nothingFound: 'Tidak ada artikel yang cocok dengan pencarian Anda.',
    empty: 'Belum ada artikel bantuan.',
  },
  inbox: {
    summary: '{{total}} pesan, {{unread}} belum dibaca',
    empty: 'Belum ada pesan.',
    unread: 'Baru',
    delete: 'Hapus “{{title}}”',
    notices: {
      WELCOME: { title: 'Selamat datang', text: 'Selamat datang! Pesan dari platform tentang akun Anda akan masuk ke sini.' },
      DEPOSIT_CREDITED: { title: 'Deposit masuk', text: 'Deposit Anda {{orderNo}} sebesar {{amount}} telah masuk ke dompet utama.' },
      DEPOSIT_REJECTED: {
        title: 'Deposit ditolak',
        text: 'Deposit Anda {{orderNo}} sebesar {{amount}} ditolak. Layanan pelanggan dapat menjelaskan alasannya.',
      },
      WITHDRAW_APPROVED: {
        title: 'Penarikan dibayarkan',
        text: 'Penarikan Anda {{orderNo}} sebesar {{amount}} telah dibayarkan. Mohon konfirmasi apakah Anda sudah menerimanya.',
      },
      WITHDRAW_FAILED: {
        title: 'Penarikan gagal',
        text: 'Penarikan Anda {{orderNo}} sebesar {{amount}} gagal; dananya sudah kembali ke dompet utama.',
      },
    },
  },
  announcements: {
    empty: 'Belum ada pengumuman.',
    read: 'Sudah dibaca',
  },
  feedback: {
    intro: 'Beri tahu kami apa yang perlu diperbaiki, apa yang salah, atau apa yang ingin Anda lihat. Kami membaca setiap pesan.',
    type: 'Jenis',
    types: { SUGGESTION: 'Saran', COMPLAINT: 'Keluhan', BUG: 'Masalah', OTHER: 'Lainnya' },
    content: 'Masukan Anda',
    counter: '{{length}} dari {{max}} kata',
    contact: 'Bagaimana kami menghubungi Anda? (opsional)',
    send: 'Kirim masukan',
    sending: 'Mengirim…',
    tooShort: 'Tulis minimal {{min}} kata.',
    tooLong: 'Tulis maksimal {{max}} kata.',
    tooManyChars: 'Maksimal {{max}} karakter.',
    contactTooLong: 'Maksimal {{max}} karakter.',
    sentTitle: 'Terima kasih atas masukan Anda',
    sentText: 'Kami menerimanya sebagai nomor {{id}}. Layanan pelanggan akan menindaklanjutinya.',
    another: 'Kirim masukan lain',
    failed: 'Masukan Anda tidak dapat dikirim.',
  },
  winners: {
    title: 'Papan pemenang',
    player: 'Pemain',
    game: 'Game',
    amount: 'Kemenangan',
    time: 'Waktu',
    empty: 'Belum ada kemenangan.',
  },
};

export default id;
