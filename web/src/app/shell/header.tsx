import './header.css';
import { Menu } from 'lucide-react';
import { WhitelabelFlag } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountBar, identityIntents, overlayActions, selectIsLoggedIn, selectMemberFailed } from '../../features/identity';
import { preferencesActions, selectDrawerOpen } from '../../features/preferences/slice';
import { selectBrandLogo, selectFlag, selectSiteName } from '../../shared/system/system-selectors';
import { HEADER_LOGIN_ID } from './skip-links';
import { ThemeSwitch } from './theme-switch';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

/**
 * The header (spec 01, 2.3): theme switch, then the account bar or Login, Register and Free demo. `menuRendered`: the
 * side menu its menu button controls is in the page (a phone's closed drawer is not, shell-layout.tsx).
 */
export function Header({ menuRendered }: { menuRendered: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const siteName = useAppSelector(selectSiteName);
  const logo = useAppSelector(selectBrandLogo);
  const canRegister = useAppSelector(selectFlag(WhitelabelFlag.DirectRegister));
  const hasFreePlay = useAppSelector(selectFlag(WhitelabelFlag.FreePlay));
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // A token whose member info failed is not logged out: the account bar says so and offers Try again.
  const memberFailed = useAppSelector(selectMemberFailed);
  const drawerOpen = useAppSelector(selectDrawerOpen);
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button header__menu"
        aria-label={t('header.openMenu')}
        aria-expanded={drawerOpen}
        aria-controls={menuRendered ? 'side-menu' : undefined}
        onClick={() => dispatch(preferencesActions.drawerToggled())}
      >
        <Menu aria-hidden="true" size={20} />
      </button>
      <Link to="/" className="header__brand">
        {/* The name beside it says what the logo shows. */}
        {logo && <img className="header__logo" src={logo} alt="" width={28} height={28} />}
        <span className="header__name">{siteName}</span>
      </Link>
      <div className="header__actions">
        <span className="header__theme">
          <ThemeSwitch />
        </span>
        {loggedIn || memberFailed ? (
          <AccountBar />
        ) : (
          <>
            {hasFreePlay && (
              <button
                type="button"
                className="button button--ghost header__demo"
                onClick={() => dispatch(identityIntents.freePlayRequested())}
              >
                {t('header.freeDemo')}
              </button>
            )}
            <button
              type="button"
              id={HEADER_LOGIN_ID}
              className="button button--outline"
              onClick={() => dispatch(overlayActions.opened('login'))}
            >
              {t('header.login')}
            </button>
            {canRegister && (
              <button type="button" className="button button--primary" onClick={() => dispatch(overlayActions.opened('register'))}>
                {t('header.register')}
              </button>
            )}
          </>
        )}
      </div>
    </header>
  );
}
