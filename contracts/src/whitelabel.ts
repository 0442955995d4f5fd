import * as z from 'zod/mini';
import type { WhitelabelNode } from './whitelabel-flags';

export * from './whitelabel-flags';

export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string().check(z.minLength(1)),
    enabled: z.enum(['1', '0']),
    childrenNodes: z.array(whitelabelNodeSchema),
  }),
);
export const whitelabelTreeSchema = z.array(whitelabelNodeSchema);
