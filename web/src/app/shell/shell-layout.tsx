import './shell-layout.css';
import { PanelsTopLeft } from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { preferencesActions, selectBarsShown, selectDrawerOpen, selectMenuMini } from '../../features/preferences/slice';
import { BannerArea } from './banner-area';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { SkipLinks } from './skip-links';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { usePhoneLayout } from '../../shared/ui/use-phone-layout';

export type LayoutKind = 'full' | 'mall' | 'header' | 'headerMenu' | 'bare';

const parts: Record<LayoutKind, { header: boolean; menu: boolean; banner: boolean; footer: boolean }> = {
  full: { header: true, menu: true, banner: true, footer: true },
  mall: { header: true, menu: false, banner: true, footer: true },
  header: { header: true, menu: false, banner: false, footer: false },
  headerMenu: { header: true, menu: true, banner: false, footer: false },
  bare: { header: false, menu: false, banner: false, footer: false },
};

/** The named areas of spec 01, 2.2, shown per route as the route table says. */
export function ShellLayout({ layout }: { layout: LayoutKind }) {
  const barsShown = useAppSelector(selectBarsShown);
  // On /vnlottery and /seamless the menu's toggle shows and hides the top and left bars (spec 02, section 2).
  const togglesBars = layout === 'headerMenu';
  const bars = !togglesBars || barsShown;
  const show = { ...parts[layout], header: parts[layout].header && bars, menu: parts[layout].menu && bars };
  const mini = useAppSelector(selectMenuMini);
  const drawerOpen = useAppSelector(selectDrawerOpen);
  useDrawerClosing(drawerOpen);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const menuClass = show.menu ? (mini ? 'shell--menu-mini' : 'shell--menu-full') : '';
  // A layout with the header but no side menu keeps the menu as the phone's drawer: its menu button opens it.
  const drawerOnly = show.header && !show.menu;
  // On a phone the closed drawer is not rendered at all (issue 28: about 230 nodes nobody sees, at the start of every
  // page); opening it renders it, closing it removes it. The server renders the layout of its guess (use-phone-layout.ts).
  const phone = usePhoneLayout();
  const menuRendered = !phone || drawerOpen;
  return (
    <div className={`shell shell--${layout} ${bars ? '' : 'shell--bars-hidden'} ${menuClass} ${drawerOpen ? 'shell--drawer-open' : ''}`}>
      <SkipLinks login={show.header} content={show.menu || show.header} />
      {show.menu && menuRendered && <SideMenu togglesBars={togglesBars} />}
      {drawerOnly && menuRendered && <SideMenu drawerOnly />}
      {togglesBars && !bars && (
        <button
          type="button"
          className="icon-button shell__bars-toggle"
          aria-expanded={false}
          aria-label={t('menu.showBars')}
          title={t('menu.showBars')}
          onClick={() => dispatch(preferencesActions.barsToggled())}
        >
          <PanelsTopLeft aria-hidden="true" size={18} />
        </button>
      )}
      {(show.menu || drawerOnly) && drawerOpen && (
        <button
          type="button"
          className="shell__backdrop"
          aria-label={t('menu.close')}
          onClick={() => dispatch(preferencesActions.drawerClosed())}
        />
      )}
      <div className="shell__body">
        {show.header && <Header menuRendered={menuRendered} />}
        {show.banner && <BannerArea />}
        <main className="shell__main" id="main" tabIndex={-1}>
          {/* A page whose texts are still loading waits here, inside the shell. */}
          <Suspense fallback={null}>
            <Outlet />
          </Suspense>
        </main>
        {show.footer && <Footer />}
      </div>
    </div>
  );
}

/**
 * The phone drawer closes when the player goes somewhere or presses Escape. Going somewhere is a change of
 * address after this layout was shown, not its first showing: the shell shows before its page has loaded,
 * and a drawer opened in that moment must stay open.
 */
function useDrawerClosing(open: boolean) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    const here = `${pathname}${search}`;
    if (here === shownAt.current) return;
    shownAt.current = here;
    dispatch(preferencesActions.drawerClosed());
  }, [dispatch, pathname, search]);
  // Another layout takes over (the points mall has no menu): the drawer goes with this one.
  useEffect(() => () => void dispatch(preferencesActions.drawerClosed()), [dispatch]);
  useEffect(() => {
    if (!open) return;
    const escape = (e: KeyboardEvent) => e.key === 'Escape' && dispatch(preferencesActions.drawerClosed());
    document.addEventListener('keydown', escape);
    return () => document.removeEventListener('keydown', escape);
  }, [dispatch, open]);
}
