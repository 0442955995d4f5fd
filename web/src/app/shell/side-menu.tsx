import './side-menu.css';
import { ArrowUp, Camera, ChevronsLeft, ChevronsRight, Gift, Headset, House, PanelsTopLeft, Send, ThumbsUp } from 'lucide-react';
import { useMemo, useState } from 'react';
import { CsType, isWebService, WhitelabelFlag } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { preferencesActions, selectMenuMini } from '../../features/preferences/slice';
import { customerServiceRequested } from '../../shared/system/customer-service-link';
import { openServiceEntry } from '../../shared/system/open-customer-service';
import { serviceEntryLabel } from '../../shared/system/service-entry-label';
import { selectCustomerService, selectFlag, selectResources } from '../../shared/system/system-selectors';
import { identityIntents, selectIsLoggedIn, selectMemberFailed } from '../../features/identity';
import { LanguagePicker } from './language-picker';
import { MenuCategories } from './menu-categories';
import { ThemeSwitch } from './theme-switch';
import { SideMenuDownload } from '../../features/download';
import { categoryIcon } from '../../features/games';
import { HelpCentreEntry, InboxBadge } from '../../features/service';
import { PointsMallMenuEntry } from '../../features/points-mall';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

const HotIcon = categoryIcon('HOT');

const socials = [
  // The icon library has no brand marks: a paper plane, a thumb and a camera say which is which.
  { label: 'TELEGRAM', name: 'Telegram', Icon: Send },
  { label: 'TELEGRAM-1', name: 'Telegram-1', Icon: Send },
  { label: 'FACEBOOK', name: 'Facebook', Icon: ThumbsUp },
  { label: 'INSTAGRAM', name: 'Instagram', Icon: Camera },
] as const;

/**
 * Spec 01, 2.4: home, hot games, the categories, promotions, customer service, socials, app download. `drawerOnly`:
 * a layout without the side menu (the points mall, /lottery, /game) still has it as the phone's drawer, the menu
 * button's only answer there. The drawer offers a visitor the Free demo (spec 01, 2.3) the narrow header has no room for.
 */
export function SideMenu({ togglesBars = false, drawerOnly = false }: { togglesBars?: boolean; drawerOnly?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const memberFailed = useAppSelector(selectMemberFailed);
  const hasFreePlay = useAppSelector(selectFlag(WhitelabelFlag.FreePlay));
  const mini = useAppSelector(selectMenuMini);
  const resources = useAppSelector(selectResources);
  const [serviceOpen, setServiceOpen] = useState(false);
  const entries = useAppSelector(selectCustomerService);
  // Live chat and VIP are what "online customer service" reaches; the site's other web services (AICAN, MIDUOKE, …) by name.
  const otherServices = useMemo(
    () => entries.filter((e) => isWebService(e.csType) && e.csType !== CsType.LiveChat && e.csType !== CsType.Vip),
    [entries],
  );

  return (
    <nav
      id="side-menu"
      className={`side-menu ${mini ? 'side-menu--mini' : ''} ${drawerOnly ? 'side-menu--drawer-only' : ''}`}
      aria-label={t('menu.label')}
    >
      {hasFreePlay && !loggedIn && !memberFailed && (
        <button
          type="button"
          className="button button--ghost side-menu__demo"
          onClick={() => dispatch(identityIntents.freePlayRequested())}
        >
          {t('header.freeDemo')}
        </button>
      )}
      <ul className="side-menu__list">
        <li>
          <NavLink to="/" end className="side-menu__item">
            <House aria-hidden="true" size={18} /> <span className="side-menu__text">{t('menu.home')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/hot" className="side-menu__item">
            <HotIcon aria-hidden="true" size={18} /> <span className="side-menu__text">{t('menu.hotGames')}</span>
          </NavLink>
        </li>
        <MenuCategories />
        <li>
          <NavLink to="/promotions" className="side-menu__item">
            <Gift aria-hidden="true" size={18} /> <span className="side-menu__text">{t('menu.promotions')}</span>
          </NavLink>
        </li>
        <PointsMallMenuEntry />
        <li>
          <button type="button" className="side-menu__item" aria-expanded={serviceOpen} onClick={() => setServiceOpen(!serviceOpen)}>
            <Headset aria-hidden="true" size={18} /> <span className="side-menu__text">{t('menu.customerService')}</span>
          </button>
          {serviceOpen && (
            <ul className="side-menu__sub">
              <li>
                <button type="button" className="side-menu__subitem" onClick={() => dispatch(customerServiceRequested())}>
                  {t('menu.onlineService')}
                </button>
              </li>
              {otherServices.map((entry) => (
                <li key={`${entry.csType}-${entry.path}`}>
                  <button type="button" className="side-menu__subitem" onClick={() => void openServiceEntry(entry)}>
                    {serviceEntryLabel(entry, t)}
                  </button>
                </li>
              ))}
              <li>
                <NavLink to="/helpmc?tab=messages" className="side-menu__subitem">
                  {t('menu.platformMessages')}
                  <InboxBadge />
                </NavLink>
              </li>
              <li>
                <NavLink to="/helpmc?tab=announcements" className="side-menu__subitem">
                  {t('menu.announcements')}
                </NavLink>
              </li>
              <HelpCentreEntry>
                <li>
                  <NavLink to="/helpmc" className="side-menu__subitem">
                    {t('menu.helpCenter')}
                  </NavLink>
                </li>
              </HelpCentreEntry>
            </ul>
          )}
        </li>
      </ul>
      <div className="side-menu__socials" role="group" aria-label={t('menu.community')}>
        {socials
          .filter((s) => resources[s.label])
          .map((s) => (
            <a
              key={s.label}
              className="social-link"
              href={resources[s.label]?.url}
              target="_blank"
              rel="noreferrer"
              aria-label={s.name}
              title={s.name}
            >
              <s.Icon aria-hidden="true" size={16} />
            </a>
          ))}
      </div>
      {/* A collapsed menu hides these; the phone drawer always shows them (side-menu.css). */}
      <div className="side-menu__extras">
        <SideMenuDownload />
        <LanguagePicker />
        <div className="side-menu__theme">
          <span className="side-menu__label">{t('menu.theme')}</span>
          <ThemeSwitch />
        </div>
      </div>
      <div className="side-menu__footer">
        {togglesBars ? (
          <button
            type="button"
            className="icon-button side-menu__collapse side-menu__bars"
            aria-expanded={true}
            aria-label={t('menu.hideBars')}
            onClick={() => dispatch(preferencesActions.barsToggled())}
          >
            <PanelsTopLeft aria-hidden="true" size={18} />
          </button>
        ) : (
          <button
            type="button"
            className="icon-button side-menu__collapse"
            aria-label={mini ? t('menu.expand') : t('menu.collapse')}
            onClick={() => dispatch(preferencesActions.menuToggled())}
          >
            {mini ? <ChevronsRight aria-hidden="true" size={18} /> : <ChevronsLeft aria-hidden="true" size={18} />}
          </button>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={t('menu.scrollTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <ArrowUp aria-hidden="true" size={18} />
        </button>
      </div>
    </nav>
  );
}
