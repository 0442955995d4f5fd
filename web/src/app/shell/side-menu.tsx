import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { NavLink } from 'react-router-dom';
import { preferencesActions, selectMenuMini } from '../../features/preferences/slice';
import { openCustomerService } from '../../shared/site/open-customer-service';
import { selectCustomerService, selectResources } from '../../shared/site/site-selectors';
import { LanguagePicker } from './language-picker';
import { MenuCategories } from './menu-categories';
import { SideMenuDownload } from '../../features/download';

const socials = [
  { label: 'TELEGRAM', name: 'Telegram', icon: '✈' },
  { label: 'TELEGRAM-1', name: 'Telegram-1', icon: '✈' },
  { label: 'FACEBOOK', name: 'Facebook', icon: 'f' },
  { label: 'INSTAGRAM', name: 'Instagram', icon: '◎' },
] as const;

/** Spec 01, 2.4: home, hot games, the categories, promotions, customer service, socials, app download. */
export function SideMenu() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const mini = useSelector(selectMenuMini);
  const resources = useSelector(selectResources);
  const service = useSelector(selectCustomerService);
  const [serviceOpen, setServiceOpen] = useState(false);

  return (
    <nav className={`side-menu ${mini ? 'side-menu--mini' : ''}`} aria-label={t('menu.label')}>
      <ul className="side-menu__list">
        <li>
          <NavLink to="/" end className="side-menu__item">
            <span aria-hidden="true">⌂</span> <span className="side-menu__text">{t('menu.home')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink to="/hot" className="side-menu__item">
            <span aria-hidden="true">🔥</span> <span className="side-menu__text">{t('menu.hotGames')}</span>
          </NavLink>
        </li>
        <MenuCategories />
        <li>
          <NavLink to="/promotions" className="side-menu__item">
            <span aria-hidden="true">🎁</span> <span className="side-menu__text">{t('menu.promotions')}</span>
          </NavLink>
        </li>
        <li>
          <button type="button" className="side-menu__item" aria-expanded={serviceOpen} onClick={() => setServiceOpen(!serviceOpen)}>
            <span aria-hidden="true">☏</span> <span className="side-menu__text">{t('menu.customerService')}</span>
          </button>
          {serviceOpen && (
            <ul className="side-menu__sub">
              <li>
                <button type="button" className="side-menu__subitem" onClick={() => void openCustomerService(service)}>
                  {t('menu.onlineService')}
                </button>
              </li>
              <li>
                <NavLink to="/helpmc?tab=messages" className="side-menu__subitem">
                  {t('menu.platformMessages')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/helpmc?tab=announcements" className="side-menu__subitem">
                  {t('menu.announcements')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/helpmc" className="side-menu__subitem">
                  {t('menu.helpCenter')}
                </NavLink>
              </li>
            </ul>
          )}
        </li>
      </ul>
      <div className="side-menu__socials" aria-label={t('menu.community')}>
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
              <span aria-hidden="true">{s.icon}</span>
            </a>
          ))}
      </div>
      {!mini && <SideMenuDownload />}
      {!mini && <LanguagePicker />}
      <div className="side-menu__footer">
        <button
          type="button"
          className="icon-button"
          aria-label={mini ? t('menu.expand') : t('menu.collapse')}
          onClick={() => dispatch(preferencesActions.menuToggled())}
        >
          <span aria-hidden="true">{mini ? '»' : '«'}</span>
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('menu.scrollTop')}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <span aria-hidden="true">↑</span>
        </button>
      </div>
    </nav>
  );
}
