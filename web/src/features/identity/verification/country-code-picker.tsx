import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { selectLocation, selectSystem } from '../../../shared/system/system-selectors';
import { useAppSelector } from '../../../shared/store/hooks';
import styles from './country-code-picker.module.css';
import { CountryFlag } from './country-flag';

export const DROPDOWN_CLOSE_DELAY_MS = 200;

/** The initial code is used only if it is in the list, otherwise the visitor's country's (spec 01, 2.8). */
export function initialDialingCode(
  countries: { countryCode: string; countryDialingCode: string }[],
  initial: string | undefined,
  country: string | undefined,
) {
  if (initial && countries.some((c) => c.countryDialingCode === initial)) return initial;
  return countries.find((c) => c.countryCode === country)?.countryDialingCode ?? countries[0]?.countryDialingCode ?? '';
}

type Props = { value: string; onChange: (dialingCode: string) => void; initial?: string };

/** Read-only field with flag and dialling code; opens on focus, closes 200 ms after blur; hidden until known. */
export function CountryCodePicker({ value, onChange, initial }: Props) {
  const { t } = useTranslation(['common', 'identity']);
  const { countries } = useAppSelector(selectSystem);
  const location = useAppSelector(selectLocation);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = useId();
  useEffect(() => {
    if (!value && countries.length) onChange(initialDialingCode(countries, initial, location?.country));
  }, [value, countries, initial, location, onChange]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const current = countries.find((c) => c.countryDialingCode === value);
  if (!value || !current) return null;
  return (
    <div className={styles.picker}>
      <CountryFlag countryCode={current.countryCode} className={styles.currentFlag} />
      <input
        readOnly
        role="combobox"
        aria-label={t('identity:countryCode')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        value={current.countryDialingCode}
        onFocus={() => {
          clearTimeout(timer.current);
          setOpen(true);
        }}
        onBlur={() => {
          timer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
        }}
      />
      {open && (
        <ul id={listId} className={styles.list} role="listbox" aria-label={t('identity:countryCode')}>
          {countries.map((c) => (
            <li
              key={c.countryCode}
              role="option"
              aria-selected={c.countryDialingCode === value}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                onChange(c.countryDialingCode);
                setOpen(false);
              }}
            >
              <CountryFlag countryCode={c.countryCode} className={styles.flag} /> {c.countryName} {c.countryDialingCode}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
