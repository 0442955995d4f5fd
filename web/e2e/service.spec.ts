import type { Locator, Page } from '@playwright/test';
import { bringIntoView, expect, sideMenu, test, visit, winNumber } from './fixtures';
import { accountMenu, loginDialog, loginWith, logout, openLogin } from './identity-helpers';

const chatButton = (page: Page) => page.getByRole('button', { name: /^Chat with customer service/ });
const chatWindow = (page: Page) => page.getByRole('dialog', { name: 'Customer service' });
const chatFrame = (page: Page) => page.frameLocator('iframe[title="Customer service chat"]');
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);
/** The player comes back to the tab: the portal asks for the unread counts again. */
const returnToTab = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('focus')));

async function loggedIn(page: Page, username = 'player01', password = 'Lucky2026') {
  await page.goto('/');
  await loginWith(page, username, password);
  await expect(accountMenu(page)).toBeVisible();
}

/** QA acts on this page's world (its cookie) through the admin API. */
async function adminPost(page: Page, url: string, data: object) {
  const response = await page.request.post(url, { data });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).value;
}

/** The chat button's unread count once the player comes back to the tab (which asks the fake again); null when none shows. */
async function chatUnreadAfterReturn(page: Page) {
  await returnToTab(page);
  return page
    .getByTestId('chat-unread')
    .textContent({ timeout: 500 })
    .catch(() => null);
}
test('a player chats with the service agent: the unread count rises while the window is closed and clears when it opens', async ({
  page,
}) => {
  await loggedIn(page);
  await chatButton(page).click();
  await expect(chatWindow(page)).toBeVisible();
  await expect(chatWindow(page).getByTestId('chat-queue')).toHaveText('Live chat');
  const frame = chatFrame(page);
  await expect(frame.getByRole('log')).toHaveText('No messages yet. Write below: the service agent answers here.');
  await frame.getByRole('textbox', { name: 'Message' }).fill('Hello, my deposit <script>window.__pwned = true</script>');
  await frame.getByRole('button', { name: 'Send' }).click();
  await expect(frame.getByRole('log')).toHaveText('Hello, my deposit <script>window.__pwned = true</script>');

  await chatWindow(page).getByRole('button', { name: 'Enlarge the chat' }).click();
  await chatWindow(page).getByRole('button', { name: 'Shrink the chat' }).click();
  await chatWindow(page).getByRole('button', { name: 'Close the chat' }).click();
  await expect(chatWindow(page)).toHaveCount(0);

  await adminPost(page, '/__admin/chat/player01', { text: 'We are on it <img src=x onerror="window.__pwned = true">' });
  await expect.poll(() => chatUnreadAfterReturn(page)).toBe('1');
  await expect(chatButton(page)).toHaveAccessibleName('Chat with customer service (1 unread)');

  await chatButton(page).click();
  await expect(chatFrame(page).locator('[data-from="AGENT"]')).toHaveText('We are on it <img src=x onerror="window.__pwned = true">');
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  await expect(chatButton(page)).toHaveAccessibleName('Chat with customer service');
  expect(await pwned(page)).toBeUndefined();
  expect(
    await page.frame({ url: /\/wps\/static\/chat\// })?.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
  ).toBeUndefined();

  // Logging out closes the chat.
  await logout(page);
  await expect(chatWindow(page)).toHaveCount(0);
});

test('a visitor is asked to log in and a trial account is refused the chat', async ({ page }) => {
  await page.goto('/');
  await chatButton(page).click();
  await expect(loginDialog(page)).toBeVisible();
  await loginDialog(page).getByRole('button', { name: 'Close' }).click();

  await loginWith(page, 'trial01', 'Trial2026');
  await expect(accountMenu(page)).toBeVisible();
  await chatButton(page).click();
  const prompt = page.getByRole('dialog', { name: 'Prompt' });
  await expect(prompt).toBeVisible();
  // identity:inNeedTrueAccount, the spec's 'in_need_true_account', in the page's language.
  await expect(prompt.getByTestId('notice-message')).toHaveText('This needs a real account. Please register one first.');
  await expect(chatWindow(page)).toHaveCount(0);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
});

/** Clicks a customer-service link and answers the popup's address (the fake's links point off-site: a stand-in page answers). */
async function customerServicePopup(page: Page, link: Locator) {
  await page
    .context()
    .route(/^https:\/\/(chat|vip|ai)\./, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Service</title>' }));
  const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(popup).toHaveURL(/^https:\/\/(chat|vip|ai)\./);
  const url = popup.url();
  await popup.close();
  return url;
}
const onlineService = async (page: Page) => {
  const menu = await sideMenu(page);
  const entry = menu.getByRole('button', { name: 'Online customer service' });
  if (!(await entry.isVisible())) await menu.getByRole('button', { name: 'Customer service', exact: true }).click();
  return entry;
};

test('a member above club rank 4 gets VIP service, in the chat window and from the customer-service link', async ({ page }) => {
  // A visitor, from the login form: live chat.
  await page.goto('/');
  const login = await openLogin(page);
  expect(await customerServicePopup(page, login.getByRole('button', { name: 'Customer service' }))).toMatch(/^https:\/\/chat\./);
  await login.getByRole('button', { name: 'Close' }).click();

  await loginWith(page, 'agent42', 'Agent2026');
  await expect(accountMenu(page)).toBeVisible();
  await chatButton(page).click();
  await expect(chatWindow(page).getByTestId('chat-queue')).toHaveText('VIP service');
  await expect(chatFrame(page).getByTestId('chat-queue')).toHaveText('VIP service');
  await chatWindow(page).getByRole('button', { name: 'Close the chat' }).click();
  expect(await customerServicePopup(page, await onlineService(page))).toMatch(/^https:\/\/vip\./);

  // Below rank 5: live chat from the same link.
  await logout(page);
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  expect(await customerServicePopup(page, await onlineService(page))).toMatch(/^https:\/\/chat\./);
});

test("a member with the operator's SPECIAL label gets VIP service from the account menu; the AI assistant is listed by its title", async ({
  page,
}) => {
  await loggedIn(page, 'vip01', 'Special2026');
  await accountMenu(page).click();
  expect(await customerServicePopup(page, page.getByRole('menuitem', { name: 'VIP service' }))).toMatch(/^https:\/\/vip\./);

  // The site's AICAN entry, by the title the status call gives it, opens in the service window as live chat does.
  const menu = await sideMenu(page);
  await menu.getByRole('button', { name: 'Customer service', exact: true }).click();
  expect(await customerServicePopup(page, menu.getByRole('button', { name: / AI assistant$/ }))).toMatch(/^https:\/\/ai\./);

  // A member of rank 1 with a rank label, the VIP club off: no VIP service entry.
  await logout(page);
  await loginWith(page, 'player01', 'Lucky2026');
  await accountMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'VIP service' })).toHaveCount(0);
});

test('a message QA sends appears in the inbox, is read on opening and can be deleted, its script inert @smoke', async ({ page }) => {
  await page.goto('/');
  await adminPost(page, '/__admin/messages', {
    username: 'player01',
    title: 'Your weekly bonus',
    content: '<p>Bonus <b>credited</b>.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
  });
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  const menu = await sideMenu(page);
  await menu.getByRole('button', { name: 'Customer service', exact: true }).click();
  const entry = menu.getByRole('link', { name: /Platform messages/ });
  // The welcome and QA's message.
  await expect(entry.getByTestId('inbox-unread')).toHaveText('2');
  await entry.click();
  await expect(page).toHaveURL(/\/helpmc\?tab=messages$/);
  const messages = page.getByRole('list', { name: 'Platform messages' });
  const mine = messages.getByTestId('inbox-message').filter({ hasText: 'Your weekly bonus' });
  await expect(mine).toHaveAttribute('data-read', 'false');
  await mine.getByRole('button', { expanded: false }).click();
  await expect(mine).toContainText('Bonus credited.');
  await expect(mine).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('inbox-summary')).toHaveText('Messages: 2 · unread: 1');
  await expect(page.getByTestId('inbox-unread')).toHaveText('1');
  expect(await pwned(page)).toBeUndefined();

  await mine.getByRole('button', { name: 'Delete “Your weekly bonus”' }).click();
  await expect(messages.getByTestId('inbox-message')).toHaveCount(1);
  await expect(messages).toContainText('Welcome');
  await expect(page.getByTestId('inbox-summary')).toHaveText('Messages: 1 · unread: 1');
});

test('announcements page through 9 at a time, dated, their HTML sanitised and marked read', async ({ page }) => {
  // The list is the relay's player announcements (PL and H); the fake publishes ten: two pages.
  await page.goto('/helpmc?tab=announcements');
  const list = page.getByRole('list', { name: 'Announcements' });
  await expect(page.getByTestId('pager-status')).toHaveText('Page 1 of 2');
  await expect(list.getByTestId('announcement')).toHaveCount(9);
  await expect(list.locator('time').first()).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('pager-status')).toHaveText('Page 2 of 2');
  await expect(list.getByTestId('announcement')).toHaveCount(1);
  await expect(list.getByTestId('announcement').first()).toContainText('Daily missions are live');
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();

  // The fake's own announcements, one with a script and a handler in it, read by a member.
  await page.goto('/');
  await loginWith(page, 'player01', 'Lucky2026');
  await expect(accountMenu(page)).toBeVisible();
  await visit(page, '/helpmc?tab=announcements');
  const welcome = page.getByTestId('announcement').filter({ hasText: 'Mind your password' });
  await welcome.getByRole('button').click();
  await expect(welcome).toContainText('never ask for your password');
  await expect(welcome.getByText('Read', { exact: true })).toBeVisible();
  expect(await pwned(page)).toBeUndefined();

  // The server keeps it: read after a reload, and still unread for the ones not opened.
  await page.reload();
  await expect(welcome).toHaveAttribute('data-read', 'true');
  await expect(welcome.getByText('Read', { exact: true })).toBeVisible();
  await expect(page.getByTestId('announcement').filter({ hasText: 'Daily missions are live' })).toHaveCount(0);
  await expect(page.locator('[data-testid="announcement"][data-read="true"]')).toHaveCount(1);
});

test('the winners board on the home page shows a lottery win the player just made', async ({ page, admin }) => {
  await loggedIn(page);
  // Just after a draw, so the bet goes on the next one, which the clock then passes.
  const { now } = await admin.get<{ now: number }>('/__admin/clock');
  await adminPost(page, '/__admin/clock', { at: new Date(Math.ceil(now / 300_000) * 300_000 + 1_000).toISOString() });
  await visit(page, '/lottery?gameCode=GPI_3&playType=LAST2');
  const lobby = page.frameLocator('iframe[title="Lottery game"]');
  const numero = lobby.getByTestId('numero');
  await expect(numero).toHaveText(/^\d+$/);
  const { seed } = await admin.get<{ seed: number }>('/__admin/scenario');
  const pick = winNumber(seed, 'GPI_3', (await numero.textContent())!)
    .slice(-2)
    .join('');
  await lobby.getByRole('combobox', { name: 'Play' }).selectOption('LAST2');
  await lobby.getByRole('combobox', { name: 'Pick' }).selectOption(pick);
  await lobby.getByRole('spinbutton', { name: 'Stake' }).fill('50');
  await lobby.getByRole('button', { name: 'Place bet' }).click();
  await expect(lobby.getByRole('status')).toContainText('Bet placed on draw');
  await admin.advanceClock('5m');
  await expect(lobby.getByRole('table', { name: 'My bets' }).locator('tbody tr').first()).toHaveAttribute('data-status', 'WON', {
    timeout: 15_000,
  });

  await visit(page, '/');
  await page.getByTestId('home-winners').scrollIntoViewIfNeeded();
  const board = page.getByRole('region', { name: 'Winners board' });
  await expect(board).toBeVisible();
  await board.scrollIntoViewIfNeeded();
  await expect(board.getByTestId('winner').first()).toContainText('pl***1');
  await expect(board.getByTestId('winner').first()).toContainText('4,500.00');
  await expect(board.getByTestId('winner').first()).toContainText('Lucky 5D');
});

test("QA answers as the service agent from the QA console's chat section, and the player reads it", async ({ page, context }) => {
  await loggedIn(page);
  await chatButton(page).click();
  const frame = chatFrame(page);
  await frame.getByRole('textbox', { name: 'Message' }).fill('Where is my withdrawal?');
  await frame.getByRole('button', { name: 'Send' }).click();
  await expect(frame.getByRole('log')).toContainText('Where is my withdrawal?');
  await chatWindow(page).getByRole('button', { name: 'Close the chat' }).click();

  // The console acts on this browser's world (its mock_world cookie).
  const qa = await context.newPage();
  await qa.goto('/__admin');
  // The chat's section (it also holds the inbox's form).
  const section = qa.locator('section').filter({ has: qa.getByRole('heading', { name: 'Live chat (answer as the service agent)' }) });
  await section.getByRole('button', { name: 'Refresh' }).click();
  await expect(section.getByLabel('Conversations')).toContainText('player01 (LIVECHAT, unread by player 0)');
  await expect(section.getByLabel('Conversations')).toContainText('PLAYER: Where is my withdrawal?');
  await section.getByRole('textbox', { name: 'Chat player' }).fill('player01');
  // Blank: refused with the reason, nothing stored.
  await section.getByRole('textbox', { name: 'Chat answer' }).fill('   ');
  await section.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(qa.getByRole('status')).toContainText('write something first');
  await section.getByRole('textbox', { name: 'Chat answer' }).fill('  It was paid out a minute ago.  ');
  await section.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(qa.getByRole('status')).toHaveText('Answered');
  await expect(section.getByLabel('Conversations')).toContainText('AGENT: It was paid out a minute ago.');
  await expect(section.getByLabel('Conversations')).toContainText('unread by player 1');
  await section.getByRole('textbox', { name: 'Chat player' }).fill('nobody-here');
  await section.getByRole('textbox', { name: 'Chat answer' }).fill('Hello?');
  await section.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(qa.getByRole('status')).toContainText('No such player');
  await qa.close();

  await expect.poll(() => chatUnreadAfterReturn(page)).toBe('1');
  await chatButton(page).click();
  await expect(chatFrame(page).locator('[data-from="AGENT"]')).toHaveText('It was paid out a minute ago.');
});

/** Nothing wider than the screen: the page never scrolls sideways. */
async function fitsTheScreen(page: Page) {
  const width = page.viewportSize()!.width;
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
/** Brought into sight, it lies wholly on the screen, at least 44 px tall when `touch` (a finger's target). */
async function onScreen(page: Page, control: Locator, touch = false) {
  await bringIntoView(control);
  const box = (await control.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width + 0.5);
  if (touch) expect(box.height).toBeGreaterThanOrEqual(44);
}

test('at 390 px: the winners board, the chat window and each service centre tab fit the screen', { tag: '@phone' }, async ({ page }) => {
  await loggedIn(page);
  // The board loads when scrolled near.
  await page.getByTestId('home-winners').scrollIntoViewIfNeeded();
  const board = page.getByRole('region', { name: 'Winners board' });
  await onScreen(page, board.getByTestId('winner').first());
  await fitsTheScreen(page);

  await chatButton(page).click();
  await onScreen(page, chatWindow(page));
  await expect(chatFrame(page).getByRole('textbox', { name: 'Message' })).toBeVisible();
  await onScreen(page, chatWindow(page).getByRole('button', { name: 'Close the chat' }));
  await fitsTheScreen(page);
  await chatWindow(page).getByRole('button', { name: 'Close the chat' }).click();

  await visit(page, '/helpmc?tab=announcements');
  const tabs = page.getByRole('navigation', { name: 'Customer service sections' });
  const first = page.getByTestId('announcement').first();
  await first.getByRole('button').click();
  await onScreen(page, first.getByRole('button'), true);
  await expect(first.locator('div').last()).toBeVisible();
  await onScreen(page, page.getByRole('button', { name: 'Next page' }), true);
  await fitsTheScreen(page);

  await onScreen(page, tabs.getByRole('link', { name: 'Announcements' }), true);
  await tabs.getByRole('link', { name: /Platform messages/ }).click();
  const message = page.getByTestId('inbox-message').first();
  await message.getByRole('button', { expanded: false }).click();
  await onScreen(page, message.getByRole('button', { name: /^Delete/ }));
  await fitsTheScreen(page);

  await tabs.getByRole('link', { name: 'Help centre' }).click();
  await onScreen(page, page.getByRole('searchbox', { name: 'Search the help centre' }));
  await page.getByRole('button', { name: 'How do I register?' }).click();
  await expect(page.getByTestId('help-article')).toBeVisible();
  await fitsTheScreen(page);

  await tabs.getByRole('link', { name: 'Feedback' }).click();
  await onScreen(page, page.getByRole('textbox', { name: 'Your feedback' }));
  await onScreen(page, page.getByRole('combobox', { name: 'Type' }), true);
  await onScreen(page, page.getByRole('button', { name: 'Send feedback' }), true);
  await fitsTheScreen(page);
});
