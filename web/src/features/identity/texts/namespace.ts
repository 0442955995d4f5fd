import type en from './en';

// Types the keys of the "identity" namespace: an unknown key is a type error.
declare module '../../../shared/i18n/namespaces' {
  interface Namespaces {
    identity: typeof en;
  }
}
