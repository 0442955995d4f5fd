import { ErrorCode, gateOf, type CallEntry, type WhitelabelFlag } from '@portal/contracts';
import { fail } from './envelope';
import type { World } from './world';

/** What each module switches on, so a refusal names the feature and not only the module id. */
const features: Record<WhitelabelFlag, string> = {
  DIRECTREG3: 'registration',
  USERNAMEREG3: 'registration by username',
  MOBILENUMREG3: 'registration by mobile number',
  REGMOBVERF3: 'SMS verification of registration',
  MOBILENUMPASSREG3: 'a password for mobile registration',
  FREEPLAY3: 'free play',
  PWDEXPFORCECHANGE3: 'the forced password change',
  MOBILEVERCODELOGIN3: 'SMS login',
  CHNGPASSVERIF3: 'password reset by phone',
  CBS3: 'live chat',
  COMM3: 'the language setting, help centre and winners board',
  GAMELO3: 'the lottery lobby',
  INBOX3: 'platform messages',
  FEEDBACK3: 'feedback',
  AGENTPOLICY3: 'agent contracts',
  DAILYSALCONT3: 'the daily salary contract',
  SIGNCONDIV3: 'the dividend contract',
  HOURSAL3: 'the hourly salary contract',
  RTSALARY3: 'the real-time salary contract',
  PTSYS3: 'the points mall',
  REWCEN3: 'the reward centre',
  AGETRANSFERUP3: 'transfer to upline',
  MYWALL: 'the wallet page',
  MEMCLUB3: 'the VIP club',
};

export const isModuleOn = (world: World, flag: WhitelabelFlag) => world.scenario.whitelabel[flag] === true;

/** The business failure of a call whose module is off (contracts/README.md, "Module gate"). */
export const moduleDisabled = (flag: WhitelabelFlag) =>
  fail(ErrorCode.ModuleDisabled, `Not available on this site: ${features[flag]} (module ${flag} is off)`);

/** The first module of the call's gate that is off in the caller's world, if any. */
export const closedModule = (entry: CallEntry, world: World) => gateOf(entry).find((flag) => !isModuleOn(world, flag));
