import type en from './en';

// Types the keys of the "lottery" namespace: an unknown key is a type error.
declare module '../../../shared/i18n/namespaces' {
  interface Namespaces {
    lottery: typeof en;
  }
}
