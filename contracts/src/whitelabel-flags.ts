/** Whitelabel module ids the client reads. Values are the modIds of the real module tree. */
export const WhitelabelFlag = {
  DirectRegister: 'DIRECTREG3',
  UsernameRegister: 'USERNAMEREG3',
  MobileRegister: 'MOBILENUMREG3',
  RegisterSmsVerification: 'REGMOBVERF3',
  MobileRegisterWithPassword: 'MOBILENUMPASSREG3',
  FreePlay: 'FREEPLAY3',
  ForcePasswordChange: 'PWDEXPFORCECHANGE3',
  SmsLogin: 'MOBILEVERCODELOGIN3',
  PhonePasswordReset: 'CHNGPASSVERIF3',
  ChatService: 'CBS3',
  /** Help centre, winners board and the player's language (spec 04, "Transport"). */
  Community: 'COMM3',
  /** The lottery lobby launch (spec 04, "Transport"). */
  LotteryLobby: 'GAMELO3',
  /** Platform messages (spec 04, "Transport"). */
  Inbox: 'INBOX3',
  /** Feedback (spec 04, "Transport"). */
  Feedback: 'FEEDBACK3',
  /** Agent contracts, and the daily salary among them (spec 04, "Transport"). */
  AgentPolicy: 'AGENTPOLICY3',
  DailySalary: 'DAILYSALCONT3',
  /** The dividend, hourly salary and real-time salary contracts (spec 04, "Transport"). */
  Dividend: 'SIGNCONDIV3',
  HourlySalary: 'HOURSAL3',
  RealtimeSalary: 'RTSALARY3',
  /** The points mall (spec 04, "Transport"). */
  PointsMall: 'PTSYS3',
  /** The reward centre and the raffle (spec 04, "Transport"). */
  RewardCentre: 'REWCEN3',
  /** Transfer to upline in the member centre (spec 04, "Member centre"). */
  TransferToUpline: 'AGETRANSFERUP3',
  /** The wallet page of the member centre (spec 04, "Member centre"); a single-wallet site hides it too. */
  MyWallet: 'MYWALL',
  /** The VIP club: VIP service is offered to every member (spec 04, "Chat and customer service"). */
  VipClub: 'MEMCLUB3',
} as const;
export type WhitelabelFlag = (typeof WhitelabelFlag)[keyof typeof WhitelabelFlag];
export const whitelabelFlags = Object.values(WhitelabelFlag) as [WhitelabelFlag, ...WhitelabelFlag[]];

export type WhitelabelNode = {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
};

/**
 * Flattens the module tree into modId -> on. A child counts as on only when every
 * ancestor is on too: switching a parent module off hides the whole branch.
 */
export function flattenWhitelabel(tree: WhitelabelNode[], parentOn = true): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const node of tree) {
    const on = parentOn && node.enabled === '1';
    flags[node.modId] = on;
    Object.assign(flags, flattenWhitelabel(node.childrenNodes, on));
  }
  return flags;
}
