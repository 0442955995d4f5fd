import type en from './en';

// Types the keys of the "member-centre" namespace: an unknown key is a type error.
declare module '../../../shared/i18n/namespaces' {
  interface Namespaces {
    'member-centre': typeof en;
  }
}
