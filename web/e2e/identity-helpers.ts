import { expect, type Page } from '@playwright/test';

/** Passes the slide check the way a player does: onto the marker, then confirm. */
export async function passSlide(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Security check' });
  await expect(dialog).toBeVisible();
  const target = dialog.getByTestId('slide-target');
  await expect(target).toBeAttached();
  await dialog.getByRole('slider', { name: 'Slider position' }).fill((await target.getAttribute('data-x'))!);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
}

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: /^(Login|Register)$/ });

export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  return loginDialog(page);
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
