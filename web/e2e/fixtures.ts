import { createHash, randomUUID } from 'node:crypto';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

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
type WorkerFixtures = { tab: Tab };

/**
 * One browser tab per worker, handed from test to test. A new page costs Chromium about two CPU-seconds before the
 * app shows (a renderer process starts, and compiles and styles the whole app cold); a page that stays open loads the
 * app again for under one, its compiled code and parsed styles still warm. Tests stay as apart as before: each starts
 * on a blank page of the site with no cookies, no storage, no routes, listeners, init scripts or exposed functions
 * left by the one before, and its own world and language. `E2E_NEW_PAGE=1` gives each test a new context and page.
 */
class Tab {
  context!: BrowserContext;
  page!: Page;
  /** What the current test added to the tab, undone when it ends. */
  private undo: (() => Promise<unknown>)[] = [];
  private broken = true;
  private options = '';
  private baseURL = '';

  constructor(private readonly browser: Browser) {}

  /**
   * The tab for a test, with the test's context options (the project's, and any `test.use`): opened again when they
   * differ from the open tab's, or when the last test broke it (a crash, a closed page).
   */
  async take(options: BrowserContextOptions): Promise<void> {
    const wanted = JSON.stringify(options);
    if (!this.broken && !this.page.isClosed() && wanted === this.options) return;
    await this.context?.close().catch(() => undefined);
    this.context = await this.browser.newContext(options);
    this.page = await this.context.newPage();
    this.options = wanted;
    this.baseURL = options.baseURL!;
    this.track(this.context, ['addInitScript', 'exposeBinding', 'exposeFunction']);
    this.track(this.page, ['addInitScript', 'exposeBinding', 'exposeFunction']);
    this.trackListeners(this.page);
    this.broken = false;
  }

  /** Back to a blank page of the site with nothing of the test left; a failure marks the tab for reopening. */
  async release(): Promise<void> {
    try {
      for (const other of this.context.pages()) if (other !== this.page) await other.close();
      for (const step of this.undo.splice(0).reverse()) await step();
      await this.page.unrouteAll({ behavior: 'ignoreErrors' });
      await this.context.unrouteAll({ behavior: 'ignoreErrors' });
      await this.context.setOffline(false);
      await this.context.setExtraHTTPHeaders({});
      await this.context.clearPermissions();
      // A page of the site without scripts: the renderer stays, the app stops, and storage can be cleared.
      await this.page.goto(new URL('/favicon.svg', this.baseURL).href);
      await this.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      const cdp = await this.context.newCDPSession(this.page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(this.baseURL).origin,
        storageTypes: 'indexeddb,service_workers,cache_storage',
      });
      await cdp.detach();
      await this.context.clearCookies();
    } catch (error) {
      // Said, not hidden: the next test opens a new tab, at a new tab's cost.
      console.warn(`e2e: the reused tab could not be cleared, the next test opens a new one: ${String(error)}`);
      this.broken = true;
    }
  }

  /** Records the Disposable each call returns (Playwright 1.5x), to dispose of it when the test ends. */
  private track(target: object, methods: string[]) {
    const record = this.undo;
    for (const method of methods) {
      const original = (target as Record<string, (...args: unknown[]) => Promise<{ dispose(): Promise<void> }>>)[method]!.bind(target);
      (target as Record<string, unknown>)[method] = async (...args: unknown[]) => {
        const added = await original(...args);
        record.push(() => added.dispose());
        return added;
      };
    }
  }

  private trackListeners(page: Page) {
    const record = this.undo;
    for (const method of ['on', 'once', 'addListener'] as const) {
      const original = page[method].bind(page) as (event: string, listener: (...args: unknown[]) => void) => Page;
      (page as unknown as Record<string, unknown>)[method] = (event: string, listener: (...args: unknown[]) => void) => {
        record.push(async () => page.off(event as 'load', listener));
        return original(event, listener);
      };
    }
  }
}

const newPageEachTest = process.env.E2E_NEW_PAGE === '1';

/**
 * Every test gets its own world in the fake backend: the browser picks it by cookie, the admin
 * helper by header, so tests run side by side without meeting.
 */
export const test = base.extend<Fixtures, WorkerFixtures>({
  lang: ['EN', { option: true }],
  tab: [
    async ({ browser }, use) => {
      const tab = new Tab(browser);
      await use(tab);
      await tab.context?.close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
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
  context: async (
    { browser, tab, world, baseURL, lang, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, serviceWorkers, locale, timezoneId },
    use,
  ) => {
    const options = { baseURL, viewport, deviceScaleFactor, isMobile, hasTouch, userAgent, serviceWorkers, locale, timezoneId };
    let context: BrowserContext;
    if (newPageEachTest) context = await browser.newContext(options);
    else {
      await tab.take(options);
      context = tab.context;
    }
    await context.addCookies([{ name: 'mock_world', value: world, url: baseURL! }]);
    if (lang) await context.addInitScript((l) => localStorage.getItem('lang') ?? localStorage.setItem('lang', l), lang);
    await use(context);
    if (newPageEachTest) await context.close();
  },
  page: async ({ context, tab }, use, testInfo) => {
    const page = newPageEachTest ? await context.newPage() : tab.page;
    await closeAnnouncementsWhenShown(page);
    await use(page);
    if (testInfo.status !== testInfo.expectedStatus && !page.isClosed())
      await testInfo.attach('screenshot', { body: await page.screenshot().catch(() => Buffer.from('')), contentType: 'image/png' });
    await page.removeLocatorHandler(page.getByRole('dialog', { name: 'Announcements' })).catch(() => undefined);
    if (!newPageEachTest) await tab.release();
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

/**
 * Goes to a path the way the app's own links do, when the app is already open in the page: `history.pushState` and a
 * `popstate`, which react-router's BrowserRouter renders as a route change. A page load costs Chromium about two
 * CPU-seconds on these machines (the whole app boots again), a route change a fraction of that, and a player moves
 * through the site by its links, not by reloading it. Where the app is not open yet (a new page, the QA console), the
 * page loads. Tests about what a load does (a reload keeps a theme, a session, an address) use `page.goto` or `reload`.
 */
export async function visit(page: Page, path: string) {
  const appOpen = await page
    .evaluate(() => {
      const root = document.getElementById('root');
      // React marks the element it renders into; the console and a blank page have none.
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    })
    .catch(() => false);
  if (!appOpen) {
    await page.goto(path);
    return;
  }
  // A login ends by closing its dialog and going home: moving before that would be undone by it.
  await expect(page.getByRole('dialog', { name: /^(Login|Register)$/ })).toHaveCount(0);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

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
