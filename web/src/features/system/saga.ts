import { all, call, put, takeLatest } from 'redux-saga/effects';
import { deriveSystemStatus, flattenWhitelabel, type DomainRoute } from '@portal/contracts';
import { toErrorInfo } from '../../shared/http/api-error';
import { idle } from '../../shared/idle/idle';
import { fetchRemote, type RemoteSource } from '../../shared/remote/remote-saga';
import { SessionKey } from '../../shared/storage/keys';
import { session } from '../../shared/storage/web-storage';
import { fetchCountryCodes, fetchDomainRoute, fetchRegisterSettings, fetchSystemStatus, fetchWhitelabel } from './api';
import { systemActions } from '../../shared/system/system-slice';
import { contextOf, request } from '../../shared/store/saga-context';

/**
 * Boot: the status decides whether the app renders; the rest loads beside it and may fail alone. The status
 * keeps its own catch: it is no view's value but the boot's phase, which the status gate (app/) waits on and
 * answers a failure of with its own page; the optional reads below keep what the status carried.
 */
export function* loadSystem() {
  try {
    const host = (yield* contextOf('host')) ?? globalThis.location?.host;
    const value = yield* request(fetchSystemStatus, host);
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
  // A server render waits for none of these: the page asks for them once it runs (secondaryRequested).
  if (yield* contextOf('server')) return;
  yield* loadSecondary();
}

/**
 * The status carried the register rules; the registration form fetches them afresh when it opens. None of these
 * shows on the first screen: each waits for an idle moment of the browser's own, after the first render or hydration
 * (one call's schemas, request and answer a task apiece on a phone, not three in one: issue 28, TBT), and they are on
 * the wire together.
 */
function* loadSecondary() {
  yield all([loadWhitelabel, loadRouters, loadCountries].map((load) => call(afterIdle, load)));
}

function* afterIdle(load: () => Generator) {
  yield call(idle);
  yield* load();
}

function* loadWhitelabel() {
  try {
    const tree = yield* request(fetchWhitelabel);
    yield put(systemActions.whitelabelLoaded(flattenWhitelabel(tree)));
  } catch {
    // The status call already carried the tree; keep it.
  }
}

const rulesSource: RemoteSource<'registerRules'> = { actions: systemActions, select: (s, key) => s.system[key] };

/** The rules in force, read afresh for the registration form: a failure shows there, with Try again. */
function* loadRegisterRules() {
  const rules = yield* fetchRemote(rulesSource, 'registerRules', null, fetchRegisterSettings);
  if (rules) session.setJson(SessionKey.Settings, rules);
}

/** Routers are cached in sessionStorage and fetched again only when the cache is flushed. */
function* loadRouters() {
  const cached = session.getJson<DomainRoute['domainList']>(SessionKey.Routers);
  if (Array.isArray(cached)) {
    yield put(systemActions.routersLoaded(cached));
    return;
  }
  try {
    const route = yield* request(fetchDomainRoute);
    session.setJson(SessionKey.Routers, route.domainList);
    yield put(systemActions.routersLoaded(route.domainList));
  } catch {
    // Speed-test routers are optional: the site works without them.
  }
}

function* loadCountries() {
  try {
    const list = yield* request(fetchCountryCodes);
    yield put(systemActions.countriesLoaded(list));
  } catch {
    // The country picker stays hidden until the list is known.
  }
}

export function* systemSaga() {
  yield takeLatest(systemActions.statusRequested.type, loadSystem);
  // A server-rendered page arrives with the status: only the secondary reads are left to ask.
  yield takeLatest(systemActions.secondaryRequested.type, loadSecondary);
  yield takeLatest(systemActions.registerRulesRequested.type, loadRegisterRules);
}
