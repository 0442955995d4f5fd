import type en from './en';

// Types the keys of the "points-mall" namespace: an unknown key is a type error.
declare module '../../../shared/i18n/namespaces' {
  interface Namespaces {
    'points-mall': typeof en;
  }
}
