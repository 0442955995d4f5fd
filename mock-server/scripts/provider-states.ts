import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { PROVIDER_STATES_DOC } from '@portal/contracts/pact-files';
import { providerStatesDoc } from '../src/admin/provider-states-doc';

// Writes contracts/PROVIDER-STATES.md from the fake's state handlers and the committed pacts (pnpm contracts:states).
writeFileSync(PROVIDER_STATES_DOC, await providerStatesDoc());
console.log(`wrote ${relative(process.cwd(), PROVIDER_STATES_DOC)}`);
