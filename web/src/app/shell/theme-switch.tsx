import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { preferencesActions, selectTheme } from '../../features/preferences/slice';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const theme = useSelector(selectTheme);
  const next = theme === 'dark' ? t('header.themeLight') : t('header.themeDark');
  return (
    <button
      type="button"
      className="icon-button theme-switch"
      role="switch"
      aria-checked={theme === 'light'}
      aria-label={t('header.switchTheme', { theme: next })}
      title={t('header.switchTheme', { theme: next })}
      onClick={() => dispatch(preferencesActions.themeToggled())}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☾' : '☀'}</span>
    </button>
  );
}
