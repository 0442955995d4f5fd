import { MatchersV3 } from '@pact-foundation/pact';

const { like, integer, string, equal, number } = MatchersV3;

/** A game as the consumer reads it: every field the contract's schema requires. */
export const gameBody = (gameType = 'RNG', vassalage = 'PG') =>
  like({
    nodeId: integer(100001),
    gameType: equal(gameType),
    vassalage: string(vassalage),
    nodeTypeManageId: integer(1),
    defaultLanguage: string('EN'),
    gameName: string('Fortune Gems'),
    displayName: string('Fortune Gems'),
    defaultIcon: string('/wps/static/game/100001.svg'),
    showIcon: string('/wps/static/game/100001.svg'),
    isHot: integer(0),
    minBet: number(0.5),
    minLineNum: integer(10),
    gameClassify: string('video'),
  });
