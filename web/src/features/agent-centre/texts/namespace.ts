import type en from './en';

// Types the keys of the "agent-centre" namespace: an unknown key is a type error.
declare module '../../../shared/i18n/namespaces' {
  interface Namespaces {
    'agent-centre': typeof en;
  }
}
