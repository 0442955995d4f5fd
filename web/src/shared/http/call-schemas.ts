/** The catalogue with its zod schemas, loaded with the first call (call-by-name.ts). */
export { calls } from '@portal/contracts';
