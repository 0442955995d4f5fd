/** The points mall's public face: what app/ composes. Its saga, api and texts load with the feature. */
export { PointsMallMenuEntry } from './menu-entry';
export const loadPointsMallFeature = () => import('./feature').then((m) => m.pointsMallFeature);
export const loadPointsMallPage = () => import('./page/points-mall-page').then((m) => ({ Component: m.PointsMallPage }));
