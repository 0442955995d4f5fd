/** The service feature's public face: what app/ composes. Its slice, saga, api and texts load with the feature. */
export { ServiceOverlays } from './chat/service-overlays';
export { InboxBadge } from './inbox/inbox-badge';
export { HelpCentreEntry } from './help/help-centre-entry';
export { HomeWinners } from './winners/home-winners';
export const loadServiceFeature = () => import('./feature').then((m) => m.serviceFeature);
/** /helpmc: help centre, platform messages, announcements and feedback. */
export const loadServiceCentrePage = () => import('./centre/service-centre-page').then((m) => ({ Component: m.ServiceCentrePage }));
/** /help: the help centre inside the full shell (the user-protocol link's target). */
export const loadHelpPage = () => import('./help/help-page').then((m) => ({ Component: m.HelpPage }));
export const loadWinnersBoard = () => import('./winners/winners-board').then((m) => ({ default: m.WinnersBoard }));
