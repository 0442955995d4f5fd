import { expect, test } from './fixtures';
import { accountMenu, loginWith } from './identity-helpers';

/**
 * What only the browser and the proxy together show: a share link's `?world=` becomes the cookie every
 * later call carries, and the world's time (X-Mock-Now through the proxy) is the client's "today".
 */
test("a shared world's link opens that world, and the account record opens on that world's week", async ({
  page,
  context,
  world,
  playwright,
  baseURL,
}) => {
  const shared = `${world}-shared`;
  const qa = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Mock-World': shared } });
  try {
    const made = await qa.post('/__admin/worlds', { data: { name: shared } });
    expect(made.status(), await made.text()).toBe(201);
    const moved = await qa.post('/__admin/clock', { data: { at: '2027-03-10T12:00:00Z' } });
    expect(moved.status(), await moved.text()).toBe(200);

    await page.goto(`/?world=${shared}`);
    await expect(page).toHaveURL(/\/$/);
    expect((await context.cookies()).find((c) => c.name === 'mock_world')?.value).toBe(shared);
    await loginWith(page, 'player01', 'Lucky2026');
    await accountMenu(page).click();
    await page.getByRole('menuitem', { name: 'Account record' }).click();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('2027-03-04');
    await expect(page.getByLabel('To', { exact: true })).toHaveValue('2027-03-10');
    // The calls went to the shared world: its journal has the login.
    const journal = await qa.get('/__admin/requests?path=/wps/session/login');
    expect((await journal.json()).value.length).toBeGreaterThan(0);
  } finally {
    await qa.delete(`/__admin/worlds/${shared}`);
    await qa.dispose();
  }
});
