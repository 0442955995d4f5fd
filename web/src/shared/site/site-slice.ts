import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Country, CustomerServiceEntry, DomainRoute, Location, RegisterRules, Resource, SystemStatus } from '@portal/contracts';
import type { ErrorInfo } from '../http/api-error';

export type SystemInfo = {
  siteName: string;
  imageCDNs: string[];
  launchGameCDNs: string[];
  gtagId: string;
  customerService: CustomerServiceEntry[];
  resources: Resource[];
};

export type SystemState = {
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  status: SystemStatus;
  location: Location | null;
  info: SystemInfo | null;
  /** Whitelabel modId -> on, flattened from the module tree. */
  flags: Record<string, boolean>;
  registerRules: RegisterRules;
  routers: DomainRoute['domainList'];
  countries: Country[];
  error: ErrorInfo | null;
};

export const initialSystemState: SystemState = {
  phase: 'idle',
  status: 0,
  location: null,
  info: null,
  flags: {},
  registerRules: {},
  routers: [],
  countries: [],
  error: null,
};

export type StatusLoaded = Pick<SystemState, 'status' | 'location' | 'info' | 'flags' | 'registerRules'>;

export const systemSlice = createSlice({
  name: 'system',
  initialState: initialSystemState,
  reducers: {
    statusRequested(state) {
      state.phase = 'loading';
      state.error = null;
    },
    statusSucceeded(state, action: PayloadAction<StatusLoaded>) {
      Object.assign(state, action.payload);
      state.phase = 'ready';
    },
    statusFailed(state, action: PayloadAction<ErrorInfo>) {
      state.phase = 'failed';
      state.error = action.payload;
    },
    whitelabelLoaded(state, action: PayloadAction<Record<string, boolean>>) {
      state.flags = action.payload;
    },
    /** The registration form asks for the rules in force when it opens. */
    registerRulesRequested() {},
    registerRulesLoaded(state, action: PayloadAction<RegisterRules>) {
      state.registerRules = action.payload;
    },
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
