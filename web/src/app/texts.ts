import type { TextLoader } from '../shared/i18n/namespaces';

// One chunk per namespace and language: a player fetches only the texts of their language.
const files = import.meta.glob<{ default: object }>(['../shared/i18n/texts/common/[a-z][a-z].ts', '../features/*/texts/[a-z][a-z].ts']);

const pathOf = (language: string, namespace: string) =>
  namespace === 'common' ? `../shared/i18n/texts/common/${language}.ts` : `../features/${namespace}/texts/${language}.ts`;

/** The text loader the app gives i18next: `common` from shared, every other namespace from its feature. */
export const loadTexts: TextLoader = (language, namespace) => {
  const load = files[pathOf(language, namespace)];
  return load ? load() : Promise.reject(new Error(`No texts for namespace "${namespace}" in "${language}"`));
};

/** Every namespace the app has, for tests that render everything at once. */
export const allNamespaces = [
  ...new Set(Object.keys(files).map((path) => (path.startsWith('../features/') ? (path.split('/')[2] ?? '') : 'common'))),
];
