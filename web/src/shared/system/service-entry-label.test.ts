import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/test-i18n';
import { serviceEntryLabel } from './service-entry-label';

describe('serviceEntryLabel', () => {
  it("shows the entry's own title", async () => {
    const i18n = await testI18n();
    expect(serviceEntryLabel({ csType: 'AICAN', title: 'Ask Lucky' }, i18n.getFixedT(null, 'common'))).toBe('Ask Lucky');
  });

  it('falls back to a label by csType for a missing or blank title, and to "Customer service" for an unknown type', async () => {
    const t = (await testI18n()).getFixedT(null, 'common');
    expect(serviceEntryLabel({ csType: 'AICAN' }, t)).toBe('AI assistant');
    expect(serviceEntryLabel({ csType: 'MIDUOKE', title: '  ' }, t)).toBe('Online service');
    expect(serviceEntryLabel({ csType: 'SOMETHING_NEW' }, t)).toBe('Customer service');
  });
});
