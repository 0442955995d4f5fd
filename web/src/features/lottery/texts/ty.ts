import type { TextsOf } from '../../../shared/i18n/texts-of';
import type { LotteryTexts } from './en';

/** Tagalog (TY) texts of the lottery pages and home lanes. */
const ty: TextsOf<LotteryTexts> = {
  title: 'Lottery',
  menus: 'Mga loterya',
  search: 'Maghanap ng loterya',
  favourites: 'Mga paborito',
  recent: 'Kamakailan',
  noFavourites: 'Lagyan ng bituin ang isang loterya para manatili ito rito.',
  noRecent: 'Lalabas dito ang mga loteryang nilaro mo.',
  nothingFound: 'Walang loteryang tumutugma sa hinanap mo.',
  lobby: 'Lahat ng loterya',
  favourite: 'Idagdag ang {{name}} sa mga paborito',
  unfavourite: 'Alisin ang {{name}} sa mga paborito',
  maintenance: 'Kasalukuyang inaayos',
  frame: 'Laro ng loterya',
  loginToPlay: 'Mag-log in para maglaro ng loterya.',
  trialToPlay: 'Kailangan ng totoong account ang loterya. Magparehistro muna.',
  login: 'Mag-login',
  notLaunchedHere: 'Hindi binuksan ng isang launch sa tab na ito ang address na ito.',
  launchFailed: 'Hindi mabuksan ang loterya.',
  menusFailed: 'Hindi ma-load ang mga menu ng loterya.',
  popular: 'Mga sikat na loterya',
  allLotteries: 'Lahat ng loterya',
  draw: 'Bola {{numero}}',
  closesIn: 'Bola sa loob ng',
  popularFailed: 'Hindi ma-load ang mga sikat na loterya.',
  vnResults: 'Mga resulta ng loterya ng Vietnam',
  vnResultsFailed: 'Hindi ma-load ang mga resulta ng loterya ng Vietnam.',
  game: 'Laro',
  numero: 'Bola',
  winNo: 'Mga nanalong numero',
  drawnAt: 'Binola',
  vn: {
    title: 'Lottery ng Vietnam',
    regions: 'Mga rehiyon',
    current: 'Kasalukuyang bola',
    locked: 'Sarado ang taya hanggang mabola ito.',
    previous: 'Nakaraang bola',
    pastDraws: 'Mga huling resulta',
    noDraws: 'Wala pang resulta.',
    play: 'Laruin ang {{name}}',
    noGame: 'Walang available na laro ng loterya ng Vietnam.',
    drawFailed: 'Hindi ma-load ang bola.',
  },
  bars: {
    show: 'Ipakita ang mga menu',
    hide: 'Itago ang mga menu',
  },
};

export default ty;
