// Backend and release teams: pnpm pact:publish [--dry-run]; pnpm pact:can-i-deploy [--to-environment NAME] [--dry-run]
// Both read PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { brokerCommand, BrokerUsageError, consumerVersion } from './broker-args';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'to-environment': { type: 'string' },
    'retry-while-unknown': { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});
const kind = positionals[0];
if (kind !== 'publish' && kind !== 'can-i-deploy') {
  console.error('usage: broker-cli publish [--dry-run] | can-i-deploy [--to-environment NAME] [--retry-while-unknown N] [--dry-run]');
  process.exit(2);
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const pactDir = fileURLToPath(new URL('../pacts', import.meta.url));
try {
  const found = consumerVersion(root);
  const command = brokerCommand(
    kind,
    { pactDir, environment: values['to-environment'], retryWhileUnknown: values['retry-while-unknown'], dryRun: values['dry-run'] },
    found,
  );
  const shown = ['pact-broker', ...command.args].join(' ');
  // publish has no dry run of its own: ours says what would be sent and sends nothing.
  if (kind === 'publish' && values['dry-run']) {
    console.log(
      `Dry run: would publish the pacts in ${pactDir} as ${found.version}${found.branch ? ` on ${found.branch}` : ''}:\n  ${shown}`,
    );
    process.exit(0);
  }
  const bin = createRequire(import.meta.url).resolve('@pact-foundation/pact-cli/bin/pact-broker.js');
  const run = spawnSync(process.execPath, [bin, ...command.args], { stdio: 'inherit', env: { ...process.env, ...command.env } });
  process.exit(run.status ?? 1);
} catch (error) {
  if (error instanceof BrokerUsageError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
