import { encryptChatLink, type CustomerServiceEntry, type SystemStatusValue } from '@portal/contracts';
import type { Site } from '@portal/fixtures';
import type { World } from '../platform/world';
import { whitelabelTreeOf } from './whitelabel-tree';

const sealed = new WeakMap<Site, Promise<CustomerServiceEntry[]>>();

/** The customer-service paths as the wire carries them: sealed, the key in their last 8 characters. Once per site. */
function sealedCustomerService(site: Site) {
  let entries = sealed.get(site);
  if (!entries) {
    entries = Promise.all(site.customerService.map(async (e) => ({ ...e, path: await encryptChatLink(e.path, site.chatLinkKey) })));
    sealed.set(site, entries);
  }
  return entries;
}

/**
 * Values already answered, by the scenario they came from, with the site they were built with: a patch makes a
 * new scenario object and a reseed a new site, so either builds the value afresh. Callers only serialise it.
 */
const answered = new WeakMap<object, { site: Site; value: Promise<SystemStatusValue> }>();

/** The /wps/system/status value for a world: the flags come from the scenario, the site from the seed. */
export function systemStatusOf(world: World): Promise<SystemStatusValue> {
  const { scenario, site } = world;
  const kept = answered.get(scenario);
  if (kept?.site === site) return kept.value;
  const value = buildStatus(world);
  answered.set(scenario, { site, value });
  return value;
}

async function buildStatus({ scenario, site }: World): Promise<SystemStatusValue> {
  return {
    maintenance: scenario.systemStatus === 1,
    regionRestriction: scenario.systemStatus === 2,
    location: scenario.location,
    info: {
      siteName: site.siteName,
      mainDomain: site.mainDomain,
      imageCDNs: site.imageCDNs,
      launchGameCDNs: site.launchGameCDNs,
      customerService: await sealedCustomerService(site),
      analytics: { gtagId: site.gtagId },
      whitelabel: whitelabelTreeOf(scenario.whitelabel),
      register: scenario.registerRules,
      resources: site.resources,
    },
  };
}
