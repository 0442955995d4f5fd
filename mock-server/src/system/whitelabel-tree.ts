import { WhitelabelFlag, type Scenario, type WhitelabelNode } from '@portal/contracts';

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/** The scenario's switches as the real backend's module tree: group modules always on, flags below them. */
export function buildWhitelabelTree(switches: Scenario['whitelabel']): WhitelabelNode[] {
  const leaf = (flag: WhitelabelFlag) => node(flag, switches[flag] ?? false);
  return [
    node('REG3', true, [
      leaf(WhitelabelFlag.DirectRegister),
      leaf(WhitelabelFlag.UsernameRegister),
      leaf(WhitelabelFlag.MobileRegister),
      leaf(WhitelabelFlag.RegisterSmsVerification),
      leaf(WhitelabelFlag.MobileRegisterWithPassword),
    ]),
    node('LOGIN3', true, [leaf(WhitelabelFlag.SmsLogin), leaf(WhitelabelFlag.FreePlay)]),
    node('SECURITY3', true, [leaf(WhitelabelFlag.ForcePasswordChange), leaf(WhitelabelFlag.PhonePasswordReset)]),
    node('SERVICE3', true, [leaf(WhitelabelFlag.ChatService), leaf(WhitelabelFlag.Community)]),
  ];
}
