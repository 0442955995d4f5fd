import type { i18n } from 'i18next';
import { getContext } from 'redux-saga/effects';
import type { HttpClient } from '../../shared/http/http-client';

export type Navigate = (path: string) => void;

/** The saga context the store provides (app/store.ts). */
export const ctx = {
  http: () => getContext('http'),
  navigate: () => getContext('navigate'),
  i18n: () => getContext('i18n'),
};
export type Ctx = { http: HttpClient; navigate: Navigate; i18n: i18n };
