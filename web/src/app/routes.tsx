import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { loadDownloadPage } from '../features/download';
import { loadGameFramePage, loadGamesFeature, loadHomePage, loadLobbyPage } from '../features/games';
import { loadIdentityForms, loadLoginPage, loadRegisterPage } from '../features/identity';
import { loadLotteryFeature, loadLotteryLanes, loadLotteryPage, loadVnLotteryPage } from '../features/lottery';
import { loadPointMallPage, loadPointsMallFeature } from '../features/points-mall';
import { loadPromoDetailPage, loadPromotionsFeature, loadPromotionsPage } from '../features/promotions';
import { HomeWinners, loadHelpPage, loadServiceCentrePage, loadServiceFeature, loadWinnersBoard } from '../features/service';
import type { Feature, FeatureInjector } from '../shared/store/feature';
import { AppRoot } from './app-root';
import { HomeLotteryLanes } from './home-lottery-lanes';
import { lazyPage, lazySection } from './lazy-section';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { ShellLayout, type LayoutKind } from './shell/shell-layout';

export const lobbyPaths = ['rng', 'live', 'fish', 'pvp', 'sports', 'esports', 'cockfight', 'inhouse', 'hot'] as const;

const section = (name: string, bannerGroup?: string): RouteHandle => ({ section: name, bannerGroup });

/** What a route's element throws shows the error page in its place, inside the layout. */
const guarded = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;

const layout = (kind: LayoutKind, children: RouteObject[]): RouteObject => ({
  element: guarded(<ShellLayout layout={kind} />),
  children: children.map((c) => ({ ...c, element: guarded(c.element) })),
});

/** A lazy section's page, one component per section, whichever of its paths shows it. */
const page = (load: Parameters<typeof lazyPage>[0]) => {
  const Page = lazyPage(load);
  return <Page />;
};

/**
 * The spec's route table (spec 01, 2.1). Lazy entries name their chunk as the spec does; a page that
 * needs a feature's state and saga gets them injected before it first renders. Each route's handle names
 * its section and banner group (read with useRouteHandle).
 */
export function makeRoutes(injector: FeatureInjector): RouteObject[] {
  const withFeature =
    <M,>(load: () => Promise<M>, feature: () => Promise<Feature>) =>
    () =>
      Promise.all([load(), feature().then((f) => injector.inject(f))]).then(([module]) => module);
  const games = <M,>(load: () => Promise<M>) => withFeature(load, loadGamesFeature);
  const egame = page(lazySection('egame', games(loadLobbyPage)));
  const lottery = <M,>(load: () => Promise<M>) => withFeature(load, loadLotteryFeature);
  // The home page is the games feature's, with the lottery lanes below it (they load as the player scrolls).
  const LotteryLanes = lazy(lottery(loadLotteryLanes));
  const service = <M,>(load: () => Promise<M>) => withFeature(load, loadServiceFeature);
  // The winners board sits below the lanes and loads, with the service feature, as the player scrolls to it.
  const WinnersBoard = lazy(service(loadWinnersBoard));
  const homeWithLottery = () =>
    loadHomePage().then(({ Component: Home }) => ({
      Component: () => (
        <>
          <Home />
          <HomeLotteryLanes Lanes={LotteryLanes} />
          <HomeWinners Board={WinnersBoard} />
        </>
      ),
    }));
  const home = page(lazySection('index', games(homeWithLottery)));
  const identity = <M,>(load: () => Promise<M>) => withFeature(load, loadIdentityForms);
  const register = page(lazySection('register', identity(loadRegisterPage)));
  return [
    {
      element: guarded(<AppRoot />),
      children: [
        layout('full', [
          { index: true, element: home, handle: section('home', 'w_home') },
          ...['index', 'index.html', 'home'].map((path) => ({ path, element: home, handle: section('home', 'w_home') })),
          ...['register', 'register.html'].map((path) => ({ path, element: register, handle: section('register', 'w_reg') })),
          { path: 'login', element: page(lazySection('login', identity(loadLoginPage))), handle: section('login') },
          ...lobbyPaths.map((path) => ({ path, element: egame, handle: section(path, `w_${path}`) })),
          { path: 'elott', element: page(lazySection('elott', games(loadLobbyPage))), handle: section('elott', 'w_lott') },
          {
            path: 'promotions',
            element: page(lazySection('promo', withFeature(loadPromotionsPage, loadPromotionsFeature))),
            handle: section('promotions', 'w_promotion'),
          },
          {
            path: 'promoDetail',
            element: page(lazySection('promoDetail', withFeature(loadPromoDetailPage, loadPromotionsFeature))),
            handle: section('promoDetail', 'w_promotion'),
          },
          { path: 'help', element: page(lazySection('help', service(loadHelpPage))), handle: section('help') },
          { path: 'down', element: page(lazySection('download', loadDownloadPage)), handle: section('down') },
          { path: '*', element: <NotFoundPage />, handle: section('notFound') },
        ]),
        layout('mall', [
          {
            path: 'pointMall',
            element: page(lazySection('pointMall', withFeature(loadPointMallPage, loadPointsMallFeature))),
            handle: section('pointMall', 'w_shop'),
          },
        ]),
        layout('header', [
          { path: 'lottery', element: page(lazySection('lottery', lottery(loadLotteryPage))), handle: section('lottery') },
          { path: 'game', element: page(lazySection('byIframe', games(loadGameFramePage))), handle: section('game') },
        ]),
        layout('headerMenu', [
          { path: 'vnlottery', element: page(lazySection('vnlottery', lottery(loadVnLotteryPage))), handle: section('vnlottery') },
          { path: 'seamless', element: page(lazySection('seamless', games(loadGameFramePage))), handle: section('seamless') },
        ]),
        layout('bare', [
          { path: 'helpmc', element: page(lazySection('helpmc', service(loadServiceCentrePage))), handle: section('helpmc') },
        ]),
      ],
    },
  ];
}
