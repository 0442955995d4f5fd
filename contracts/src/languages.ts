import * as z from 'zod/mini';
import { siteLanguages } from './site-languages';

export * from './site-languages';
export const siteLanguageSchema = z.enum(siteLanguages);
