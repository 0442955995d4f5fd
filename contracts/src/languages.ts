import * as z from 'zod/mini';
import { siteLanguages } from './site-languages';
import { lazy } from './lazy-schema';

export * from './site-languages';
export const siteLanguageSchema = lazy(() => z.enum(siteLanguages));
