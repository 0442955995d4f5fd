import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, openBody, type FakeRoutes } from '../../../test/fake-http';
import { renderApp } from '../../../test/render-app';
import { passSlide, refused, slideRoutes } from '../../../test/slide-check';

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

// The first render and the form's chunk may take a while on a busy machine.
const chunk = { timeout: 5000 };

// jsdom lays nothing out and has no scrollIntoView: a refused field is scrolled to with this stand-in.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const renderRegister = (flags: Record<string, boolean> = {}, options: { routes?: FakeRoutes; language?: 'EN' | 'TY' } = {}) =>
  renderApp({
    path: '/register',
    flags: { USERNAMEREG3: true, ...flags },
    language: options.language,
    routes: { 'GET /wps/system/setting/register': ok(rules), ...options.routes },
  });

describe('the registration form', () => {
  it('shows only the fields the server enables, with a star on the required ones', async () => {
    await renderRegister();
    expect(await screen.findByRole('textbox', { name: 'Real name' }, chunk)).toHaveAttribute('placeholder', '* Real name');
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
      flags: { USERNAMEREG3: true },
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

describe("the server's rules under each field", { timeout: 15_000 }, () => {
  // The fake's rules (mock-server's register setting): a username of 6 - 16, a letter first; a required captcha.
  const serverRules = {
    ...rules,
    username: rule({
      required: true,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      patternId: 'LETTER_FIRST_ALNUM',
      minLength: 6,
      maxLength: 16,
    }),
    captcha: rule({ required: true, acceptedPattern: '^\\d+$', patternId: 'DIGITS', minLength: 4, maxLength: 4 }),
  };

  it('says under each field the rule it breaks: the username pattern, the confirmation, an empty captcha', async () => {
    const { requests } = await renderApp({
      path: '/register',
      flags: { USERNAMEREG3: true },
      routes: { 'GET /wps/system/setting/register': ok(serverRules), 'GET /wps/captcha': ok('QUFBQQ==') },
    });
    const username = await screen.findByRole('textbox', { name: 'Username' }, chunk);
    await userEvent.type(username, '9bad');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc124');
    await userEvent.click(screen.getAllByRole('button', { name: 'Register' }).at(-1)!);
    expect(await screen.findByText('6 - 16 characters, a letter first, then letters and digits')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription(expect.stringContaining('6 - 16 characters, a letter first, then letters and digits'));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      expect.stringContaining('The two entries are inconsistent'),
    );
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAccessibleDescription(
      expect.stringContaining('Captcha cannot be empty'),
    );
    expect(requests.some((r) => r.url === '/wps/member/register')).toBe(false);
  });
});

describe('an invitation code from the link', { timeout: 15_000 }, () => {
  it('refused by the affiliate check stops registration with its dialog, then asks for the code on the form', async () => {
    const { requests } = await renderApp({
      path: '/register?affiliateCode=NOPE42',
      flags: { USERNAMEREG3: true },
      routes: {
        'GET /wps/system/setting/register': ok({ ...rules, affiliateCode: rule() }),
        'POST /wps/agent/affiliate': refused('AFFILIATE_INVALID', 'Invalid invitation code'),
        ...slideRoutes,
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }, chunk), 'affiliate9');
    // The link's accepted-until-refused code takes the field's place.
    expect(screen.queryByRole('textbox', { name: 'Invitation code' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'Aff2026aa');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Aff2026aa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Real name' }), 'Ann Lee');
    await userEvent.click(screen.getAllByRole('button', { name: 'Register' }).at(-1)!);
    const warning = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(warning).getByTestId('notice-message')).toHaveTextContent('Invalid invitation code');
    const checked = requests.find((r) => r.url === '/wps/agent/affiliate');
    expect(openBody(checked!)).toMatchObject({ code: 'NOPE42' });
    await userEvent.click(within(warning).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('textbox', { name: 'Invitation code' })).toBeInTheDocument();
    // Stopped before the slide check and the registration: still a visitor.
    expect(screen.queryByRole('dialog', { name: 'Security check' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === '/wps/verification/slide' || r.url === '/wps/member/register')).toBe(false);
    expect(screen.getByRole('banner')).toContainElement(screen.getAllByRole('button', { name: 'Login' })[0]!);
  });
});

describe('the rules the form is built from', () => {
  it('says the form could not be loaded, with why and Try again, instead of default fields; Try again reads them again', async () => {
    let fail = true;
    const { requests } = await renderRegister(
      {},
      { routes: { 'GET /wps/system/setting/register': () => (fail ? 'network-error' : ok(rules)()) } },
    );
    const alert = await screen.findByRole('alert', {}, chunk);
    expect(alert).toHaveTextContent('The registration form could not be loaded. Network link is abnormal, please try again');
    // Nothing to fill in or send: no field the server did not ask for.
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: /create account/i }).parentElement!).queryByRole('button', { name: 'Register' }),
    ).toBeNull();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Real name' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url === '/wps/system/setting/register')).toHaveLength(2);
  });
});

describe('the ways to register the modules allow', () => {
  it('offers mobile registration only, without tabs, when registration by username is off', async () => {
    await renderRegister({ USERNAMEREG3: false, MOBILENUMREG3: true });
    expect(await screen.findByRole('textbox', { name: 'Mobile number' }, chunk)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it.each([
    ['neither username nor mobile registration is on', { USERNAMEREG3: false, MOBILENUMREG3: false }],
    ['registration itself is off (DIRECTREG3)', { DIRECTREG3: false, MOBILENUMREG3: true }],
  ])('says registration is closed instead of an empty form when %s', async (_, flags) => {
    await renderRegister(flags);
    expect(await screen.findByText('Registration is not open on this site at the moment.', {}, chunk)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
  });
});

describe("the server's refusal", { timeout: 15_000 }, () => {
  const fillUsernameForm = async (labels: { confirm: string; realName: string }) => {
    await userEvent.type(await screen.findByRole('textbox', { name: 'Username' }, chunk), 'player01');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText(labels.confirm), 'abc123');
    await userEvent.type(screen.getByRole('textbox', { name: labels.realName }), 'Ann Lee');
  };

  it("shows a taken username under the field in the player's language, scrolled into view and focused", async () => {
    await renderRegister(
      {},
      {
        language: 'TY',
        routes: {
          ...slideRoutes,
          'POST /wps/member/register': refused('USERNAME_TAKEN', 'This username is already taken', { username: 'already taken' }),
        },
      },
    );
    await fillUsernameForm({ confirm: 'Kumpirmahin ang password', realName: 'Tunay na pangalan' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Magrehistro' }).at(-1)!);
    await passSlide();
    const username = screen.getByRole('textbox', { name: 'Username' });
    expect(await screen.findByText('May gumagamit na ng username na ito')).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription('May gumagamit na ng username na ito');
    expect(screen.queryByText(/already taken/)).not.toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(username);
  });

  it('is gone when the player switches to mobile registration', async () => {
    await renderRegister(
      { MOBILENUMREG3: true },
      { routes: { ...slideRoutes, 'POST /wps/member/register': refused('HUMAN_CHECK_FAILED', 'Verification failed, please slide again') } },
    );
    await fillUsernameForm({ confirm: 'Confirm password', realName: 'Real name' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Register' }).at(-1)!);
    await passSlide();
    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed, please slide again');
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile' }));
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Username' }));
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

// Their new image may wait out the one-a-second guard.
describe('the captcha answer', { timeout: 15_000 }, () => {
  const withCaptcha = {
    ...rules,
    captcha: rule({ required: true, acceptedPattern: '^\\d+$', patternId: 'DIGITS', minLength: 4, maxLength: 4 }),
  };
  /** Each image differs from the one before, as a new captcha does. */
  const captchaImages = () => {
    let issued = 0;
    return () => ({ body: { success: true, value: ++issued % 2 ? 'QUFBQQ==' : 'QkJCQg==' } });
  };
  const renderWithCaptcha = (routes: FakeRoutes = {}) =>
    renderApp({
      path: '/register',
      flags: { USERNAMEREG3: true },
      routes: { 'GET /wps/system/setting/register': ok(withCaptcha), 'GET /wps/captcha': captchaImages(), ...slideRoutes, ...routes },
    });
  const newImage = async (before: string | null) =>
    // A second ask within a second of the last is fetched once that second has passed.
    waitFor(() => expect(screen.getByRole('img', { name: /Captcha image/ })).not.toHaveAttribute('src', before), { timeout: 3000 });

  it('says the image could not be loaded, with why and Try again, instead of an endless spinner', async () => {
    let failing = true;
    await renderWithCaptcha({ 'GET /wps/captcha': () => (failing ? 'network-error' : { body: { success: true, value: 'QUFBQQ==' } }) });
    const alert = await screen.findByRole('alert', {}, chunk);
    expect(alert).toHaveTextContent('The captcha image could not be loaded. Network link is abnormal, please try again');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /Captcha image/ }, { timeout: 3000 })).toHaveAttribute(
      'src',
      'data:image/png;base64,QUFBQQ==',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is emptied when the player asks for a new image', async () => {
    await renderWithCaptcha();
    const first = (await screen.findByRole('img', { name: /Captcha image/ }, chunk)).getAttribute('src');
    const answer = screen.getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(answer, '1234');
    await userEvent.click(screen.getByRole('button', { name: /Captcha image/ }));
    await newImage(first);
    expect(answer).toHaveValue('');
  });

  it('is emptied when a failed registration brings a new image, with the reason under it', async () => {
    await renderWithCaptcha({
      'POST /wps/member/register': refused('CAPTCHA_INVALID', 'The captcha is wrong or has expired', { captcha: 'captcha is wrong' }),
    });
    const first = (await screen.findByRole('img', { name: /Captcha image/ }, chunk)).getAttribute('src');
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'newplayer9');
    await userEvent.type(screen.getByLabelText('Password'), 'abc123');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abc123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Real name' }), 'Ann Lee');
    const answer = screen.getByRole('textbox', { name: 'Captcha' });
    await userEvent.type(answer, '9999');
    await userEvent.click(screen.getAllByRole('button', { name: 'Register' }).at(-1)!);
    await passSlide();
    await newImage(first);
    expect(answer).toHaveValue('');
    expect(answer).toHaveAccessibleDescription('The captcha is wrong or has expired');
  });
});

describe('the country-code picker', () => {
  it('opens on focus and closes 200 ms after blur', async () => {
    await renderRegister();
    const picker = await screen.findByRole('combobox', { name: 'Country code' });
    expect(picker).toHaveValue('+63');
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

  // Emoji regional indicators are empty boxes without an emoji font: the flags are images (country-flag-icons).
  it('shows each country’s flag as an image of the flag library, never as emoji letters', async () => {
    await renderRegister();
    const picker = await screen.findByRole('combobox', { name: 'Country code' });
    const field = picker.parentElement!;
    expect(field.querySelector('img[data-flag="PH"]')?.getAttribute('src')).toMatch(/PH\.svg/);
    act(() => picker.focus());
    const [option] = within(screen.getByRole('listbox', { name: 'Country code' })).getAllByRole('option');
    expect(option).toHaveTextContent('Philippines +63');
    expect(option!.querySelector('img')?.getAttribute('src')).toMatch(/PH\.svg/);
    expect(field.textContent + (picker as HTMLInputElement).value).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});
