import CN from 'country-flag-icons/react/3x2/CN';
import GB from 'country-flag-icons/react/3x2/GB';
import ID from 'country-flag-icons/react/3x2/ID';
import PH from 'country-flag-icons/react/3x2/PH';
import TH from 'country-flag-icons/react/3x2/TH';
import VN from 'country-flag-icons/react/3x2/VN';
import type { FlagComponent } from 'country-flag-icons/react/3x2';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../config/runtime-config';
import { preferencesActions, selectLanguage, selectLanguages } from '../../features/preferences/slice';
import { languageTable, type LanguageInfo } from '../../shared/i18n/languages';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

const flags: Record<LanguageInfo['flag'], FlagComponent> = { PH, GB, CN, ID, TH, VN };

/** Shown only when the site offers more than one language; each named in its own tongue. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const languages = useAppSelector(selectLanguages);
  if (languages.length < 2) return null;
  const Flag = flags[languageTable[language].flag];
  return (
    <label className="language-picker">
      <span className="side-menu__label">{t('menu.language')}</span>
      <span className="language-picker__control">
        <Flag className="language-picker__flag" aria-hidden="true" />
        <select value={language} onChange={(e) => dispatch(preferencesActions.languageChanged(e.target.value as Language))}>
          {languages.map((code) => (
            <option key={code} value={code} lang={languageTable[code].htmlLang}>
              {languageTable[code].nativeName}
            </option>
          ))}
        </select>
      </span>
    </label>
  );
}
