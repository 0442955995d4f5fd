/** The catalogue with its zod schemas, loaded with the first call (call-by-name.ts); each schema builds when an answer is first checked against it (contracts/src/lazy-schema.ts). */
export { calls } from '@portal/contracts';
