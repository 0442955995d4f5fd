import type CommonTexts from './texts/common/en';

/** The namespace the shell and every shared part read; each feature adds its own (declaration merging). */
export const DEFAULT_NAMESPACE = 'common';

// Each feature's texts/en.ts adds `name: typeof en` here, so keys are typed per namespace.
export interface Namespaces {
  common: typeof CommonTexts;
}
export type Namespace = keyof Namespaces;

/** Loads one namespace in one language (a dynamic import: only what is used is fetched). */
export type TextLoader = (language: string, namespace: string) => Promise<{ default: object }>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Namespaces;
  }
}
