import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { preferencesActions, selectTheme } from '../../features/preferences/slice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
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
      {theme === 'dark' ? <Moon aria-hidden="true" size={18} /> : <Sun aria-hidden="true" size={18} />}
    </button>
  );
}
