/** The games feature's public face: what app/ composes. Its saga and api load with the feature. */
export { BannerSlot } from './banner/banner-slot';
export { categoryIcon } from './category-icon';
export { VendorStrip } from './footer/vendor-strip';
export { cardAction, gamesIntents } from './intents';
export { selectBanners, selectMenuLanes, selectNoticeStatus, selectVendorLogos } from './selectors';
export const loadGamesFeature = () => import('./feature').then((m) => m.gamesFeature);
export const loadGameOverlays = () => import('./overlays/game-overlays').then((m) => ({ default: m.GameOverlays }));
export const loadLobbyPage = () => import('./lobby/lobby-page').then((m) => ({ Component: m.LobbyPage }));
export const loadHomePage = () => import('./home/home-page').then((m) => ({ Component: m.HomePage }));
/** /game and /seamless frame a launched game the same way; only the shell around it differs. */
export const loadGameFramePage = () => import('./play/game-frame-page').then((m) => ({ Component: m.GameFramePage }));
