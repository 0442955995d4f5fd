/** The site's language codes as the backend knows them; TY (Tagalog) is the default (contracts/README.md). */
export const siteLanguages = ['TY', 'EN', 'CN', 'ID', 'TH', 'VI'] as const;
export type SiteLanguage = (typeof siteLanguages)[number];
