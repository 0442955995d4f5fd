import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ok } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';

const rule = (over: object = {}) => ({
  enabled: true,
  required: false,
  acceptedPattern: '*',
  patternId: 'ANY',
  minLength: 1,
  maxLength: 30,
  ...over,
});
const rules = {
  username: rule({ required: true, minLength: 6, maxLength: 16 }),
  password: rule({ minLength: 6 }),
  confirmPassword: rule(),
  payeeName: rule({ required: true, patternId: 'LETTERS_AND_SPACE', acceptedPattern: '^[A-Za-z ]+$', minLength: 2, maxLength: 40 }),
  wechat: rule({ enabled: false }),
  mobileNum: rule({ acceptedPattern: '^\\d+$', patternId: 'DIGITS', minLength: 7, maxLength: 12 }),
};

const renderRegister = (flags: Record<string, boolean> = {}) =>
  renderApp({ path: '/register', flags, routes: { 'GET /wps/system/setting/register': ok(rules) } });

describe('the registration form', () => {
  it('shows only the fields the server enables, with a star on the required ones', async () => {
    await renderRegister();
    expect(await screen.findByRole('textbox', { name: 'Real name' })).toHaveAttribute('placeholder', '* Real name');
    expect(screen.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('placeholder', 'Mobile number');
    expect(screen.queryByRole('textbox', { name: 'WeChat' })).not.toBeInTheDocument();
  });

  it('shows the mobile tab only when mobile registration is on', async () => {
    await renderRegister({ MOBILENUMREG3: true });
    expect(await screen.findByRole('tab', { name: 'Mobile' })).toBeInTheDocument();
  });

  it('has no tabs when mobile registration is off', async () => {
    await renderRegister({ MOBILENUMREG3: false });
    await screen.findByRole('textbox', { name: 'Username' });
    expect(screen.queryByRole('tab', { name: 'Mobile' })).not.toBeInTheDocument();
  });

  it('pre-fills the referral code from the address', async () => {
    await renderApp({
      path: '/register?referralCode=FRIEND7',
      routes: { 'GET /wps/system/setting/register': ok({ ...rules, referralCode: rule() }) },
    });
    expect(await screen.findByRole('textbox', { name: 'Referral code' })).toHaveValue('FRIEND7');
  });

  it('validates every field before sending anything', async () => {
    const { requests } = await renderRegister();
    await screen.findByRole('textbox', { name: 'Real name' });
    // The header has a Register button too; the form's is the last one.
    await userEvent.click(screen.getAllByRole('button', { name: 'Register' }).at(-1)!);
    expect(await screen.findByText('Real name cannot be empty')).toBeInTheDocument();
    expect(requests.some((r) => r.url === '/wps/member/register')).toBe(false);
  });
});

describe('the country-code picker', () => {
  it('opens on focus and closes 200 ms after blur', async () => {
    await renderRegister();
    const picker = await screen.findByRole('textbox', { name: 'Country code' });
    expect(picker).toHaveValue('🇵🇭 +63');
    act(() => picker.focus());
    const list = screen.getByRole('listbox', { name: 'Country code' });
    expect(within(list).getAllByRole('option').length).toBeGreaterThan(0);
    vi.useFakeTimers();
    act(() => picker.blur());
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('listbox')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
