// Backend teams: pnpm pact:verify --base-url https://your-backend [--states-url URL] [--header "Name: value"]
import { parseArgs } from 'node:util';
import { verifyProvider } from './verify-provider';

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string' },
    'states-url': { type: 'string' },
    header: { type: 'string', multiple: true },
    'log-level': { type: 'string', default: 'warn' },
  },
});

if (!values['base-url'] || !/^https?:\/\//.test(values['base-url'])) {
  console.error('usage: pnpm pact:verify --base-url http(s)://host[:port] [--states-url URL] [--header "Name: value"]');
  process.exit(2);
}

try {
  await verifyProvider({
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
