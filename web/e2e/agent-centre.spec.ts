import type { Browser, Locator, Page } from '@playwright/test';
import { agentCalls } from '@portal/contracts';
import { closeAnnouncementsWhenShown, expect, sideMenu, test, visit, winNumber } from './fixtures';
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

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Shows a dated page's days: the world's clock runs ahead of the device's, whose week every page opens on. */
async function showDays(scope: Locator, from: number, to: number) {
  const filter = scope.getByRole('form', { name: 'Filter' });
  await filter.getByLabel('From', { exact: true }).fill(isoDay(from));
  await filter.getByLabel('To', { exact: true }).fill(isoDay(to));
  await filter.getByRole('button', { name: 'Search', exact: true }).click();
}

/** A table's rows as the agent reads them, each cell's text by its column (the tables name each cell: data-label). */
const rowsRead = (rows: Locator) =>
  rows.evaluateAll((trs) =>
    trs.map((tr) => Object.fromEntries(Array.from(tr.querySelectorAll('td')).map((td) => [td.dataset.label!, td.textContent!.trim()]))),
  );

/** A settled period in words, as the statements write it on the UTC clock (the app's Intl format, in this browser). */
const inWords = (page: Page, start: number, end: number) =>
  page.evaluate(
    ([s, e]) => new Intl.DateTimeFormat('en', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).formatRange(s!, e! - 1),
    [start, end],
  );

/** Opens a page of the open agent centre from its menu. */
async function goTo(centre: Locator, entry: string) {
  await centre.getByRole('navigation').getByRole('button', { name: entry, exact: true }).click();
  await expect(centre.getByRole('heading', { name: entry, level: 3 })).toBeVisible();
}

/** The player's platform messages, reached from the side menu as a player reaches them. */
async function inboxOf(page: Page) {
  const menu = await sideMenu(page);
  await menu.getByRole('button', { name: 'Customer service', exact: true }).click();
  await menu.getByRole('link', { name: /Platform messages/ }).click();
  return page.getByRole('list', { name: 'Platform messages' }).getByTestId('inbox-message');
}

test('a week of the world’s clock: agent01 pays a01m1 a daily salary and a weekly dividend on a01m1s1’s bet; statements, My income, Overview and both ledgers agree to the cent', async ({
  page,
  browser,
  baseURL,
  world,
  admin,
}) => {
  // Three players, a week on the clock and a login each after it: far longer than one player's flow.
  test.slow();
  // agent01 at the world's start: the overview reads the whole team, so every member's ledger opens now, its
  // seeded history ending now; the week the journey lives in, which begins on the next Monday, is the journey's alone.
  await page.goto('/');
  await loginWith(page, 'agent01', 'Agent2026');
  let centre = await openAgentCentre(page);
  await expect(centre.getByTestId('figure-teamSize')).toBeVisible();
  await goTo(centre, 'Daily salary');
  const form = centre.getByTestId('offer-form');
  await form.getByLabel('Downline').selectOption('a01m1');
  await form.getByLabel('Daily team bets from').fill('0');
  await form.getByLabel('Active members from').fill('0');
  await form.getByLabel('Paid as').selectOption({ label: '% of the bets' });
  await form.getByLabel('Rate').fill('1.005');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByRole('alert')).toContainText('two decimals at most');
  await form.getByLabel('Rate').fill('1');
  await form.getByRole('button', { name: 'Send the offer' }).click();
  await expect(form.getByLabel('Rate')).toHaveValue('');
  // The form empties, says where the offer went, and shows it waiting for its answer.
  await expect(centre.getByRole('status').filter({ hasText: 'Offer sent to a01m1' })).toBeVisible();
  await expect(centre.getByTestId('sent-offer')).toContainText('New offer to a01m1, sent');
  await centre.getByRole('button', { name: 'History' }).click();
  await expect(centre.getByTestId('contract-event').first()).toContainText('Offered');
  // The second kind, a weekly dividend of 10 % of the team's net loss, as the dividend form sends it.
  await call(page, 'POST', '/wps/relay/MCSFE_applyContractualDividend', {
    downline: 'a01m1',
    period: 'WEEKLY',
    tiers: [{ minimumBet: 0, netLoss: 0, activeMember: 0, contractRate: 0.1 }],
  });

  // The world goes to the next Monday, 00:00:30 UTC: the week D1 (Monday) to D7 (Sunday), paid out at D8 00:00.
  const { now } = await admin.get<{ now: number }>('/__admin/clock');
  const today = now - (now % DAY_MS);
  const d1 = today + (7 - ((new Date(today).getUTCDay() + 6) % 7)) * DAY_MS;
  const d7 = d1 + 6 * DAY_MS;
  const d8 = d1 + 7 * DAY_MS;
  await admin.advanceClock(`${d1 + 30_000 - now}ms`);

  // a01m1 logs in: the notice holds both offers; it accepts them.
  const downline = await actor(browser, baseURL!, world, 'a01m1', TEAM);
  const notice = noticeOf(downline);
  const offer = (kind: string) => notice.getByTestId('offer').filter({ hasText: `New offer: ${kind} from agent01` });
  await expect(offer('daily salary')).toContainText('1%');
  await expect(offer('dividend')).toContainText('10%');
  await expect(downline.getByTestId('balance')).toHaveText(/\d/);
  const before = money(await downline.getByTestId('balance').textContent());
  await offer('daily salary').getByRole('button', { name: 'Accept' }).click();
  await expect(offer('daily salary')).toHaveCount(0);
  await offer('dividend').getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  // The offers went before a01m1 ever logged in: worded in the site's default language (TY), the only one known then.
  const titles = async (who: Page) =>
    ((await call(who, 'POST', '/wps/relay/CSP_getInboxList', { pageSize: 50 })).content as { title: string }[]).map((m) => m.title);
  expect(await titles(downline)).toContain('Bagong daily salary offer');

  // a01m1s1, below a01m1, bets 200 on the lottery on D1 and loses: the team's only bet of the week.
  const bettor = await actor(browser, baseURL!, world, 'a01m1s1', TEAM);
  await bettor.goto('/lottery?gameCode=GPI_3&playType=LAST2');
  const lobby = bettor.frameLocator('iframe[title="Lottery game"]');
  const numero = lobby.getByTestId('numero');
  await expect(numero).toHaveText(/^\d+$/);
  const { seed } = await admin.get<{ seed: number }>('/__admin/scenario');
  const drawn = winNumber(seed, 'GPI_3', (await numero.textContent())!)
    .slice(-2)
    .join('');
  await lobby.getByRole('combobox', { name: 'Play' }).selectOption('LAST2');
  await lobby.getByRole('combobox', { name: 'Pick' }).selectOption(drawn === '00' ? '01' : '00');
  await lobby.getByRole('spinbutton', { name: 'Stake' }).fill('200');
  await lobby.getByRole('button', { name: 'Place bet' }).click();
  await expect(lobby.getByRole('status')).toContainText('Bet placed on draw');
  await bettor.context().close();
  const salary = 2; // 1 % of 200
  const dividend = 20; // 10 % of the week's net loss, 200

  // A week passes: D1's salary is paid at D2 00:00 for D1, the week's dividend at D8 00:00 for D1 to D7.
  await admin.advanceClock('7d');

  // a01m1: paid both, in its balance and its inbox.
  await loginAgain(downline, 'a01m1', TEAM);
  await expect
    .poll(async () => money(await downline.getByTestId('balance').textContent()))
    .toBe(Math.round((before + salary + dividend) * 100) / 100);
  const downlineInbox = await inboxOf(downline);
  await expect(downlineInbox.filter({ hasText: `Daily salary paid: ${salary.toFixed(2)}` })).toHaveCount(1);
  await expect(downlineInbox.filter({ hasText: `Dividend paid: ${dividend.toFixed(2)}` })).toHaveCount(1);

  /** Both sides read the same statement rows: the period in words, the figures the rule used, the amount, Paid. */
  const dayInWords = await inWords(page, d1, d1 + DAY_MS);
  const weekInWords = await inWords(page, d1, d8);
  const day7InWords = await inWords(page, d7, d8);
  const readStatements = async (who: Page, side: 'upline' | 'downline') => {
    const mine = centreOf(who);
    await goTo(mine, 'Daily salary');
    await expect(mine.getByTestId(side === 'upline' ? 'given-contract' : 'my-contract')).toContainText(
      side === 'upline' ? 'To a01m1' : 'From agent01',
    );
    await mine.getByRole('button', { name: 'Records', exact: true }).click();
    await showDays(mine, d1, d7);
    // D2 to D7 had no bets: settled, nothing due, folded away until asked for.
    const fold = mine.getByRole('button', { name: 'Show periods that paid nothing (6)' });
    await expect(fold).toHaveAttribute('aria-pressed', 'false');
    const daily = mine.getByTestId('salary-record');
    await expect(daily).toHaveCount(1);
    const [paidDay] = await rowsRead(daily);
    expect(paidDay).toMatchObject({
      'Period (UTC)': dayInWords,
      'Upline → downline': 'agent01 → a01m1',
      'Team valid bets': '200.00',
      'Active members': '1',
      'Tier met': 'Tier 1',
      Rate: '1%',
      Status: 'Paid',
    });
    expect(money(paidDay!.Amount!)).toBe(salary);
    await fold.click();
    await expect(daily).toHaveCount(7);
    await expect(daily.filter({ hasText: 'Nothing due' })).toHaveCount(6);

    await goTo(mine, 'Dividend');
    await mine.getByRole('button', { name: side === 'upline' ? 'Paid out' : 'Records', exact: true }).click();
    await showDays(mine, d1, d7);
    const week = mine.getByTestId('salary-record');
    await expect(week).toHaveCount(1);
    const [paidWeek] = await rowsRead(week);
    expect(paidWeek).toMatchObject({
      'Period (UTC)': weekInWords,
      ...(side === 'upline' ? { 'Paid to': 'a01m1' } : { 'Paid by': 'agent01' }),
      'Team net loss': '200.00',
      'Active members': '1',
      'Tier met': 'Tier 1',
      'Rate of the net loss': '10%',
      Status: 'Paid',
    });
    expect(money(paidWeek!.Amount!)).toBe(dividend);

    // My income: each payout on the day it was earned (the salary on D1, the dividend on D7), salary and dividend apart.
    const [salaryCol, dividendCol] = side === 'upline' ? ['Salary paid', 'Dividend paid'] : ['Salary received', 'Dividend received'];
    await goTo(mine, 'My income');
    await showDays(mine, d1, d7);
    const days = mine.getByTestId('income-day');
    await expect(days).toHaveCount(2);
    const income = Object.fromEntries(
      (await rowsRead(days)).map((d) => [d['Day earned (UTC)'], [money(d[salaryCol]!), money(d[dividendCol]!), money(d['Net income']!)]]),
    );
    const sign = side === 'upline' ? -1 : 1;
    expect(income).toEqual({ [dayInWords]: [salary, 0, sign * salary], [day7InWords]: [0, dividend, sign * dividend] });

    // Overview: the same period, the same figures.
    const [salaryKey, dividendKey] = side === 'upline' ? ['salaryOut', 'dividendOut'] : ['salaryIn', 'dividendIn'];
    await goTo(mine, 'Overview');
    await showDays(mine, d1, d7);
    await expect.poll(async () => money(await mine.getByTestId(`figure-${salaryKey}`).locator('span').last().textContent())).toBe(salary);
    expect(money(await mine.getByTestId(`figure-${dividendKey}`).locator('span').last().textContent())).toBe(dividend);
  };
  // Back from the service centre's own page to the site, whose header holds the account menu.
  await downline.getByRole('link', { name: 'Home' }).click();
  await openAgentCentre(downline);
  await readStatements(downline, 'downline');
  await downline.context().close();

  await loginAgain(page, 'agent01', 'Agent2026');
  centre = await openAgentCentre(page);
  await readStatements(page, 'upline');
  // The ledgers, dated when posted (D2 00:00 and D8 00:00): a01m1's rows in, as agent01's transaction details show them...
  await goTo(centre, 'Transaction details');
  const received = async (type: string) => {
    await centre.getByLabel('Member', { exact: true }).fill('a01m1');
    await centre.getByLabel('Type', { exact: true }).selectOption({ label: type });
    await showDays(centre, d1, d8);
    const rows = centre.getByTestId('team-transaction');
    // One row, of that type: the answer to this query, not the one before it.
    await expect(rows).toHaveText([new RegExp(type)]);
    const read = await rowsRead(rows);
    expect(read.map((r) => r.Type)).toEqual([type]);
    return money(read[0]!.Amount!);
  };
  expect(await received('Salary received')).toBe(salary);
  expect(await received('Dividend received')).toBe(dividend);
  // ...and agent01's own rows out, in its account record.
  await centre.getByRole('button', { name: 'Close', exact: true }).click();
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Account record' }).click();
  const record = page.getByRole('dialog', { name: 'Member centre' });
  await record.getByLabel('From', { exact: true }).fill(isoDay(d1));
  await record.getByLabel('To', { exact: true }).fill(isoDay(d8));
  await record.getByRole('button', { name: 'Search', exact: true }).click();
  const paid = async (type: string) => {
    await record.getByRole('combobox', { name: 'Transaction type' }).selectOption({ label: type });
    const rows = record.getByTestId('transaction');
    await expect(rows).toHaveText([new RegExp(type)]);
    const read = await rowsRead(rows);
    expect(read.map((r) => r['Transaction type'])).toEqual([type]);
    return money(read[0]!.Amount!);
  };
  expect(await paid('Salary paid')).toBe(-salary);
  expect(await paid('Dividend paid')).toBe(-dividend);
  await record.getByRole('button', { name: 'Close', exact: true }).click();

  // agent01's inbox told it of both acceptances (on D1) and of what it paid out.
  const told = await inboxOf(page);
  await expect(told.filter({ hasText: 'Daily salary accepted' })).toHaveCount(1);
  await expect(told.filter({ hasText: 'Dividend accepted' })).toHaveCount(1);
  await expect(told.filter({ hasText: `Daily salary paid out: ${salary.toFixed(2)}` })).toHaveCount(1);
  await expect(told.filter({ hasText: `Dividend paid out: ${dividend.toFixed(2)}` })).toHaveCount(1);
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
    // A real account's login reads the offers notice (consolidated, spec 04): waited for, so the next load cannot cut it off.
    if (username === 'player01') await admin.verify({ call: 'consolidated', count: 1 });
    await page.evaluate(() => sessionStorage.clear());
  }
  // Every call of the agent centre by its catalogue name (relays and /wps/member paths too, not only /wps/agent), but one:
  // the offers notice reads consolidated once for a real account at login (spec 04), never for a trial account.
  for (const call of Object.keys(agentCalls)) await admin.verify({ call, count: call === 'consolidated' ? 1 : 0 });
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
  await visit(page, '/rng');
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
