import { createHash, randomUUID } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

type Admin = {
  patch: (scenario: object) => Promise<void>;
  reset: () => Promise<void>;
  /** Moves this world's clock forward, e.g. '5m' (POST /__admin/clock). */
  advanceClock: (advance: string) => Promise<void>;
  /** GET an admin URL of this world and return its value. */
  get: <T = any>(url: string) => Promise<T>;
  /** The same, once the fake has it: an SMS or captcha the page asked for a moment ago (its request may still be in flight). */
  waitFor: <T = any>(url: string) => Promise<T>;
  /**
   * Passes once this world's journal holds the call as expected (POST /__admin/verify): a catalogue name or a
   * path, the request in part (the query of a GET), `count` or `atLeast`/`atMost`. Fails naming the near misses.
   */
  verify: (expected: Verify) => Promise<void>;
};

/** What POST /__admin/verify takes (mock-server/src/admin/verify-routes.ts). */
type Verify = ({ call: string } | { path: string; method?: 'GET' | 'POST' | 'PUT' | 'DELETE' }) & {
  body?: Record<string, unknown>;
} & ({ count: number } | { atLeast?: number; atMost?: number });

/**
 * The home page greets every visit with its announcements; tests that are not about them close it. The
 * popup gives way to any other dialog (a contract offer, the login), so it may leave before the click
 * lands: then there is nothing left to close.
 */
/**
 * Scrolls a control into sight until it stays there: below-the-fold parts that load as the page is
 * scrolled (lottery lanes, the winners board) can push it away again after a single scroll.
 */
export async function bringIntoView(control: Locator, message?: string) {
  await expect(async () => {
    await control.scrollIntoViewIfNeeded({ timeout: 5_000 });
    await expect(control, message).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Taps a control until what it opens shows, as a player taps again when nothing happened: right after a
 * login the announcements popup can appear between Playwright's check of the target and its tap, and the
 * tap then lands on the popup's backdrop, which closes the popup instead. A tap already answered is not repeated.
 */
export async function tapUntilShown(control: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await control.click({ timeout: 10_000 });
    await expect(shown).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
}

export async function closeAnnouncementsWhenShown(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }), async (dialog) => {
    // Whichever comes first: the click closes it, or it gives way by itself (the click then has nothing to do).
    // Dispatched on the button itself, never at its place on the screen: a popup that gives way (to the login
    // or an offer that opens over it) would otherwise pass the click to what lies beneath, such as a banner.
    const click = dialog.getByRole('button', { name: 'Close' }).dispatchEvent('click');
    click.catch(() => undefined);
    await Promise.race([click, dialog.waitFor({ state: 'hidden' })]);
  });
}

type Fixtures = { world: string; admin: Admin; lang: 'EN' | 'TY' | null };

/**
 * Every test gets its own world in the fake backend: the browser picks it by cookie, the admin
 * helper by header, so tests run side by side without meeting.
 */
export const test = base.extend<Fixtures>({
  lang: ['EN', { option: true }],
  world: async ({ playwright, baseURL }, use) => {
    const world = `e2e-${randomUUID()}`;
    await use(world);
    // Freed when its test ends, as QA frees one: the fake holds a limited number of worlds and refuses more.
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Mock-World': world } });
    const freed = await request.delete('/__admin/world');
    // 404: the test never reached the fake, so it made no world.
    expect([200, 404], await freed.text()).toContain(freed.status());
    await request.dispose();
  },
  context: async ({ context, world, baseURL, lang }, use) => {
    await context.addCookies([{ name: 'mock_world', value: world, url: baseURL! }]);
    if (lang) await context.addInitScript((l) => localStorage.getItem('lang') ?? localStorage.setItem('lang', l), lang);
    await use(context);
  },
  page: async ({ page }, use) => {
    await closeAnnouncementsWhenShown(page);
    await use(page);
  },
  admin: async ({ playwright, baseURL, world }, use) => {
    const request: APIRequestContext = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'X-Mock-World': world } });
    const send = async (method: 'PATCH' | 'POST', url: string, data?: object) => {
      const response = await request.fetch(url, { method, data });
      expect(response.status(), await response.text()).toBe(200);
    };
    await use({
      patch: (scenario) => send('PATCH', '/__admin/scenario', scenario),
      reset: () => send('POST', '/__admin/reset'),
      advanceClock: (advance) => send('POST', '/__admin/clock', { advance }),
      get: async (url) => {
        const response = await request.get(url);
        expect(response.status(), await response.text()).toBe(200);
        return (await response.json()).value;
      },
      waitFor: async (url) => {
        await expect.poll(async () => (await request.get(url)).status(), { message: `waiting for ${url}` }).toBe(200);
        return (await (await request.get(url)).json()).value;
      },
      // Polled: a call the page has just made may still be on its way to the journal.
      verify: async (expected) => {
        await expect(async () => {
          const response = await request.post('/__admin/verify', { data: expected });
          expect(response.status(), await response.text()).toBe(200);
          const { value } = await response.json();
          expect(
            value.ok,
            `verify ${JSON.stringify(expected)}: matched ${value.matched}, near misses ${JSON.stringify(value.nearMisses)}`,
          ).toBe(true);
        }).toPass({ timeout: 10_000 });
      },
    });
    await request.dispose();
  },
});

export { expect };

/** The main menu, opened first when it is a drawer (phones); the drawer closes again on navigation. */
export async function sideMenu(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (!onPhone()) return nav;
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  return nav;
}

/** Whether this run is the phone project. */
export const onPhone = () => test.info().project.name.startsWith('phone');

/** The fake's draw: the digits of a numero come from the seed (mock-server/src/lottery/win-number.ts). */
export const winNumber = (seed: number, gameCode: string, numero: string) => {
  const hash = createHash('sha256').update(`${seed}:${gameCode}:${numero}`).digest();
  return Array.from({ length: 5 }, (_, i) => hash[i]! % 10);
};
