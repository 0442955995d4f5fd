/** The games feature's public face: what app/ composes. Its saga and api load with the feature. */
export { BannerSlot } from './banner/banner-slot';
export { cardAction } from './card-action';
export { selectBanners, selectMenuLanes, selectVendorLogos } from './selectors';
export { VendorStrip } from './vendor-strip';
export { gamesActions } from './slice';
export const loadGamesFeature = () => import('./feature').then((m) => m.gamesFeature);
export const loadGameOverlays = () => import('./game-overlays').then((m) => ({ default: m.GameOverlays }));
export const loadLobbyPage = () => import('./lobby/lobby-page').then((m) => ({ Component: m.LobbyPage }));
export const loadHomePage = () => import('./home/home-page').then((m) => ({ Component: m.HomePage }));
export const loadGameFramePage = () => import('./game-frame-page').then((m) => ({ Component: m.GameFramePage }));
