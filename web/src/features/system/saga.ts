import { all, call, getContext, put, takeLatest } from 'redux-saga/effects';
import { deriveSystemStatus, flattenWhitelabel, type DomainRoute } from '@portal/contracts';
import { toErrorInfo } from '../../shared/http/api-error';
import type { HttpClient } from '../../shared/http/http-client';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';
import { fetchCountryCodes, fetchDomainRoute, fetchRegisterSettings, fetchSystemStatus, fetchWhitelabel } from './api';
import { systemActions } from '../../shared/site/site-slice';

type Status = Awaited<ReturnType<typeof fetchSystemStatus>>;

/** Boot: the status decides whether the app renders; the rest loads beside it and may fail alone. */
export function* loadSystem() {
  const http: HttpClient = yield getContext('http');
  try {
    const value: Status = yield call(fetchSystemStatus, http, globalThis.location?.host);
    const status = deriveSystemStatus(value);
    yield put(
      systemActions.statusSucceeded({
        status,
        location: value.location,
        flags: flattenWhitelabel(value.info.whitelabel),
        registerRules: value.info.register,
        info: {
          siteName: value.info.siteName,
          imageCDNs: value.info.imageCDNs,
          launchGameCDNs: value.info.launchGameCDNs,
          gtagId: value.info.analytics.gtagId,
          customerService: value.info.customerService,
          resources: value.info.resources,
        },
      }),
    );
    if (status !== 0) return;
  } catch (error) {
    yield put(systemActions.statusFailed(toErrorInfo(error)));
    return;
  }
  // The status carried the register rules; the registration form fetches them afresh when it opens.
  yield all([call(loadWhitelabel, http), call(loadRouters, http), call(loadCountries, http)]);
}

function* loadWhitelabel(http: HttpClient) {
  try {
    const tree: Awaited<ReturnType<typeof fetchWhitelabel>> = yield call(fetchWhitelabel, http);
    yield put(systemActions.whitelabelLoaded(flattenWhitelabel(tree)));
  } catch {
    // The status call already carried the tree; keep it.
  }
}

function* loadRegisterRules() {
  const http: HttpClient = yield getContext('http');
  try {
    const rules: Awaited<ReturnType<typeof fetchRegisterSettings>> = yield call(fetchRegisterSettings, http);
    session.setJson(SessionKey.Settings, rules);
    yield put(systemActions.registerRulesLoaded(rules));
  } catch {
    // The status call already carried the rules; keep them.
  }
}

/** Routers are cached in sessionStorage and fetched again only when the cache is flushed. */
function* loadRouters(http: HttpClient) {
  const cached = session.getJson<DomainRoute['domainList']>(SessionKey.Routers);
  if (Array.isArray(cached)) {
    yield put(systemActions.routersLoaded(cached));
    return;
  }
  try {
    const route: DomainRoute = yield call(fetchDomainRoute, http);
    session.setJson(SessionKey.Routers, route.domainList);
    yield put(systemActions.routersLoaded(route.domainList));
  } catch {
    // Speed-test routers are optional: the site works without them.
  }
}

function* loadCountries(http: HttpClient) {
  try {
    const list: Awaited<ReturnType<typeof fetchCountryCodes>> = yield call(fetchCountryCodes, http);
    yield put(systemActions.countriesLoaded(list));
  } catch {
    // The country picker stays hidden until the list is known.
  }
}

export function* systemSaga() {
  yield takeLatest(systemActions.statusRequested.type, loadSystem);
  yield takeLatest(systemActions.registerRulesRequested.type, loadRegisterRules);
}
