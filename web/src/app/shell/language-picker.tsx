import { useTranslation } from 'react-i18next';
import type { Language } from '../../config/runtime-config';
import { preferencesActions, selectLanguage, selectLanguages } from '../../features/preferences/slice';
import { languageTable, type LanguageInfo } from '../../shared/i18n/languages';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

/**
 * The languages' flags as files of their own, fetched when shown (as components they weighed on every page's first
 * load); the library exports no paths to its files, hence the glob (as the code picker's `country-flag.tsx`).
 */
const flagFiles = import.meta.glob<string>('../../../node_modules/country-flag-icons/3x2/{PH,GB,CN,ID,TH,VN}.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});
const flagOf = (code: LanguageInfo['flag']) => Object.entries(flagFiles).find(([path]) => path.endsWith(`/${code}.svg`))?.[1];

/** Shown only when the site offers more than one language; each named in its own tongue. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector(selectLanguage);
  const languages = useAppSelector(selectLanguages);
  if (languages.length < 2) return null;

  return (
    <label className="language-picker">
      <span className="side-menu__label">{t('menu.language')}</span>
      <span className="language-picker__control">
        <img
          className="language-picker__flag"
          src={flagOf(languageTable[language].flag)}
          alt=""
          aria-hidden="true"
          width={21}
          height={14}
        />
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
