import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { ServiceTexts } from './en';

/** Vietnamese (VI) texts of chat, the service centre, feedback and the winners board. */
const vi: TextsOf<ServiceTexts> = {
  chat: {
    open: 'Trò chuyện với chăm sóc khách hàng',
    unread: '{{n}} chưa đọc',
    live: 'Trò chuyện trực tuyến',
    vip: 'CSKH VIP',
    frame: 'Trò chuyện chăm sóc khách hàng',
    enlarge: 'Phóng to cửa sổ trò chuyện',
    shrink: 'Thu nhỏ cửa sổ trò chuyện',
    close: 'Đóng trò chuyện',
    connecting: 'Đang kết nối bạn với chăm sóc khách hàng…',
    failed: 'Không thể mở trò chuyện.',
    notHere: 'Địa chỉ trò chuyện này không đến từ trang này nên không được mở tại đây.',
  },
  centre: {
    title: 'Trung tâm chăm sóc khách hàng',
    sections: 'Các mục chăm sóc khách hàng',
    loginFirst: 'Vui lòng đăng nhập để xem mục này.',
    login: 'Đăng nhập',
    off: 'Trang này không cung cấp chức năng này.',
  },
  tabs: { help: 'Trung tâm trợ giúp', messages: 'Tin nhắn hệ thống', announcements: 'Thông báo', feedback: 'Góp ý' },
  help: {
    search: 'Tìm trong trung tâm trợ giúp',
    nothingFound: 'Không có bài viết nào khớp với tìm kiếm.',
    empty: 'Chưa có bài viết trợ giúp.',
  },
  inbox: {
    summary: '{{total}} tin nhắn, {{unread}} chưa đọc',
    empty: 'Chưa có tin nhắn.',
    unread: 'Mới',
    delete: 'Xóa “{{title}}”',
    notices: {
      WELCOME: { title: 'Chào mừng', text: 'Chào mừng bạn! Tin nhắn của hệ thống về tài khoản của bạn sẽ đến đây.' },
      DEPOSIT_CREDITED: { title: 'Nạp tiền thành công', text: 'Khoản nạp {{orderNo}} số tiền {{amount}} đã được cộng vào ví chính.' },
      DEPOSIT_REJECTED: {
        title: 'Nạp tiền bị từ chối',
        text: 'Khoản nạp {{orderNo}} số tiền {{amount}} đã bị từ chối. Chăm sóc khách hàng có thể cho bạn biết lý do.',
      },
      WITHDRAW_APPROVED: {
        title: 'Đã chi trả rút tiền',
        text: 'Khoản rút {{orderNo}} số tiền {{amount}} đã được chi trả. Vui lòng xác nhận bạn đã nhận được hay chưa.',
      },
      WITHDRAW_FAILED: {
        title: 'Rút tiền thất bại',
        text: 'Khoản rút {{orderNo}} số tiền {{amount}} thất bại; số tiền đã được hoàn về ví chính.',
      },
    },
  },
  announcements: {
    empty: 'Hiện chưa có thông báo.',
    read: 'Đã đọc',
  },
  feedback: {
    intro: 'Hãy cho chúng tôi biết cần cải thiện gì, gặp sự cố gì hoặc bạn muốn thấy gì. Chúng tôi đọc mọi tin nhắn.',
    type: 'Loại',
    types: { SUGGESTION: 'Đề xuất', COMPLAINT: 'Khiếu nại', BUG: 'Sự cố', OTHER: 'Khác' },
    content: 'Góp ý của bạn',
    counter: '{{length}} / {{max}} từ',
    contact: 'Cách liên hệ với bạn (không bắt buộc)',
    send: 'Gửi góp ý',
    sending: 'Đang gửi…',
    tooShort: 'Vui lòng viết ít nhất {{min}} từ.',
    tooLong: 'Chỉ được viết tối đa {{max}} từ.',
    tooManyChars: 'Tối đa {{max}} ký tự.',
    contactTooLong: 'Tối đa {{max}} ký tự.',
    sentTitle: 'Cảm ơn góp ý của bạn',
    sentText: 'Chúng tôi đã nhận với mã số {{id}}. Chăm sóc khách hàng sẽ theo dõi xử lý.',
    another: 'Gửi thêm góp ý',
    failed: 'Không thể gửi góp ý của bạn.',
  },
  winners: {
    title: 'Bảng thắng giải',
    player: 'Người chơi',
    game: 'Trò chơi',
    amount: 'Tiền thắng',
    time: 'Thời gian',
    empty: 'Chưa có ai thắng.',
  },
};

export default vi;
