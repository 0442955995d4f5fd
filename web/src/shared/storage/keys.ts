/** The spec's exact storage keys (spec 01, section 3). Nothing else is written to web storage. */
export const SessionKey = {
  Token: 'token',
  ChangePassword: 'cpw',
  Merchant: 'merchant',
  MerchantCode: 'merchantCode',
  Platform: 'platform',
  Nickname: 'nickname',
  Account: 'account',
  CustomerId: 'customerId',
  IsAgent: 'isAgent',
  ToUpline: 'toUpline',
  MemberLabel: 'memberLabel',
  MemberLabelText: 'memberLabelText',
  MemberLabelColor: 'memberLabelColor',
  MemberLabelBackground: 'memberLabelBackground',
  Routers: 'routers',
  Validate: 'validate',
  Settings: 'settings',
  MerchantWallet: 'merchantWallet',
  GameVendor: 'gameVendor',
  Wallet: 'wallet',
  ToWhichItem: 'toWhichItem',
  CurrentVassalage: 'current_vassalage',
  /** Not in the spec's list, which says the notice is cached too without naming the key. */
  Notice: 'notice',
  /** The addresses launch calls answered in this tab: /game frames only these (issue 8). */
  LaunchedGames: 'launchedGames',
  /** Announcements already shown as a popup in this session (shown once per session). */
  AnnouncementsSeen: 'announcementsSeen',
} as const;

export const LocalKey = {
  Lang: 'lang',
  HisLang: 'hisLang',
  Theme: 'theme',
  MerchantCode: 'merchantCode',
  /** Not named by the spec, which says lottery favourites are kept locally per username: `{ [username]: gameCodes }`. */
  LotteryFavourites: 'lotteryFavourites',
} as const;

export type SessionKey = (typeof SessionKey)[keyof typeof SessionKey];
export type LocalKey = (typeof LocalKey)[keyof typeof LocalKey];
