export const gameCategories = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT', 'INHOUSE', 'LOTT', 'ELOTT'] as const;
export type GameCategory = (typeof gameCategories)[number];

/** isGame VASSALAGE marks a vendor entry rather than a game (spec 02, section 3). */
export const VASSALAGE = 'VASSALAGE';
export const DEFAULT_PAGE_SIZE = 42;

/** Failures of the game calls. The launch's maintenance and balance codes are the real platform's (spec 04, "Other"). */
export const GameCode = {
  /** The game's vendor is under maintenance: `value` is the window (maintenanceValueSchema in games.ts). */
  Maintenance: 'vendor_under_maintenance',
  /** The player's money cannot play the game: none, or less than its minimum bet. The client offers a deposit. */
  BalanceNotEnough: 'launch_game_balance_not_enough',
  NotFound: 'GAME_NOT_FOUND',
  TrialNotAllowed: 'TRIAL_NOT_ALLOWED',
} as const;

/** The relay names of spec 02, section 7, as the client calls them: /wps/relay/<NAME>, GET or POST as the catalogue says. */
export const Relay = {
  newGameVendor: 'GCSGAME_newGameVendor',
  gameList: 'GCSGAME_gameList',
  hotGames: 'GCSGAME_hotGamesV2',
  vassGameType: 'GCSGAME_getVassGameType',
  recentGames: 'GCS_recentGame',
  favouriteIds: 'MCSFE_getFavoriteGames',
  favouriteList: 'MCSFE_getFavoriteGamesList',
  addFavourite: 'MCSFE_addFavoriteGame',
  removeFavourite: 'MCSFE_removeFavoriteGame',
  roomList: 'GLS2_roomList',
  announcements: 'MCSFE_getListAnnouncements',
} as const;
/** The announcements relay's execution types (spec 04): B before login, A after login, F first login. */
export const ANNOUNCEMENT_EXECUTIONS = ['B', 'A', 'F'] as const;
export type AnnouncementExecution = (typeof ANNOUNCEMENT_EXECUTIONS)[number];
/** The brand's announcement types (spec 01 section 9): banners, player, popup, promotion, home; agents ask with A. */
export const ANNOUNCEMENT_TYPES = 'B,PL,PU,PR,H';
export const relayPath = (name: string) => `/wps/relay/${name}`;
