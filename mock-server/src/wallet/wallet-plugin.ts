import type { FastifyInstance } from 'fastify';
import { fundsPart } from './fund-orders';
import { ledgerPart } from './ledger';
import { fundAdminRoutes, fundRoutes } from './fund-routes';
import { reportRoutes } from './report-routes';
import { walletRoutes } from './wallet-routes';

/** The player's money: balance, wallets, transfers, transaction details, deposits and withdrawals, and QA's decisions on them. */
export async function walletPlugin(app: FastifyInstance) {
  app.worlds.hooks.part(ledgerPart);
  app.worlds.hooks.part(fundsPart);
  // First of the clock's catch-up: payouts past their deadline count as received (agent's salaries follow).
  app.worlds.hooks.tick('wallet.payouts', (world) => world.part(fundsPart).autoConfirm(world.now()));
  await app.register(walletRoutes);
  await app.register(fundRoutes);
  await app.register(fundAdminRoutes);
  await app.register(reportRoutes);
}
