import type en from './en';

// Types the keys of the "service" namespace: an unknown key is a type error.
declare module '../../../shared/i18n/namespaces' {
  interface Namespaces {
    service: typeof en;
  }
}
