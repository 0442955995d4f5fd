import { execFileSync } from 'node:child_process';
import { PACT_CONSUMER } from '../src/pact-names';

export type BrokerCommand = { kind: 'publish' | 'can-i-deploy'; args: string[]; env: Record<string, string> };

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();

/**
 * The version and branch a pact is published under: the commit (with `+dirty` when the work tree has
 * changes, so an uncommitted pact is never taken for the commit's) and its branch. CI may name them instead
 * (`PACT_CONSUMER_VERSION`, `PACT_CONSUMER_BRANCH`), as it often checks out a detached commit.
 */
export function consumerVersion(cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const version = env.PACT_CONSUMER_VERSION || `${git(cwd, 'rev-parse', 'HEAD')}${git(cwd, 'status', '--porcelain') ? '+dirty' : ''}`;
  const branch = env.PACT_CONSUMER_BRANCH || git(cwd, 'rev-parse', '--abbrev-ref', 'HEAD');
  return { version, branch: branch === 'HEAD' ? undefined : branch };
}

export class BrokerUsageError extends Error {}

/** The Pact CLI's arguments for `pnpm pact:publish` and `pnpm pact:can-i-deploy`, from ours and the environment. */
export function brokerCommand(
  kind: BrokerCommand['kind'],
  options: { pactDir: string; environment?: string; retryWhileUnknown?: string; dryRun?: boolean },
  found: { version: string; branch?: string | undefined },
  env: NodeJS.ProcessEnv = process.env,
): BrokerCommand {
  const brokerUrl = env.PACT_BROKER_BASE_URL;
  if (!brokerUrl || !/^https?:\/\/[^\s]+$/.test(brokerUrl)) {
    throw new BrokerUsageError('PACT_BROKER_BASE_URL must name the broker, as http(s)://host[:port] (and PACT_BROKER_TOKEN its token)');
  }
  const auth = Object.fromEntries(
    ['PACT_BROKER_BASE_URL', 'PACT_BROKER_TOKEN', 'PACT_BROKER_USERNAME', 'PACT_BROKER_PASSWORD'].flatMap((k) =>
      env[k] ? [[k, env[k]]] : [],
    ),
  );
  if (kind === 'publish') {
    const args = ['publish', options.pactDir, '--consumer-app-version', found.version];
    if (found.branch) args.push('--branch', found.branch);
    return { kind, args, env: auth };
  }
  const environment = options.environment ?? 'production';
  if (!/^[A-Za-z0-9_.-]{1,64}$/.test(environment))
    throw new BrokerUsageError(`--to-environment: "${environment}" is not an environment name`);
  const args = ['can-i-deploy', '--pacticipant', PACT_CONSUMER, '--version', found.version, '--to-environment', environment];
  if (options.retryWhileUnknown) {
    if (!/^\d{1,3}$/.test(options.retryWhileUnknown)) throw new BrokerUsageError('--retry-while-unknown: a number of tries, 0 to 999');
    args.push('--retry-while-unknown', options.retryWhileUnknown, '--retry-interval', '10');
  }
  if (options.dryRun) args.push('--dry-run');
  return { kind, args, env: auth };
}
