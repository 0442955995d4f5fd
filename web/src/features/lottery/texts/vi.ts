import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { LotteryTexts } from './en';

/** Vietnamese (VI) texts of the lottery pages and home lanes. */
const vi: TextsOf<LotteryTexts> = {
  title: 'Xổ số',
  menus: 'Xổ số',
  search: 'Tìm xổ số',
  favourites: 'Yêu thích',
  recent: 'Chơi gần đây',
  noFavourites: 'Gắn sao cho một xổ số để giữ nó ở đây.',
  noRecent: 'Các xổ số bạn đã chơi sẽ hiện ở đây.',
  nothingFound: 'Không có xổ số nào khớp.',
  lobby: 'Tất cả xổ số',
  favourite: 'Thêm {{name}} vào mục yêu thích',
  unfavourite: 'Bỏ {{name}} khỏi mục yêu thích',
  maintenance: 'Đang bảo trì',
  frame: 'Trò chơi xổ số',
  loginToPlay: 'Đăng nhập để chơi xổ số.',
  trialToPlay: 'Xổ số cần tài khoản thật. Vui lòng đăng ký trước.',
  login: 'Đăng nhập',
  notLaunchedHere: 'Địa chỉ này không được mở bởi lần khởi chạy trong thẻ này.',
  launchFailed: 'Không thể mở xổ số.',
  menusFailed: 'Không thể tải danh mục xổ số.',
  popular: 'Xổ số phổ biến',
  allLotteries: 'Tất cả xổ số',
  draw: 'Kỳ {{numero}}',
  closesIn: 'Quay thưởng sau',
  popularFailed: 'Không thể tải xổ số phổ biến.',
  vnResults: 'Kết quả xổ số Việt Nam',
  vnResultsFailed: 'Không thể tải kết quả xổ số Việt Nam.',
  game: 'Trò chơi',
  numero: 'Kỳ',
  winNo: 'Số trúng thưởng',
  drawnAt: 'Quay lúc',
  vn: {
    title: 'Xổ số Việt Nam',
    regions: 'Khu vực',
    current: 'Kỳ hiện tại',
    locked: 'Đã khóa cược cho đến khi kỳ này quay xong.',
    previous: 'Kỳ trước',
    pastDraws: 'Kết quả mới nhất',
    noDraws: 'Chưa có kết quả.',
    play: 'Chơi {{name}}',
    noGame: 'Không có trò chơi xổ số Việt Nam.',
    drawFailed: 'Không thể tải kỳ quay.',
  },
  bars: {
    show: 'Hiện menu',
    hide: 'Ẩn menu',
  },
};

export default vi;
