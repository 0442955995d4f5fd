import * as z from 'zod/mini';
import type { WhitelabelNode } from './whitelabel-flags';
import { lazy } from './lazy-schema';

export * from './whitelabel-flags';

export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = lazy(() =>
  z.lazy(() =>
    z.object({
      modId: z.string().check(z.minLength(1)),
      enabled: z.enum(['1', '0']),
      childrenNodes: z.array(whitelabelNodeSchema),
    }),
  ),
);
export const whitelabelTreeSchema = lazy(() => z.array(whitelabelNodeSchema));
