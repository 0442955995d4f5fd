import type { SystemStatusValue, WhitelabelNode } from '@portal/contracts';

const leaf = (modId: string, on: boolean): WhitelabelNode => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] });

export function whitelabel(flags: Record<string, boolean> = {}): WhitelabelNode[] {
  const all = { DIRECTREG3: true, USERNAMEREG3: true, MOBILENUMREG3: true, FREEPLAY3: true, MOBILEVERCODELOGIN3: true, ...flags };
  return [{ modId: 'REG3', enabled: '1', childrenNodes: Object.entries(all).map(([k, v]) => leaf(k, v)) }];
}

/** A status value as the backend sends it, with the parts a test cares about overridable. */
export function statusValue(overrides: Partial<SystemStatusValue> & { flags?: Record<string, boolean> } = {}): SystemStatusValue {
  const { flags, ...rest } = overrides;
  return {
    maintenance: false,
    regionRestriction: false,
    location: { ip: '198.51.100.24', country: 'PH' },
    info: {
      siteName: 'Lucky Test',
      mainDomain: 'www.lucky.example',
      imageCDNs: ['https://img.lucky.example'],
      launchGameCDNs: ['https://play.lucky.example'],
      customerService: [{ csType: 'LIVECHAT', path: 'https://chat.lucky.example/c/1' }],
      analytics: { gtagId: 'G-TEST' },
      whitelabel: whitelabel(flags),
      register: {},
      resources: [{ resourceType: 'SOCIAL', labelNameEn: 'TELEGRAM', url: 'https://t.me/lucky' }],
    },
    ...rest,
  };
}
