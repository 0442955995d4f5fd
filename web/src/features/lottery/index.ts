/** The lottery feature's public face: what app/ composes. Its saga, api and texts load with the feature. */
export const loadLotteryFeature = () => import('./feature').then((m) => m.lotteryFeature);
export const loadLotteryPage = () => import('./page/lottery-page').then((m) => ({ Component: m.LotteryPage }));
export const loadVnLotteryPage = () => import('./vn/vn-lottery-page').then((m) => ({ Component: m.VnLotteryPage }));
export const loadLotteryLanes = () => import('./home/lottery-lanes').then((m) => ({ default: m.LotteryLanes }));
