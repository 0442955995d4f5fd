import type { SystemStatusValue } from '@portal/contracts';
import type { World } from '../store/world';
import { buildWhitelabelTree } from './whitelabel-tree';

/** The /wps/system/status value for a world: the flags come from the scenario, the site from the seed. */
export function systemStatusOf(world: World): SystemStatusValue {
  const { scenario, site } = world;
  return {
    maintenance: scenario.systemStatus === 1,
    regionRestriction: scenario.systemStatus === 2,
    location: scenario.location,
    info: {
      siteName: site.siteName,
      mainDomain: site.mainDomain,
      imageCDNs: site.imageCDNs,
      launchGameCDNs: site.launchGameCDNs,
      customerService: site.customerService,
      analytics: { gtagId: site.gtagId },
      whitelabel: buildWhitelabelTree(scenario.whitelabel),
      register: scenario.registerRules,
      resources: site.resources,
    },
  };
}
