import type { User } from '../identity/users';
import { checked, param } from '../platform/pact-params';
import type { World } from '../platform/world';
import { cents, MAIN_WALLET, TxCode, ledgerPart } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { securityPart } from './security-state';

type Params = Record<string, unknown> | undefined;
const text = (params: Params, key: string, fallback: string) => (typeof params?.[key] === 'string' ? (params[key] as string) : fallback);
const num = (params: Params, key: string, fallback: number) => (typeof params?.[key] === 'number' ? (params[key] as number) : fallback);
const FAR_FUTURE = 8_640_000_000_000_000;

/** Provider states of the member-centre pacts (security centre and missions), keyed by their given() text. */
export function memberPactStates(world: () => World, userOf: (params: Params) => User) {
  return {
    'a code to bind has been sent': checked(
      'A code `code` (default 123456) to bind `target` for `purpose` (bind-mobile: a number with its dialing code, default +639175550101; bind-email: an address) was sent to player `username`, unexpired.',
      { username: param.username, purpose: param.oneOf(['bind-mobile', 'bind-email']), target: param.text(), code: param.text(20) },
      async (params) => {
        const security = world().part(securityPart);
        const purpose = text(params, 'purpose', 'bind-mobile') === 'bind-email' ? 'bind-email' : 'bind-mobile';
        const key = security.codeKey(purpose, userOf(params).id, text(params, 'target', '+639175550101'));
        security.codes.set(key, { code: text(params, 'code', '123456'), expiresAt: FAR_FUTURE, wrongTries: 0, sentAt: 0 });
      },
    ),
    'the player has bet today': checked(
      'Player `username` has a settled bet today: stake `amount` (default 500) on a slot (product 3), lost, so a mission of valid bets counts it.',
      { username: param.username, amount: param.amount },
      async (params) => {
        const w = world();
        const user = userOf(params);
        const stake = cents(num(params, 'amount', 500));
        const now = w.now();
        const betId = `PACT-BET-${now}`;
        ledgerOf(w, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bet, amount: -stake, reference: betId }], now);
        w.part(ledgerPart).gameBets.push({
          betId,
          userId: user.id,
          productId: 3,
          gameName: 'Fortune Dragon',
          gameType: 'RNG',
          stake,
          payout: 0,
          betTime: now,
        });
      },
    ),
  };
}
