/** One playable slot as the game list answers it: the games tests' shared fixture. */
export const slot = {
  nodeId: 7,
  gameType: 'RNG',
  vassalage: 'PG',
  nodeTypeManageId: 1,
  defaultLanguage: 'EN',
  gameName: 'Gems',
  displayName: 'Gems',
  defaultIcon: '/i',
  showIcon: '/i',
  isHot: 0,
  minBet: 1,
  minLineNum: 1,
  gameClassify: 'video',
} as const;
