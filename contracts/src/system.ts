import * as z from 'zod/mini';
import { customerServiceEntrySchema } from './customer-service';
import { registerRulesSchema } from './register-rules';
import { whitelabelTreeSchema } from './whitelabel';
import { lazy } from './lazy-schema';

export const locationSchema = lazy(() => z.object({ ip: z.string(), country: z.string() }));
export type Location = z.infer<typeof locationSchema>;

export const resourceLabels = [
  'TELEGRAM',
  'TELEGRAM-1',
  'FACEBOOK',
  'INSTAGRAM',
  'Android',
  'MOBILECONFIG',
  'SpeedTest',
  'AFFILIATELINK',
  'USDJUMP',
] as const;

export const resourceSchema = lazy(() =>
  z.object({
    resourceType: z.string(),
    url: z.string(),
    qrCodeUrl: z.optional(z.string()),
    labelNameEn: z.string(),
  }),
);
export type Resource = z.infer<typeof resourceSchema>;

export const systemInfoSchema = lazy(() =>
  z.object({
    siteName: z.string(),
    mainDomain: z.string(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
    customerService: z.array(customerServiceEntrySchema),
    analytics: z.object({ gtagId: z.string() }),
    whitelabel: whitelabelTreeSchema,
    register: registerRulesSchema,
    resources: z.array(resourceSchema),
  }),
);

/** The client names the page host (contracts/README.md); other query keys (cache busters) are ignored. */
export const systemStatusRequestSchema = lazy(() =>
  z.object({
    host: z.optional(z.string().check(z.maxLength(253, { error: 'at most 253 characters' }))),
  }),
);

export const systemStatusSchema = lazy(() =>
  z.object({
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    location: locationSchema,
    info: systemInfoSchema,
  }),
);
export type SystemStatusValue = z.infer<typeof systemStatusSchema>;

export * from './system-status';

export const routerSchema = lazy(() =>
  z.object({
    domain: z.string(),
    /** Measured answer time in ms, or null when the route was not measured yet. */
    speed: z.nullable(z.number()),
  }),
);
export type Router = z.infer<typeof routerSchema>;

export const domainRouteSchema = lazy(() =>
  z.object({
    domainList: z.array(routerSchema),
    /** Keyed by labelNameEn. */
    resources: z.record(z.string(), resourceSchema),
  }),
);
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const countrySchema = lazy(() =>
  z.object({
    countryCode: z.string().check(z.length(2)),
    countryDialingCode: z.string().check(z.regex(/^\+\d{1,4}$/)),
    countryName: z.string(),
  }),
);
export type Country = z.infer<typeof countrySchema>;
export const countryListSchema = lazy(() => z.array(countrySchema));
