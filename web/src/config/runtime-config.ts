import * as z from 'zod/mini';
import { siteLanguageSchema, type SiteLanguage } from '@portal/contracts';
import { originPattern } from './security-headers';

export const languageSchema = siteLanguageSchema;
export type Language = SiteLanguage;

// The CSP allows no eval: zod's compiled parsers could not run, and probing for them reports a violation.
z.config({ jitless: true });

const originSchema = z.string().check(z.regex(originPattern, 'must be an origin such as https://cdn.example.com'));

/** config.json, served beside the build, so one build serves any whitelabel and any backend. */
export const runtimeConfigSchema = z
  .object({
    /** Empty means same origin: the dev server and preview proxy /wps, /lgw and /__admin. */
    apiBaseUrl: z.string(),
    merchantCode: z.string().check(z.minLength(1)),
    languages: z.array(languageSchema).check(z.minLength(1)),
    defaultLanguage: languageSchema,
    loginedToHomePage: z.boolean(),
    /** SPKI (base64) public key that seals encrypted calls. */
    publicKey: z.string().check(z.minLength(100)),
    /** Origins of the launch CDNs: /game frames any address on them; the CSP's frame-src lists them. */
    launchHosts: z.optional(z.array(originSchema)),
    /** Origins of the image CDNs: the CSP's img-src lists them. */
    imageHosts: z.optional(z.array(originSchema)),
  })
  .check(
    z.refine((c) => c.languages.includes(c.defaultLanguage), {
      message: 'defaultLanguage must be one of languages',
      path: ['defaultLanguage'],
    }),
  );
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
