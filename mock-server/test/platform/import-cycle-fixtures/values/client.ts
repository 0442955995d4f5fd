// A cycle of value imports (the kind ESLint's import-x/no-cycle used to catch): client and error need each other.
import { again } from './error';

export const call = () => again;
