import type { User } from '../identity/users';
import { checked, param } from '../platform/pact-params';
import type { World } from '../platform/world';
import { servicePart } from './service-state';

type Params = Record<string, unknown> | undefined;

/**
 * Provider states of the customer-service pacts (spread into admin/pact-state-handlers.ts), keyed by the exact
 * given() text of web/src/features/service and shared/site: what the player did earlier, straight in the world's state.
 */
export function servicePactStates(world: () => World, userOf: (params: Params) => User) {
  return {
    'the player has read an announcement': checked(
      'Player `username` opened announcement `announcementId` (default 1) earlier.',
      { username: param.username, announcementId: param.id },
      async (params) => {
        const { announcementReads } = world().part(servicePart);
        const user = userOf(params);
        const id = typeof params?.announcementId === 'number' ? params.announcementId : 1;
        announcementReads.set(user.id, new Set([...(announcementReads.get(user.id) ?? []), id]));
      },
    ),
  };
}
