import { gameCalls, lotteryCalls, type GameCategory, type GameListRequest, type LaunchRequest } from '@portal/contracts';
import { fetchAnnouncements } from '../../shared/announcements/announcements';
import { callApi, type HttpClient } from '../../shared/http/http-client';

export const fetchVendors = (http: HttpClient) => callApi(http, gameCalls.vendors, { params: { platform: 'html5-desktop' } });
export const fetchGameList = (http: HttpClient, request: GameListRequest) =>
  callApi(http, gameCalls.gameList, { params: { clientType: 3, platform: 'html5-desktop', ...request } });
export const fetchHotGames = (http: HttpClient, vassalage?: string) =>
  callApi(http, gameCalls.hotGames, { data: { isPlatform: 2, platform: 'flash,html5-desktop', ...(vassalage ? { vassalage } : {}) } });
export const fetchVassGameType = (http: HttpClient) => callApi(http, gameCalls.vassGameType);
export const fetchRecentGames = (http: HttpClient, pageNo = 1) =>
  callApi(http, gameCalls.recent, { params: { clientType: 3, pageNo, pageSize: 42 } });
export const fetchFavouriteIds = (http: HttpClient) => callApi(http, gameCalls.favouriteIds);
export const fetchFavouriteList = (http: HttpClient, gameType: GameCategory = 'RNG', pageNo = 1) =>
  callApi(http, gameCalls.favouriteList, { params: { gameType, platform: 'flash', pageNo, pageSize: 42 } });
export const changeFavourite = (http: HttpClient, add: boolean, favourite: { nodeId: number; vendor: string; gameType: GameCategory }) =>
  callApi(http, add ? gameCalls.addFavourite : gameCalls.removeFavourite, { data: favourite });
export const fetchRooms = (http: HttpClient, vassalage: string) => callApi(http, gameCalls.rooms, { params: { vassalage } });
/** The popups after a login (A), or a first login (F): the announcements relay's `popup` (spec 04). */
export const fetchLoginPopups = async (http: HttpClient, firstTimeLogin: boolean) =>
  (await fetchAnnouncements(http, firstTimeLogin ? 'F' : 'A')).popup;

export const launchGame = (http: HttpClient, request: LaunchRequest) =>
  callApi(http, gameCalls.launch, { data: { platform: 'html5-desktop', ...request } });
/** The v2 launch address, used for PVP rooms; answers game_url2. */
export const launchGameV2 = (http: HttpClient, request: LaunchRequest) =>
  callApi(http, gameCalls.launchV2, { data: { platform: 'html5-desktop', ...request } });

/** TCG_SEA's own window: the lottery lobby launch in the SEA prize mode, on the game's betting view (spec 02, section 4). */
export const launchSeaLottery = (http: HttpClient, language: string, gameCode?: string) =>
  callApi(http, lotteryCalls.lotteryLaunch, {
    params: {
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoView: gameCode ? 'betting' : 'lobby',
      device: 'WEB',
      ...(gameCode && { lottoGameCode: gameCode }),
      language,
    },
  });

export const fetchHomeNotice = (http: HttpClient) => callApi(http, gameCalls.homeNotice, { params: { type: 'player' } });
