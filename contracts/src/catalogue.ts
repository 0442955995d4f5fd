import type { z } from 'zod';
import { countryListSchema, domainRouteSchema, systemStatusSchema } from './system';
import { registerRulesSchema } from './register-rules';
import { whitelabelTreeSchema } from './whitelabel';

export type CallEntry = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Whitelabel module that gates the call, when one does. */
  modId?: string;
  token: boolean;
  encrypted: boolean;
  /** Whether the client shows a failure in a dialog. */
  alert: boolean;
  request?: z.ZodType;
  response: z.ZodType;
};

/** Every call the client makes. The client's api functions and the fake's routes both read it. */
export const calls = {
  systemStatus: {
    method: 'GET',
    path: '/wps/system/status',
    token: false,
    encrypted: false,
    alert: false,
    response: systemStatusSchema,
  },
  whitelabel: {
    method: 'GET',
    path: '/wps/system/whitelabel',
    token: false,
    encrypted: false,
    alert: false,
    response: whitelabelTreeSchema,
  },
  registerSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    token: false,
    encrypted: false,
    alert: false,
    response: registerRulesSchema,
  },
  domainRoute: {
    method: 'GET',
    path: '/wps/system/domainRoute',
    token: false,
    encrypted: false,
    alert: false,
    response: domainRouteSchema,
  },
  countryCodes: {
    method: 'GET',
    path: '/wps/system/countryCode',
    token: false,
    encrypted: false,
    alert: false,
    response: countryListSchema,
  },
} as const satisfies Record<string, CallEntry>;
export type CallName = keyof typeof calls;
