import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fake-http';
import { renderAgentPage } from '../../../test/render-agent-page';
import { OverviewPage } from './overview-page';

const overview = {
  totalBet: 1000,
  totalValidBet: 1000,
  totalDeposit: 500,
  totalDepositCount: 2,
  totalWithdrawal: 100,
  totalPNL: -40,
  totalRebate: 5,
  totalRegisterCount: 1,
  totalLoginCount: 9,
  totalBetCount: 30,
  totalPromotion: 0,
  totalWin: 960,
  totalProfitSharing: 46,
  totalDailyIncome: 6,
  teamSize: 3,
  income: { salaryIn: 8.79, salaryOut: 6, dividendIn: 98, dividendOut: 46, net: 54.79 },
  days: [{ day: '2026-11-20', bet: 1000, deposit: 500, withdrawal: 100, profitLoss: -40, activeMembers: 2 }],
};

async function renderOverview() {
  await renderAgentPage(<OverviewPage />, { 'GET /wps/agent/team/overview': ok(overview) });
}

describe('the overview', () => {
  it('counts the agent in its team and says so: you and the members below', async () => {
    await renderOverview();
    expect(await screen.findByTestId('figure-teamSize')).toHaveTextContent('Team members (you and 2 below)3');
    expect(screen.getByText(/you and everyone below you/)).toBeInTheDocument();
  });

  it('shows my salary and dividends apart, received and paid, as My income counts them', async () => {
    await renderOverview();
    expect(await screen.findByTestId('figure-salaryIn')).toHaveTextContent('Salary received8.79');
    expect(screen.getByTestId('figure-salaryOut')).toHaveTextContent('Salary paid6.00');
    expect(screen.getByTestId('figure-dividendIn')).toHaveTextContent('Dividend received98.00');
    expect(screen.getByTestId('figure-dividendOut')).toHaveTextContent('Dividend paid46.00');
    expect(screen.queryByText('Dividends to the team')).toBeNull();
  });
});
