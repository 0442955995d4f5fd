// Backend teams: pnpm pact:verify --base-url https://your-backend [--states-url URL] [--header "Name: value"] [--sealing-key FILE]
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { verifyProvider, type SealingKeys } from './verify-provider';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'states-url': { type: 'string' },
    header: { type: 'string', multiple: true },
    'log-level': { type: 'string', default: 'warn' },
    // The key pair the pacts' encrypted examples were sealed with: the development key unless told otherwise.
    'sealing-key': { type: 'string', default: new URL('../../fixtures/keys/dev-key-pair.json', import.meta.url).pathname },
  },
});

if (!values['base-url'] || !/^https?:\/\//.test(values['base-url'])) {
  console.error(
    'usage: pnpm pact:verify --base-url http(s)://host[:port] [--states-url URL] [--header "Name: value"] [--sealing-key FILE]',
  );
  process.exit(2);
}

const keyFile = values['sealing-key'];
const sealingKeys = keyFile && existsSync(keyFile) ? (JSON.parse(readFileSync(keyFile, 'utf8')) as SealingKeys) : undefined;
if (!sealingKeys) console.warn(`No sealing key at ${keyFile}: encrypted interactions are replayed as recorded, and refused as expired.`);

try {
  await verifyProvider({
    sealingKeys,
    baseUrl: values['base-url'],
    providerStatesSetupUrl: values['states-url'],
    headers: values.header,
    logLevel: values['log-level'] as 'warn',
  });
  console.log(`\nEvery pact interaction holds against ${values['base-url']}.`);
} catch (error) {
  console.error(`\nVerification failed against ${values['base-url']}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
