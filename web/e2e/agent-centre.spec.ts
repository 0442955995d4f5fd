import type { Browser, Page } from '@playwright/test';
import { closeAnnouncementsWhenShown, expect, test } from './fixtures';
import { accountMenu, loginDialog, loginWith } from './identity-helpers';

const TEAM = 'Team2026';
const centreOf = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });
const noticeOf = (page: Page) => page.getByRole('dialog', { name: 'Contract offers' });
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** Another player of the same world in a browser of its own (its own session), logged in. */
async function actor(browser: Browser, baseURL: string, world: string, username: string, password: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'mock_world', value: world, url: baseURL }]);
  await context.addInitScript(() => localStorage.getItem('lang') ?? localStorage.setItem('lang', 'EN'));
  const page = await context.newPage();
  await closeAnnouncementsWhenShown(page);
  await page.goto('/');
  await loginWith(page, username, password);
  await expect(accountMenu(page)).toBeVisible();
  return page;
}

/** A call of the fake with this page's session, as the app makes it (setting up what another test already drives). */
async function call(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  // The session saga writes the token once the login is answered.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const headers = { Authorization: token!, Merchant: 'M00001' };
  const url = new URL(path, page.url()).href;
  const answer = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data });
  const body = await answer.json();
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.value;
}
const offerDaily = (page: Page, downline: string, rateType: 'P' | 'F', rate: number) =>
  call(page, 'POST', '/wps/relay/MCSFE_applyContractDailySalary', {
    downline,
    details: [{ betVolume: 0, activeMember: 0, rateType, rate }],
  });
const accept = (page: Page, id: number) => call(page, 'GET', `/wps/relay/MCS2_processDailySalContract?id=${id}&status=A`);

async function openAgentCentre(page: Page, entry?: string) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Agent centre' }).click();
  const centre = centreOf(page);
  await expect(centre.getByRole('heading', { name: 'Overview', level: 3 })).toBeVisible();
  if (entry) {
    await centre.getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
    await expect(centre.getByRole('heading', { name: entry, level: 3 })).toBeVisible();
  }
  return centre;
}

/** A day passes on the world's clock: the sessions have expired, so the player logs in again. */
async function loginAgain(page: Page, username: string, password: string) {
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/');
  await loginWith(page, username, password);
  await expect(accountMenu(page)).toBeVisible();
}

test('an upline offers a daily salary; the downline accepts on login and is paid the next day, in both records', async ({
  page,
  browser,
  baseURL,
  world,
  admin,
}) => {
  // Two players, a day on the clock and two logins each: longer than one player's flow.
  test.slow();
  await page.goto('/');
  await loginWith(page, 'agent01', 'Agent2026');
  let centre = await openAgentCentre(page, 'Daily salary');
  const form = centre.getByTestId('offer-form');
  await form.getByLabel('Downline').selectOption('a01m1');
  await form.getByLabel('Daily team bets from').fill('0');
  await form.getByLabel('Active members from').fill('0');
  await form.getByLabel('Paid as').selectOption({ label: 'Fixed amount' });
  await form.getByLabel('Rate').fill('50.005');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByRole('alert')).toContainText('two decimals at most');
  await form.getByLabel('Rate').fill('50');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByLabel('Rate')).toHaveValue('');
  // The form empties, says where the offer went, and shows it waiting for its answer.
  await expect(centre.getByRole('status').filter({ hasText: 'Offer sent to a01m1' })).toBeVisible();
  await expect(centre.getByTestId('sent-offer')).toContainText('New offer to a01m1, sent');
  await centre.getByRole('button', { name: 'History' }).click();
  await expect(centre.getByTestId('contract-event').first()).toContainText('Offered');

  const downline = await actor(browser, baseURL!, world, 'a01m1', TEAM);
  const notice = noticeOf(downline);
  await expect(notice.getByTestId('offer')).toContainText('New offer: daily salary from agent01');
  await expect(notice.getByTestId('offer')).toContainText('50.00 fixed');
  await expect(downline.getByTestId('balance')).toHaveText(/\d/);
  const before = money(await downline.getByTestId('balance').textContent());
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  const inbox = async (who: Page) =>
    ((await call(who, 'POST', '/wps/relay/CSP_getInboxList', { pageSize: 50 })).content as { title: string }[]).map((m) => m.title);
  expect(await inbox(page)).toContain('Daily salary accepted');
  // The offer went before a01m1 ever logged in: worded in the site's default language (TY), the only one known then.
  expect(await inbox(downline)).toContain('Bagong daily salary offer');

  await admin.advanceClock('1d');
  await loginAgain(downline, 'a01m1', TEAM);
  await expect.poll(async () => money(await downline.getByTestId('balance').textContent())).toBe(Math.round((before + 50) * 100) / 100);
  const mine = await openAgentCentre(downline, 'Daily salary');
  await expect(mine.getByTestId('my-contract')).toContainText('From agent01');
  await mine.getByRole('button', { name: 'Records' }).click();
  await expect(mine.getByTestId('salary-record').first()).toContainText('50.00');
  await expect(mine.getByTestId('salary-record').first()).toContainText('Paid');
  expect(await inbox(downline)).toContain('Daily salary paid: 50.00');

  await loginAgain(page, 'agent01', 'Agent2026');
  centre = await openAgentCentre(page, 'Daily salary');
  await expect(centre.getByTestId('given-contract')).toContainText('To a01m1');
  await centre.getByRole('button', { name: 'Records' }).click();
  await expect(centre.getByTestId('salary-record').first()).toContainText('a01m1');
  await expect(centre.getByTestId('salary-record').first()).toContainText('Paid');
  await downline.context().close();
});

test('a downline rejects an offer, and consents when the upline asks to end a contract', async ({ page, browser, baseURL, world }) => {
  test.slow();
  await page.goto('/');
  await loginWith(page, 'agent01', 'Agent2026');
  await offerDaily(page, 'a01m2', 'P', 0.5);

  const downline = await actor(browser, baseURL!, world, 'a01m2', TEAM);
  await noticeOf(downline).getByRole('button', { name: 'Reject' }).click();
  await expect(noticeOf(downline)).toBeHidden();
  let centre = await openAgentCentre(page, 'Daily salary');
  await centre.getByRole('button', { name: 'History' }).click();
  await expect(centre.getByTestId('contract-event').first()).toContainText('Rejected');
  await centre.getByRole('button', { name: 'Contracts' }).click();
  await expect(centre.getByText('You pay no downline a daily salary.')).toBeVisible();

  // A contract in force, then the upline asks to end it from its page.
  const offered = await offerDaily(page, 'a01m2', 'P', 0.5);
  await accept(downline, offered.contractId);
  await centreOf(page).getByRole('button', { name: 'Close', exact: true }).click();
  centre = await openAgentCentre(page, 'Daily salary');
  await centre.getByTestId('given-contract').getByRole('button', { name: 'Terminate' }).click();
  await page.getByRole('dialog', { name: 'Terminate this contract?' }).getByRole('button', { name: 'Terminate' }).click();
  await expect(centre.getByTestId('given-contract')).toContainText('Termination asked');

  await downline.reload();
  const notice = noticeOf(downline);
  await expect(notice.getByTestId('offer')).toContainText('Termination asked:');
  await notice.getByRole('button', { name: 'Consent to terminate' }).click();
  await expect(notice).toBeHidden();
  // The centre's address (?agent=daily-salary) brings the agent back to the same page after a reload.
  await page.reload();
  centre = centreOf(page);
  await expect(centre.getByRole('heading', { name: 'Daily salary', level: 3 })).toBeVisible();
  await expect(centre.getByText('You pay no downline a daily salary.')).toBeVisible();
  await downline.context().close();
});

test("a lower offer ends the downline's own higher-rate contract, once the downline confirms", async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  test.slow();
  await page.goto('/');
  await loginWith(page, 'agent01', 'Agent2026');
  const bottom = await actor(browser, baseURL!, world, 'a01m1s1', TEAM);
  const middle = await actor(browser, baseURL!, world, 'a01m1', TEAM);
  const below = await offerDaily(middle, 'a01m1s1', 'P', 1.5);
  await accept(bottom, below.contractId);
  await offerDaily(page, 'a01m1', 'P', 1);

  await middle.reload();
  const notice = noticeOf(middle);
  await expect(notice.getByTestId('offer')).toContainText('Accepting ends these contracts you gave at a higher rate:');
  await expect(notice.getByTestId('ending')).toContainText('a01m1s1: team bets from');
  await expect(notice.getByTestId('ending')).toContainText('1.5%');
  await notice.getByRole('button', { name: 'Accept' }).click();
  const confirm = middle.getByRole('dialog', { name: 'End higher-rate contracts?' });
  await expect(confirm.getByTestId('ending')).toContainText('a01m1s1');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(notice.getByTestId('offer')).toBeVisible();
  // Put aside with Later, the offer stays counted on the agent menu's Daily salary entry and opens again from its page.
  await notice.getByRole('button', { name: 'Later' }).last().click();
  await expect(notice).toBeHidden();
  const centre = await openAgentCentre(middle);
  await expect(centre.getByTestId('agentDailyWages2-badge')).toHaveText('1');
  await centre
    .getByRole('navigation')
    .getByRole('button', { name: /^Daily salary/ })
    .click();
  await centre.getByTestId('waiting-for-me').getByRole('button', { name: 'Answer now' }).click();
  await notice.getByRole('button', { name: 'Accept' }).click();
  await confirm.getByRole('button', { name: 'Accept and end them' }).click();
  await expect(notice).toBeHidden();

  await expect(centre.getByTestId('agentDailyWages2-badge')).toBeHidden();
  await expect(centre.getByTestId('my-contract')).toContainText('From agent01');
  await expect(centre.getByText('You pay no downline a daily salary.')).toBeVisible();
  await centre.getByRole('button', { name: 'History' }).click();
  await expect(centre.getByTestId('contract-event').filter({ hasText: 'Ended by a lower upline rate' })).toHaveCount(1);
  expect((await call(bottom, 'GET', '/wps/member/info/funds/consolidated')).dailysalinfotype).toEqual({});
  // a01m1s1 hears which contract ended and why, with both rates.
  const told = (await call(bottom, 'POST', '/wps/relay/CSP_getInboxList', { pageSize: 50 })).content as {
    title: string;
    content: string;
  }[];
  const ended = told.find((m) => m.title === 'Daily salary ended');
  expect(ended?.content).toContain('1.5 % of team bets');
  expect(ended?.content).toContain('(1 % of team bets)');
  await bottom.context().close();
  await middle.context().close();
});

test('the agent centre shows its twelve pages in order with the team’s figures @phone', { tag: '@smoke' }, async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'agent01', 'Agent2026');
  const centre = await openAgentCentre(page);
  await expect(centre.getByRole('navigation').getByRole('button')).toHaveText([
    'Announcement',
    'Overview',
    'Registration centre',
    'Team management',
    'Team betting',
    'User profit and loss',
    'My income',
    'Transaction details',
    'Dividend',
    'Daily salary',
    'Hourly salary',
    'Real-time salary',
  ]);
  await expect(centre.getByRole('navigation').getByRole('button', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(centre.getByText('Team members')).toBeVisible();
  await expect(centre.getByRole('img', { name: 'Bets, deposits and withdrawals a day' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The agents' announcements: the announcements relay with type A answers them in `agent`.
  await centre.getByRole('navigation').getByRole('button', { name: 'Announcement' }).click();
  await expect(centre.getByTestId('agent-announcement')).toHaveCount(2);
  await expect(centre.getByTestId('agent-announcement').first()).toContainText('Daily salary is paid after midnight (UTC)');
  await centre.getByRole('navigation').getByRole('button', { name: 'Team management' }).click();
  await expect(centre.getByTestId('downline')).toHaveCount(10);
  await centre.getByRole('button', { name: 'Next page' }).click();
  await expect(centre.getByTestId('downline')).toHaveCount(4);
});

test("an agent opens a downline's detail and sets its rebate; a rate above its own is refused", { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await loginWith(page, 'agent01', 'Agent2026');
  const centre = await openAgentCentre(page, 'Team management');
  await centre.getByLabel('Direct downlines only').check();
  await expect(centre.getByTestId('downline')).toHaveCount(4);
  const row = centre.getByTestId('downline').filter({ hasText: 'a01m1' });
  await row.getByRole('button', { name: 'Detail' }).click();
  const detail = page.getByRole('dialog', { name: 'Member a01m1' });
  await expect(detail.getByText('Members below')).toBeVisible();
  await expect(detail.getByText('agent01', { exact: true })).toBeVisible();
  await detail.getByRole('button', { name: 'Previous 7 days' }).click();
  await expect(detail.getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toHaveCount(0);

  await row.getByRole('button', { name: 'Rebates' }).click();
  const rebates = page.getByRole('dialog', { name: 'Rebates of a01m1' });
  const slots = rebates.getByLabel('Slots (%)');
  await expect(slots).toHaveValue('0.80');
  await slots.fill('0.95');
  await rebates.getByRole('button', { name: 'Save the rates' }).click();
  await expect(rebates.getByRole('alert')).toHaveText('Above your own rate: at most 0.80 %.');
  await slots.fill('0.55');
  await rebates.getByRole('button', { name: 'Save the rates' }).click();
  await expect(rebates.getByRole('status')).toHaveText('The rates are saved.');
  await expect(rebates.getByLabel('Slots (%)')).toHaveValue('0.55');
  const held = await call(page, 'GET', '/wps/agent/downline/rebate?username=a01m1');
  expect(held.rates.find((r: { productId: number }) => r.productId === 3)).toEqual({ productId: 3, rate: 0.55, ceiling: 0.8 });
});

test('a member and a trial account never reach the agent centre or its calls', async ({ page, admin }) => {
  for (const [username, password] of [
    ['player01', 'Lucky2026'],
    ['trial01', 'Trial2026'],
  ] as const) {
    await page.goto('/');
    await loginWith(page, username, password);
    await accountMenu(page).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Agent centre' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(centreOf(page)).toHaveCount(0);
    await page.evaluate(() => sessionStorage.clear());
  }
  expect(await admin.get('/__admin/requests?path=/wps/agent')).toEqual([]);
});

test("a centre page has an address: the betting record survives a reload, an agent's shared link opens after login", async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  await page.goto('/rng');
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Betting record' }).click();
  const member = page.getByRole('dialog', { name: 'Member centre' });
  await expect(member.getByRole('heading', { name: 'Betting record', level: 3 })).toBeVisible();
  await expect(page).toHaveURL(/\/rng\?member=betting-record$/);
  await page.reload();
  await expect(member.getByRole('heading', { name: 'Betting record', level: 3 })).toBeVisible();
  await expect(page).toHaveURL(/\/rng\?member=betting-record$/);

  // The agent's link, opened in a fresh browser: the login first, then the page it names.
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'mock_world', value: world, url: baseURL! }]);
  await context.addInitScript(() => localStorage.getItem('lang') ?? localStorage.setItem('lang', 'EN'));
  const fresh = await context.newPage();
  await closeAnnouncementsWhenShown(fresh);
  await fresh.goto('/rng?agent=team-betting');
  await expect(loginDialog(fresh)).toBeVisible();
  await loginWith(fresh, 'agent01', 'Agent2026');
  await expect(centreOf(fresh).getByRole('heading', { name: 'Team betting', level: 3 })).toBeVisible();
  await expect(fresh).toHaveURL(/\/rng\?agent=team-betting$/);
  await context.close();
});

test('the offer notice shows every kind of offer whole on a 1366 px desktop: each term, unit and rate inside the dialog', async ({
  page,
  browser,
  baseURL,
  world,
}) => {
  test.slow();
  const upline = await actor(browser, baseURL!, world, 'agent01', 'Agent2026');
  await offerDaily(upline, 'a01m1', 'P', 1.5);
  const relay = (name: string, data: object) => call(upline, 'POST', `/wps/relay/${name}`, { downline: 'a01m1', ...data });
  await relay('MCSFE_applyContractualDividend', {
    period: 'SEMIMONTHLY',
    tiers: [
      { minimumBet: 1_000_000, netLoss: 250_000, activeMember: 10, contractRate: 0.1 },
      { minimumBet: 5_000_000, netLoss: 1_250_000, activeMember: 50, contractRate: 0.25 },
    ],
  });
  await relay('MCSFE_applyContractHourSalary', { hourSalaryRates: [{ minimumBet: 200_000, activeMember: 3, rateType: 'F', rate: 6 }] });
  await relay('MCSFE_applyRealTimeSalary', { lossRate: 0.5, profitRate: 0.2, singleBetAmount: 10 });
  await upline.context().close();

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/');
  await loginWith(page, 'a01m1', TEAM);
  const notice = noticeOf(page);
  const offer = (kind: string) => notice.getByTestId('offer').filter({ hasText: `${kind} from agent01` });
  await expect(offer('daily salary')).toContainText('Daily team bets from');
  await expect(offer('daily salary')).toContainText('1.5%');
  await expect(offer('dividend')).toContainText('Active members from');
  await expect(offer('dividend')).toContainText('25%');
  await expect(offer('hourly salary')).toContainText('Hourly team bets from');
  await expect(offer('hourly salary')).not.toContainText('Daily team bets from');
  await expect(offer('hourly salary')).toContainText('6.00 fixed an hour');
  await expect(offer('real-time salary')).toContainText('0.5%');
  // Nothing is wider than the dialog: it scrolls no sideways, nor does any table's box, and every cell lies within it.
  const cut = await notice.evaluate((dialog) => {
    const edge = dialog.getBoundingClientRect();
    const boxes = [dialog, ...Array.from(dialog.querySelectorAll('table')).map((table) => table.parentElement!)];
    const scrolling = boxes.filter((box) => box.scrollWidth > box.clientWidth).map((box) => `scrolls: ${box.className}`);
    const outside = Array.from(dialog.querySelectorAll('td'))
      .filter((cell) => {
        const r = cell.getBoundingClientRect();
        return r.left < edge.left || r.right > edge.right;
      })
      .map((cell) => `outside: ${cell.textContent}`);
    return [...scrolling, ...outside];
  });
  expect(cut).toEqual([]);
  await expect(notice.getByTestId('offer')).toHaveCount(4);
});
