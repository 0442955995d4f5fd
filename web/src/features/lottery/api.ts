import {
  lotteryCalls,
  PAST_DRAWS_PAGE_SIZE,
  POPULAR_LOTTERY_COUNT,
  VN_RESULTS_COUNT,
  type LotteryLaunchRequest,
  type PrizeMode,
} from '@portal/contracts';
import { callApi, type HttpClient } from '../../shared/http/http-client';

/** The lottery calls (contracts/src/catalogue-lottery.ts); /lgw answers are the value itself. */
export const fetchLotteryMenus = (http: HttpClient, prizeMode: PrizeMode) =>
  callApi(http, lotteryCalls.lotteryMenus, { params: { prizeMode, device: 'WEB' } });
export const fetchLotteryRecent = (http: HttpClient) => callApi(http, lotteryCalls.lotteryRecent);
export const fetchVnMenus = (http: HttpClient, prizeMode: PrizeMode) =>
  callApi(http, lotteryCalls.vnMenus, { params: { prizeMode, device: 'WEB' } });
export const fetchVnRecent = (http: HttpClient) => callApi(http, lotteryCalls.vnRecent);
export const fetchPopularLotteries = (http: HttpClient, prizeMode: PrizeMode) =>
  callApi(http, lotteryCalls.popularLotteries, { params: { count: POPULAR_LOTTERY_COUNT, prizeMode, device: 'WEB' } });
export const fetchVnResults = (http: HttpClient) => callApi(http, lotteryCalls.vnResults, { params: { count: VN_RESULTS_COUNT } });
export const fetchMyOpenedNumeros = (http: HttpClient, count = 20) => callApi(http, lotteryCalls.myOpenedNumeros, { params: { count } });
export const fetchNearNumero = (http: HttpClient, gameId: number) => callApi(http, lotteryCalls.nearNumero, { params: { gameId } });
export const fetchPastDraws = (http: HttpClient, gameId: number, page = 0) =>
  callApi(http, lotteryCalls.pastDraws, { params: { gameId, page, size: PAST_DRAWS_PAGE_SIZE } });
/** The lobby, or one game's betting view (spec 02, section 7): answers `value.content.game_url`. */
export const launchLottery = (http: HttpClient, request: Omit<LotteryLaunchRequest, 'launchMode' | 'device'>) =>
  callApi(http, lotteryCalls.lotteryLaunch, { params: { launchMode: 'LOTT', device: 'WEB', ...request } });
