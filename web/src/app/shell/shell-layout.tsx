import './shell-layout.css';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { selectMenuMini } from '../../features/preferences/slice';
import { BannerArea } from './banner-area';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu } from './side-menu';
import { useAppSelector } from '../../shared/store/hooks';

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
  const show = parts[layout];
  const mini = useAppSelector(selectMenuMini);
  return (
    <div className={`shell shell--${layout} ${show.menu ? (mini ? 'shell--menu-mini' : 'shell--menu-full') : ''}`}>
      {show.menu && <SideMenu />}
      <div className="shell__body">
        {show.header && <Header />}
        {show.banner && <BannerArea />}
        <main className="shell__main" id="main">
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
