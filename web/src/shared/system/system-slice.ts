import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Country, CustomerServiceEntry, DomainRoute, Location, RegisterRules, Resource, SystemStatus } from '@portal/contracts';
import type { ErrorInfo } from '../http/api-error';
import { idleRemote, remoteReducers, type Remote } from '../remote/remote';

export type SystemInfo = {
  siteName: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  gtagId: string;
  customerService: CustomerServiceEntry[];
  resources: Resource[];
};

/** What the shell shows of the brand config.json picks for this host (config/brand.ts). */
export type SiteBrand = { name: string; logo: string; welcomeBonus: string | null };

/** What a request's headers say the visitor holds (web/server/form-factor.ts): a phone, or anything else. */
export type FormFactor = 'phone' | 'desktop';

export type SystemState = {
  /** The site's brand, chosen by the page's host before the first render; its name is the site name everywhere. */
  brand: SiteBrand | null;
  /** The boot's status call, which the status gate (app/) waits for before the app renders. */
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  status: SystemStatus;
  location: Location | null;
  info: SystemInfo | null;
  /** Whitelabel modId -> on, flattened from the module tree. */
  flags: Record<string, boolean>;
  /**
   * The registration rules. The status call carries a copy, which is the value they start with (the password
   * forms check against it); `loaded` says the rules in force were read (the registration form reads them when
   * it opens, and builds its fields from nothing else: "Loading…" until then, the failure and Try again if it fails).
   */
  registerRules: Remote<RegisterRules>;
  routers: DomainRoute['domainList'];
  countries: Country[];
  error: ErrorInfo | null;
  /**
   * The server's guess at the visitor's form factor, from the request's headers: the layout it rendered (the phone's
   * closed drawer is left out of the HTML) and the one the client hydrates (shared/ui/use-phone-layout.ts). Null on a
   * page the client renders itself: its media query decides.
   */
  formFactor: FormFactor | null;
};

export const initialSystemState: SystemState = {
  brand: null,
  phase: 'idle',
  status: 0,
  location: null,
  info: null,
  flags: {},
  registerRules: idleRemote({}),
  routers: [],
  countries: [],
  error: null,
  formFactor: null,
};

export type StatusLoaded = Pick<SystemState, 'status' | 'location' | 'info' | 'flags'> & { registerRules: RegisterRules };

/** Whether two flag sets say the same (the same names, each the same value). */
export function sameFlags(a: Record<string, boolean>, b: Record<string, boolean>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => Object.hasOwn(b, name) && a[name] === b[name]);
}

export const systemSlice = createSlice({
  name: 'system',
  initialState: initialSystemState,
  reducers: {
    /** Takes the config's brand (config/brand.ts) and keeps what the shell shows of it. */
    brandChosen: {
      reducer(state, action: PayloadAction<SiteBrand>) {
        // The same brand again (the client's start after the server's render) changes nothing: no page renders again.
        const { name, logo, welcomeBonus } = action.payload;
        const now = state.brand;
        if (now?.name === name && now.logo === logo && now.welcomeBonus === welcomeBonus) return;
        state.brand = action.payload;
      },
      prepare: (brand: { name: string; logo: string; welcomeBonus?: string }) => ({
        payload: { name: brand.name, logo: brand.logo, welcomeBonus: brand.welcomeBonus ?? null },
      }),
    },
    /** The server's guess at the visitor's form factor (see SystemState.formFactor). */
    formFactorGuessed(state, action: PayloadAction<FormFactor>) {
      state.formFactor = action.payload;
    },
    statusRequested(state) {
      state.phase = 'loading';
      state.error = null;
    },
    statusSucceeded(state, action: PayloadAction<StatusLoaded>) {
      const { registerRules, ...rest } = action.payload;
      Object.assign(state, rest);
      if (!state.registerRules.loaded) state.registerRules.value = registerRules;
      state.phase = 'ready';
    },
    statusFailed(state, action: PayloadAction<ErrorInfo>) {
      state.phase = 'failed';
      state.error = action.payload;
    },
    whitelabelLoaded(state, action: PayloadAction<Record<string, boolean>>) {
      // The flags the status carried, read again after the start: usually the same, and then the state keeps its
      // object, so nothing that reads them renders again (on a phone, a render in the answer's task: issue 28).
      if (!sameFlags(state.flags, action.payload)) state.flags = action.payload;
    },
    /** The registration form asks for the rules in force when it opens, and again with Try again. */
    registerRulesRequested() {},
    /** A server-rendered page came with its status: the whitelabel, routers and country codes are asked now. */
    secondaryRequested() {},
    // The keyed loads of shared/remote (loadStarted, loadSucceeded, loadFailed, loadCancelled); one key: the rules.
    ...remoteReducers<SystemState, 'registerRules'>((state) => state.registerRules as Remote<unknown>),
    routersLoaded(state, action: PayloadAction<DomainRoute['domainList']>) {
      state.routers = action.payload;
    },
    countriesLoaded(state, action: PayloadAction<Country[]>) {
      state.countries = action.payload;
    },
  },
});

export const systemActions = systemSlice.actions;

declare module '../store/root-state' {
  interface RootState {
    system: SystemState;
  }
}
