import * as z from 'zod/mini';
import { siteLanguageSchema, type SiteLanguage } from '@portal/contracts';
import { HEX_COLOUR } from './colour';
import { originPattern } from './security-headers';

export const languageSchema = siteLanguageSchema;
export type Language = SiteLanguage;

const originSchema = z.string().check(z.regex(originPattern, 'must be an origin such as https://cdn.example.com'));

/** A colour the generated brand stylesheet writes as it is: six hex digits, nothing else can reach the CSS. */
const colourSchema = z.string().check(z.regex(HEX_COLOUR, 'must be a colour such as #1c1633'));
/** A file served beside the build (same origin, so the CSP's 'self' covers it): /brands/name/logo.svg. */
const sitePathSchema = z.string().check(z.regex(/^\/(?!\/)[\w./-]+$/, 'must be a path on this site such as /brands/name/logo.svg'));

/** One theme's colours; brand.ts names the CSS variable each sets. */
const themeColoursSchema = z.object({
  bg: colourSchema,
  surface: colourSchema,
  surface2: colourSchema,
  text: colourSchema,
  muted: colourSchema,
  border: colourSchema,
  brand: colourSchema,
  accent: colourSchema,
  accentStrong: colourSchema,
  chatHeader: colourSchema,
});

/** A white-label brand: what a player sees of the site's identity (issue 30). */
export const brandSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1)),
  logo: sitePathSchema,
  favicon: sitePathSchema,
  /** The web app manifest of this brand (its name and colours), a file deployed beside config.json. */
  manifest: sitePathSchema,
  /** The home-screen icon iOS takes (it reads no manifest icons); without one, index.html's. */
  appleTouchIcon: z.optional(sitePathSchema),
  /** The browser's toolbar colour (meta theme-color) and the manifest's theme_color. */
  themeColor: colourSchema,
  colours: z.object({ dark: themeColoursSchema, light: themeColoursSchema }),
  /**
   * The new-member bonus the site's texts name, in the site's currency as players read it ("₱100"); the texts say
   * "a welcome bonus" without it. Spec 01 saw "1000VND" on one site: an amount is the operator's, not the build's.
   */
  welcomeBonus: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(24))),
});
export type Brand = z.infer<typeof brandSchema>;

/** A host name as location.hostname gives it: lower case, no port. */
const hostNameSchema = z.string().check(z.regex(/^[a-z0-9.-]+$/, 'must be a host name such as www.lucky.example, without a port'));

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
    /** The brands this build serves, by id; brandHosts picks one by the page's host, defaultBrand otherwise. */
    brands: z.record(z.string().check(z.minLength(1)), brandSchema),
    brandHosts: z.record(hostNameSchema, z.string()),
    defaultBrand: z.string(),
  })
  .check(
    z.refine((c) => c.languages.includes(c.defaultLanguage), {
      message: 'defaultLanguage must be one of languages',
      path: ['defaultLanguage'],
    }),
    z.refine((c) => Object.hasOwn(c.brands, c.defaultBrand), {
      message: 'defaultBrand must be one of brands',
      path: ['defaultBrand'],
    }),
    z.superRefine((c, ctx) => {
      for (const [host, id] of Object.entries(c.brandHosts)) {
        if (!Object.hasOwn(c.brands, id))
          ctx.issues.push({ code: 'custom', message: `brand ${id} is not one of brands`, path: ['brandHosts', host], input: id });
      }
    }),
  );
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
