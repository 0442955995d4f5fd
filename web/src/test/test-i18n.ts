import type { SiteLanguage } from '@portal/contracts';
import { allNamespaces, loadTexts } from '../app/texts';
import { createI18n } from '../shared/i18n/i18n';
import { i18nCode } from '../shared/i18n/languages';

const files = import.meta.glob<{ default: object }>(['../shared/i18n/texts/common/[a-z][a-z].ts', '../features/*/texts/[a-z][a-z].ts'], {
  eager: true,
});

/** Every namespace of the given languages, read from the same files the app loads. */
function resourcesOf(languages: SiteLanguage[]) {
  const resources: Record<string, Record<string, object>> = {};
  for (const [path, module] of Object.entries(files)) {
    const parts = path.split('/');
    const language = (parts.at(-1) ?? '').replace('.ts', '');
    if (!languages.map(i18nCode).includes(language)) continue;
    const namespace = path.startsWith('../features/') ? (parts[2] ?? '') : 'common';
    (resources[language] ??= {})[namespace] = module.default;
  }
  return resources;
}

/** The app's i18n with every namespace at hand before the first render (no loading: fake timers stay fake). */
export const testI18n = (language: SiteLanguage = 'EN', supported: SiteLanguage[] = [language]) =>
  createI18n(language, supported, { load: loadTexts, preload: allNamespaces, resources: resourcesOf(supported) });
