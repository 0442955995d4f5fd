import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { LotteryTexts } from './en';

/** Simplified Chinese (CN) texts of the lottery pages and home lanes. */
const cn: TextsOf<LotteryTexts> = {
  title: '彩票',
  menus: '彩种',
  search: '搜索彩种',
  favourites: '我的收藏',
  recent: '最近玩过',
  noFavourites: '收藏彩种后会显示在这里。',
  noRecent: '你玩过的彩种会显示在这里。',
  nothingFound: '没有符合搜索的彩种。',
  lobby: '全部彩种',
  favourite: '将{{name}}加入收藏',
  unfavourite: '将{{name}}移出收藏',
  maintenance: '维护中',
  frame: '彩票游戏',
  loginToPlay: '请登录后购彩。',
  trialToPlay: '彩票需要正式账号，请先注册。',
  login: '登录',
  notLaunchedHere: '此地址不是本标签页启动的游戏。',
  launchFailed: '无法打开彩票。',
  menusFailed: '无法加载彩票菜单。',
  popular: '热门彩票',
  allLotteries: '全部彩票',
  draw: '第 {{numero}} 期',
  closesIn: '距开奖',
  popularFailed: '无法加载热门彩票。',
  vnResults: '越南彩开奖结果',
  vnResultsFailed: '无法加载越南彩开奖结果。',
  game: '彩种',
  numero: '期号',
  winNo: '开奖号码',
  drawnAt: '开奖时间',
  vn: {
    title: '越南彩',
    regions: '地区',
    current: '当前期',
    locked: '本期已封盘，开奖后可继续投注。',
    previous: '上一期',
    pastDraws: '最近开奖',
    noDraws: '暂无开奖结果。',
    play: '投注 {{name}}',
    noGame: '暂无越南彩游戏。',
    drawFailed: '无法加载本期信息。',
  },
  bars: {
    show: '显示菜单',
    hide: '隐藏菜单',
  },
};

export default cn;
