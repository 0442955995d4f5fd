import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadDownloadPage } from '../features/download';
import { loadGameFramePage, loadGamesFeature, loadHomePage, loadLobbyPage } from '../features/games';
import { loadIdentityForms, loadLoginPage, loadRegisterPage } from '../features/identity';
import { loadLotteryFeature, loadLotteryLanes, loadLotteryPage, loadVnLotteryPage } from '../features/lottery';
import { loadPointsMallPage, loadPointsMallFeature } from '../features/points-mall';
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

const section = (name: string, bannerGroup?: string, page?: Page): RouteHandle => ({ section: name, bannerGroup, preload: page?.preload });

/** What a route's element throws shows the error page in its place, inside the layout. */
const guarded = (element: ReactNode) => <RouteErrorBoundary>{element}</RouteErrorBoundary>;

const layout = (kind: LayoutKind, children: RouteObject[]): RouteObject => ({
  element: guarded(<ShellLayout layout={kind} />),
  children: children.map((c) => ({ ...c, element: guarded(c.element) })),
});

type Page = { element: ReactNode; preload: () => Promise<unknown> };

/**
 * A lazy section's page, one component per section, whichever of its paths shows it. Its load runs once,
 * whether the router or preloadRoute asks first.
 */
const page = (load: Parameters<typeof lazyPage>[0]): Page => {
  let loading: ReturnType<typeof load> | undefined;
  let loaded: Awaited<ReturnType<typeof load>> | undefined;
  const loadOnce = () => (loading ??= load().then((module) => (loaded = module)));
  const Section = lazyPage(loadOnce, () => loaded);
  return { element: <Section />, preload: loadOnce };
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
  /** A route showing a lazy page: its handle can start loading the page before the router renders it. */
  const at = (path: string, name: string, shown: Page, bannerGroup?: string): RouteObject => ({
    path,
    element: shown.element,
    handle: section(name, bannerGroup, shown),
  });
  return [
    {
      element: guarded(<AppRoot />),
      children: [
        layout('full', [
          { index: true, element: home.element, handle: section('home', 'w_home', home) },
          ...['index', 'index.html', 'home'].map((path) => at(path, 'home', home, 'w_home')),
          ...['register', 'register.html'].map((path) => at(path, 'register', register, 'w_reg')),
          at('login', 'login', page(lazySection('login', identity(loadLoginPage)))),
          ...lobbyPaths.map((path) => at(path, path, egame, `w_${path}`)),
          at('elott', 'elott', page(lazySection('elott', games(loadLobbyPage))), 'w_lott'),
          at('promotions', 'promotions', page(lazySection('promo', withFeature(loadPromotionsPage, loadPromotionsFeature))), 'w_promotion'),
          at(
            'promoDetail',
            'promoDetail',
            page(lazySection('promoDetail', withFeature(loadPromoDetailPage, loadPromotionsFeature))),
            'w_promotion',
          ),
          at('help', 'help', page(lazySection('help', service(loadHelpPage)))),
          at('down', 'down', page(lazySection('download', loadDownloadPage))),
          { path: '*', element: <NotFoundPage />, handle: section('notFound') },
        ]),
        layout('mall', [
          at('pointMall', 'pointMall', page(lazySection('pointMall', withFeature(loadPointsMallPage, loadPointsMallFeature))), 'w_shop'),
        ]),
        layout('header', [
          at('lottery', 'lottery', page(lazySection('lottery', lottery(loadLotteryPage)))),
          at('game', 'game', page(lazySection('byIframe', games(loadGameFramePage)))),
        ]),
        layout('headerMenu', [
          at('vnlottery', 'vnlottery', page(lazySection('vnlottery', lottery(loadVnLotteryPage)))),
          at('seamless', 'seamless', page(lazySection('seamless', games(loadGameFramePage)))),
        ]),
        layout('bare', [at('helpmc', 'helpmc', page(lazySection('helpmc', service(loadServiceCentrePage))))]),
      ],
    },
  ];
}
