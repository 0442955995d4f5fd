/** The games feature's public face: what app/ composes. */
export { BannerSlot } from './banner/banner-slot';
export { cardAction } from './card-action';
export { GameOverlays } from './game-overlays';
export { gamesSaga } from './games-saga';
export { gamesSlice } from './games-slice';
export { selectBanners, selectMenuLanes, selectVendorLogos } from './selectors';
export { VendorStrip } from './vendor-strip';
export { gamesActions } from './games-slice';
export const loadLobbyPage = () => import('./lobby/lobby-page').then((m) => ({ Component: m.LobbyPage }));
export const loadHomePage = () => import('./home/home-page').then((m) => ({ Component: m.HomePage }));
export const loadGameFramePage = () => import('./game-frame-page').then((m) => ({ Component: m.GameFramePage }));
