/**
 * Every 3x2 flag of country-flag-icons as a file of its own (never inlined): the picker shows a country's flag as
 * an image, fetched when shown. Emoji regional indicators are empty boxes on a system without an emoji font.
 */
const flagUrls = import.meta.glob<string>('../../../../node_modules/country-flag-icons/3x2/*.svg', {
  eager: true,
  query: '?url&no-inline',
  import: 'default',
});

const byCode = new Map(Object.entries(flagUrls).map(([path, url]) => [path.slice(-6, -4), url]));

/** The flag's address for an ISO 3166 two-letter code, or undefined where the library has none. */
export const flagUrl = (countryCode: string) => byCode.get(countryCode.toUpperCase());

/** The flag beside the country's name and code: decorative (the name says which), nothing where there is none. */
export function CountryFlag({ countryCode, className }: { countryCode: string; className?: string }) {
  const src = flagUrl(countryCode);
  return src ? <img className={className} src={src} alt="" aria-hidden="true" width={21} height={14} data-flag={countryCode} /> : null;
}
