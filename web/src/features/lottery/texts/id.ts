import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { LotteryTexts } from './en';

/** Indonesian (ID) texts of the lottery pages and home lanes. */
const id: TextsOf<LotteryTexts> = {
  title: 'Lotre',
  menus: 'Lotre',
  search: 'Cari lotre',
  favourites: 'Favorit',
  recent: 'Terakhir dimainkan',
  noFavourites: 'Beri bintang pada lotre agar tersimpan di sini.',
  noRecent: 'Lotre yang Anda mainkan muncul di sini.',
  nothingFound: 'Tidak ada lotre yang cocok.',
  lobby: 'Semua lotre',
  favourite: 'Tambahkan {{name}} ke favorit',
  unfavourite: 'Hapus {{name}} dari favorit',
  maintenance: 'Dalam pemeliharaan',
  frame: 'Permainan lotre',
  loginToPlay: 'Masuk untuk bermain lotre.',
  trialToPlay: 'Lotre memerlukan akun asli. Silakan daftar terlebih dahulu.',
  login: 'Masuk',
  notLaunchedHere: 'Alamat ini tidak dibuka oleh peluncuran di tab ini.',
  launchFailed: 'Lotre tidak dapat dibuka.',
  menusFailed: 'Menu lotre tidak dapat dimuat.',
  popular: 'Lotre populer',
  allLotteries: 'Semua lotre',
  draw: 'Undian {{numero}}',
  closesIn: 'Undian dalam',
  popularFailed: 'Lotre populer tidak dapat dimuat.',
  vnResults: 'Hasil lotre Vietnam',
  vnResultsFailed: 'Hasil lotre Vietnam tidak dapat dimuat.',
  game: 'Permainan',
  numero: 'Undian',
  winNo: 'Nomor pemenang',
  drawnAt: 'Diundi',
  vn: {
    title: 'Lotre Vietnam',
    regions: 'Wilayah',
    current: 'Undian saat ini',
    locked: 'Taruhan ditutup sampai undian ini dilakukan.',
    previous: 'Undian sebelumnya',
    pastDraws: 'Hasil terbaru',
    noDraws: 'Belum ada hasil.',
    play: 'Mainkan {{name}}',
    noGame: 'Tidak ada permainan lotre Vietnam.',
    drawFailed: 'Undian tidak dapat dimuat.',
  },
  bars: {
    show: 'Tampilkan menu',
    hide: 'Sembunyikan menu',
  },
};

export default id;
