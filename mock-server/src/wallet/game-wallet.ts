import type { User } from '../identity/users';
import type { World } from '../platform/world';
import { MAIN_WALLET, TxCode } from './ledger';
import { ledgerOf, vendorWallets } from './player-wallets';

/**
 * Which wallet a launched vendor game plays from (contracts/README.md, "Launched games"): on a single-wallet
 * site the main wallet; otherwise the vendor's own wallet, into which the launch moves the whole main
 * balance first (the platforms' automatic transfer). Other vendors' wallets stay as they are, and the
 * player brings everything back with the transfer page's "all back to main".
 */
export function gameWalletOf(world: World, vassalage: string): string {
  return world.scenario.singleWallet || !vendorWallets.includes(vassalage) ? MAIN_WALLET : vassalage;
}

/** The automatic transfer of a launch: main → the game's wallet, as a transfer the player sees in the ledger. */
export function fundGameWallet(world: World, user: User, wallet: string) {
  const ledger = ledgerOf(world, user);
  const amount = ledger.balance(user.id, MAIN_WALLET);
  if (wallet === MAIN_WALLET || amount <= 0) return;
  ledger.post(
    user.id,
    [
      { wallet: MAIN_WALLET, txCode: TxCode.TransferOut, amount: -amount, reference: wallet },
      { wallet, txCode: TxCode.TransferIn, amount, reference: MAIN_WALLET },
    ],
    world.now(),
  );
}
