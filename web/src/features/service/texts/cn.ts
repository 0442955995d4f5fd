import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { ServiceTexts } from './en';

/** Simplified Chinese (CN) texts of chat, the service centre, feedback and the winners board. */
const cn: TextsOf<ServiceTexts> = {
  chat: {
    open: '联系在线客服',
    unread: '{{n}} 条未读',
    live: '在线客服',
    vip: 'VIP 专属客服',
    frame: '客服聊天',
    enlarge: '放大聊天窗口',
    shrink: '缩小聊天窗口',
    close: '关闭聊天',
    connecting: '正在为你连接客服…',
    failed: '聊天无法打开。',
    notHere: '该聊天地址并非来自本站，因此不会在此打开。',
  },
  centre: {
    title: '客服中心',
    sections: '客服栏目',
    loginFirst: '请先登录后查看。',
    login: '登录',
    off: '本站暂不提供此功能。',
  },
  tabs: { help: '帮助中心', messages: '平台消息', announcements: '公告', feedback: '意见反馈' },
  help: {
    search: '搜索帮助中心',
    nothingFound: '没有符合搜索的文章。',
    empty: '暂无帮助文章。',
  },
  inbox: {
    summary: '共 {{total}} 条信息，{{unread}} 条未读',
    empty: '暂无信息。',
    unread: '未读',
    delete: '删除“{{title}}”',
    notices: {
      WELCOME: { title: '欢迎', text: '欢迎！平台关于你账户的信息会发送到这里。' },
      DEPOSIT_CREDITED: { title: '存款已到账', text: '你的存款 {{orderNo}}（{{amount}}）已存入主钱包。' },
      DEPOSIT_REJECTED: { title: '存款被拒绝', text: '你的存款 {{orderNo}}（{{amount}}）被拒绝。如需了解原因，请联系客服。' },
      WITHDRAW_APPROVED: { title: '提款已出款', text: '你的提款 {{orderNo}}（{{amount}}）已出款，请确认是否收到。' },
      WITHDRAW_FAILED: { title: '提款失败', text: '你的提款 {{orderNo}}（{{amount}}）失败，款项已退回主钱包。' },
    },
  },
  announcements: {
    empty: '暂无公告。',
    read: '已读',
  },
  feedback: {
    intro: '告诉我们需要改进的地方、遇到的问题或你希望看到的内容。每条反馈我们都会阅读。',
    type: '类型',
    types: { SUGGESTION: '建议', COMPLAINT: '投诉', BUG: '问题', OTHER: '其他' },
    content: '反馈内容',
    counter: '{{length}} / {{max}} 个词',
    contact: '联系方式（选填）',
    send: '提交反馈',
    sending: '提交中…',
    tooShort: '请至少写 {{min}} 个词。',
    tooLong: '最多写 {{max}} 个词。',
    tooManyChars: '最多 {{max}} 个字符。',
    contactTooLong: '最多 {{max}} 个字符。',
    sentTitle: '感谢你的反馈',
    sentText: '我们已收到，编号 {{id}}。客服会跟进处理。',
    another: '继续反馈',
    failed: '反馈提交失败。',
  },
  winners: {
    title: '中奖榜',
    player: '玩家',
    game: '游戏',
    amount: '奖金',
    time: '时间',
    empty: '暂无中奖记录。',
  },
};

export default cn;
