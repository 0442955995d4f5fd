import { WhitelabelFlag, whitelabelFlags, type Scenario, type WhitelabelNode } from '@portal/contracts';

const node = (modId: string, on: boolean, childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled: on ? '1' : '0',
  childrenNodes,
});

/** Trees already built, by the switches they were built from: a scenario patch makes a new switches object. */
const built = new WeakMap<Scenario['whitelabel'], WhitelabelNode[]>();

/**
 * The scenario's switches as the real backend's module tree, built once per switches object (the status call
 * carries it on every page load; building it each time was a tenth of that call's own time). Callers only
 * serialise it, never change it.
 */
export function whitelabelTreeOf(switches: Scenario['whitelabel']): WhitelabelNode[] {
  let tree = built.get(switches);
  if (!tree) built.set(switches, (tree = buildWhitelabelTree(switches)));
  return tree;
}

/**
 * The scenario's switches as the real backend's module tree: group modules always on, flags below them.
 * Every flag of the contract is in it: one not placed in a group below lands in the last group, so a flag
 * added later reaches the client without a line here.
 */
export function buildWhitelabelTree(switches: Scenario['whitelabel']): WhitelabelNode[] {
  const leaf = (flag: WhitelabelFlag) => node(flag, switches[flag] ?? false);
  const groups = [
    node('REG3', true, [
      leaf(WhitelabelFlag.DirectRegister),
      leaf(WhitelabelFlag.UsernameRegister),
      leaf(WhitelabelFlag.MobileRegister),
      leaf(WhitelabelFlag.RegisterSmsVerification),
      leaf(WhitelabelFlag.MobileRegisterWithPassword),
    ]),
    node('LOGIN3', true, [leaf(WhitelabelFlag.SmsLogin), leaf(WhitelabelFlag.FreePlay)]),
    node('SECURITY3', true, [leaf(WhitelabelFlag.ForcePasswordChange), leaf(WhitelabelFlag.PhonePasswordReset)]),
    node('SERVICE3', true, [
      leaf(WhitelabelFlag.ChatService),
      leaf(WhitelabelFlag.Community),
      leaf(WhitelabelFlag.Inbox),
      leaf(WhitelabelFlag.Feedback),
    ]),
    node('GAME3', true, [leaf(WhitelabelFlag.LotteryLobby)]),
    node('MEMBER3', true, [leaf(WhitelabelFlag.TransferToUpline), leaf(WhitelabelFlag.MyWallet), leaf(WhitelabelFlag.VipClub)]),
    node('PROMO3', true, [leaf(WhitelabelFlag.PointsMall), leaf(WhitelabelFlag.RewardCentre)]),
    // Agent contracts and each contract type (spec 04); the client needs contracts on as well as the type.
    node('AGENT3', true, [
      leaf(WhitelabelFlag.AgentPolicy),
      leaf(WhitelabelFlag.DailySalary),
      leaf(WhitelabelFlag.Dividend),
      leaf(WhitelabelFlag.HourlySalary),
      leaf(WhitelabelFlag.RealtimeSalary),
    ]),
  ];
  const placed = new Set<string>();
  const walk = (nodes: WhitelabelNode[]) => nodes.forEach((n) => (placed.add(n.modId), walk(n.childrenNodes)));
  walk(groups);
  const others = whitelabelFlags.filter((flag) => !placed.has(flag));
  return others.length
    ? [
        ...groups,
        node(
          'OTHER3',
          true,
          others.map((flag) => leaf(flag)),
        ),
      ]
    : groups;
}
