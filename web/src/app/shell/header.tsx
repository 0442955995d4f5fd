import { WhitelabelFlag } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { preferencesActions } from '../../features/preferences/slice';
import { selectFlag, selectSiteName } from '../../features/system/selectors';
import { ThemeSwitch } from './theme-switch';

/** Logged-out header (spec 01, 2.3). The logged-in half arrives with the identity feature. */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const siteName = useSelector(selectSiteName);
  const canRegister = useSelector(selectFlag(WhitelabelFlag.DirectRegister));
  const hasFreePlay = useSelector(selectFlag(WhitelabelFlag.FreePlay));
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button header__menu"
        aria-label={t('header.openMenu')}
        onClick={() => dispatch(preferencesActions.menuToggled())}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <Link to="/" className="header__brand">
        {siteName}
      </Link>
      <div className="header__actions">
        <ThemeSwitch />
        {hasFreePlay && (
          <Link className="button button--ghost" to="/login?mode=freeplay">
            {t('header.freeDemo')}
          </Link>
        )}
        <Link className="button button--outline" to="/login">
          {t('header.login')}
        </Link>
        {canRegister && (
          <Link className="button button--primary" to="/register">
            {t('header.register')}
          </Link>
        )}
      </div>
    </header>
  );
}
