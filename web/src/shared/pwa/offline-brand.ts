import { brandFor, brandStylesheet, type Brand } from '../../config/brand';
import { HEX_COLOUR } from '../../config/colour';
import type { RuntimeConfig } from '../../config/runtime-config';

/**
 * The brand the offline page wears on `host`: from the runtime config the service worker kept (the app checked it
 * with its schema when it loaded; the offline page carries no zod, so it checks only what it writes into CSS: every
 * colour six hex digits). Null when there is no config or anything in it is not as the app's schema wants.
 */
export function offlineBrandOf(config: unknown, host: string): { brand: Brand; stylesheet: string } | null {
  try {
    const brand = brandFor(config as RuntimeConfig, host);
    const colours = [brand.themeColor, ...Object.values(brand.colours.dark), ...Object.values(brand.colours.light)];
    if (typeof brand.name !== 'string' || !colours.every((colour) => typeof colour === 'string' && HEX_COLOUR.test(colour))) return null;
    return { brand, stylesheet: brandStylesheet(brand) };
  } catch {
    return null;
  }
}
