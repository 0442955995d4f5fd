import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import type { Language } from '../../config/runtime-config';
import { preferencesActions, selectLanguage, selectLanguages } from '../../features/preferences/slice';

/** Shown only when the site supports more than one language. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const language = useSelector(selectLanguage);
  const languages = useSelector(selectLanguages);
  if (languages.length < 2) return null;
  return (
    <label className="language-picker">
      <span className="side-menu__label">{t('menu.language')}</span>
      <select value={language} onChange={(e) => dispatch(preferencesActions.languageChanged(e.target.value as Language))}>
        {languages.map((l) => (
          <option key={l} value={l}>
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
