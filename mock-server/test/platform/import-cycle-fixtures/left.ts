// A cycle made of types only, which ESLint's import-x/no-cycle does not see (import-cycles.test.ts).
import type { Right } from './right';

export type Left = { right?: Right };
