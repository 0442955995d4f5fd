import type { FastifyInstance } from 'fastify';
import { fundAdminRoutes, fundRoutes } from './fund-routes';
import { reportRoutes } from './report-routes';
import { walletRoutes } from './wallet-routes';

/** The player's money: balance, wallets, transfers, transaction details, deposits and withdrawals, and QA's decisions on them. */
export async function walletPlugin(app: FastifyInstance) {
  await app.register(walletRoutes);
  await app.register(fundRoutes);
  await app.register(fundAdminRoutes);
  await app.register(reportRoutes);
}
