import { expect, type Page } from '@playwright/test';

/** The slide check's words in English; a test in another language passes its own. */
const slideWords = { title: 'Security check', slider: 'Slider position', confirm: 'Confirm' };

/**
 * Passes the slide check as a player who sees the gap in the picture: the page never holds the answer,
 * so the test reads it where QA does, the admin API of this page's world (its cookie), then confirms.
 */
export async function passSlide(page: Page, words = slideWords) {
  const dialog = page.getByRole('dialog', { name: words.title });
  await expect(dialog).toBeVisible();
  const slider = dialog.getByRole('slider', { name: words.slider });
  await expect(slider).toBeEnabled();
  const answer = await page.request.get(new URL('/__admin/slide', page.url()).href);
  expect(answer.status(), await answer.text()).toBe(200);
  await slider.fill(String((await answer.json()).value.targetX));
  await dialog.getByRole('button', { name: words.confirm }).click();
  await expect(dialog).toBeHidden();
}

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: /^(Login|Register)$/ });

/**
 * Taps the header's Login until its dialog shows, as a player would: twice in stability runs under heavy
 * load (games, identity) the first tap, right after the page loaded, opened nothing while the
 * Announcements popup arrived. A tap already answered is not repeated: the dialog's check comes first.
 */
export async function openLogin(page: Page) {
  const dialog = loginDialog(page);
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Login' }).click({ timeout: 10_000 });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  return dialog;
}

export async function loginWith(page: Page, username: string, password: string) {
  const dialog = await openLogin(page);
  await dialog.getByRole('textbox', { name: 'Username' }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).last().click();
  await passSlide(page);
  return dialog;
}

export const accountMenu = (page: Page) => page.getByRole('button', { name: 'Account menu' });

export async function logout(page: Page) {
  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Prompt' });
  await expect(confirm).toContainText('Are you sure you want to log out?');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
}

/** Free demo from the header on a desktop; on a phone it waits in the login dialog. */
export async function startFreeDemo(page: Page) {
  const inHeader = page.getByRole('banner').getByRole('button', { name: 'Free demo' });
  if (await inHeader.isVisible()) await inHeader.click();
  else await (await openLogin(page)).getByRole('button', { name: 'Free demo' }).click();
}
