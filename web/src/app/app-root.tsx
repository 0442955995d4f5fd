import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useConfig } from '../config/config-context';
import { loadGameOverlays, loadGamesFeature } from '../features/games';
import { IdentityOverlays } from '../features/identity';
import { AgentCentreHost } from '../features/agent-centre';
import { MemberCentreHost } from '../features/member-centre';
import { ServiceOverlays } from '../features/service';
import { SessionKey } from '../shared/storage/keys';
import { session } from '../shared/storage/web-storage';
import { useLazyFeature } from '../shared/store/feature';
import { useIdleAfter } from '../shared/idle/idle';
import { useHydrated } from '../shared/ui/use-hydrated';
import { CentreAddressSync } from '../shared/ui-state/centre-address-sync';
import { NoticeDialog } from '../shared/ui-state/notice-dialog';
import { useDocumentTitle } from './document-title';
import { LaidOutMark } from './laid-out-mark';

const GameOverlays = lazy(loadGameOverlays);

/** Paths a visitor without a token may still open when loginedToHomePage is on (spec 01, 2.1). */
export const publicPaths = ['/login', '/register', '/register.html', '/helpmc', '/download'];

/** Above every layout: the loginedToHomePage redirect and the smooth scroll to top on navigation. */
export function AppRoot() {
  const { loginedToHomePage } = useConfig();
  const { pathname } = useLocation();
  // The menu, banners and every lobby read the games feature: it loads beside the first page.
  useLazyFeature(loadGamesFeature);
  useDocumentTitle();

  // Not on the first page: a fresh load already starts at the top, and a smooth scroll costs a frame.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [pathname]);

  if (loginedToHomePage && !session.get(SessionKey.Token) && !publicPaths.includes(pathname)) {
    return <Navigate to="/login" replace />;
  }
  return (
    <>
      <Outlet />
      <CentreAddressSync />
      <IdleOverlays />
      <LaidOutMark />
      <IdentityOverlays />
      <MemberCentreHost />
      <AgentCentreHost />
      <ServiceOverlays />
      <NoticeDialog />
    </>
  );
}

/**
 * The game overlays (the announcements popup among them) are never part of a server's page: they load once it is
 * hydrated (on a page the client renders itself, once it has rendered) and the browser then had an idle moment. A
 * component of their own: the render after hydration is theirs alone, not the whole page's.
 */
function IdleOverlays() {
  const overlays = useIdleAfter(useHydrated());
  return overlays ? (
    <Suspense fallback={null}>
      <GameOverlays />
    </Suspense>
  ) : null;
}
