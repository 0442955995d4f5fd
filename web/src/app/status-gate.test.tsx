import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import devConfig from '../../public/config.json';
import type { Language } from '../config/runtime-config';
import { ok, type FakeAnswer } from '../test/fake-http';
import { preferencesActions } from '../features/preferences/slice';
import { renderApp } from '../test/render-app';
import { statusValue } from '../test/system-fixtures';

describe('the system status gate', () => {
  it('renders the app shell at status 0', async () => {
    await renderApp();
    expect(await screen.findByRole('heading', { name: 'Play your favourites' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© ' + new Date().getFullYear() + ' Ripelarva');
  });

  it('shows the maintenance page at status 1, on any route', async () => {
    await renderApp({ path: '/rng', routes: { 'GET /wps/system/status': ok(statusValue({ maintenance: true })) } });
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the IP restriction page at status 2 with the IP and country', async () => {
    await renderApp({
      routes: { 'GET /wps/system/status': ok(statusValue({ regionRestriction: true, location: { ip: '203.0.113.7', country: 'SG' } })) },
    });
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    expect(screen.getByText('RESTRICTION OF VISIT')).toBeInTheDocument();
    expect(screen.getByText('Your IP address: 203.0.113.7(SG)')).toBeInTheDocument();
    expect(screen.getByText(/not allowed to access this site/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });

  it('offers a retry when the status cannot be read, and recovers', async () => {
    let fail = true;
    await renderApp({
      routes: { 'GET /wps/system/status': () => (fail ? 'network-error' : { body: { success: true, value: statusValue() } }) },
    });
    expect(await screen.findByText('Network link is abnormal, please try again')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Play your favourites' })).toBeInTheDocument();
  });

  it('shows the loading splash while the status answer is slow, then the page', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    const slow = new Promise<FakeAnswer>((resolve) => (answer = resolve));
    await renderApp({ routes: { 'GET /wps/system/status': () => slow } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Play your favourites' })).not.toBeInTheDocument();
    answer({ body: { success: true, value: statusValue() } });
    expect(await screen.findByRole('heading', { name: 'Play your favourites', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('speaks the default language of the runtime config first (TY in public/config.json), with nothing stored', async () => {
    expect(devConfig.defaultLanguage).toBe('TY');
    await renderApp({ config: { languages: devConfig.languages as Language[], defaultLanguage: devConfig.defaultLanguage as Language } });
    expect(await screen.findByRole('button', { name: 'Mag-login' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Laruin ang iyong mga paborito' })).toBeInTheDocument();
  });

  it('shows the Tagalog texts when the language is TY', async () => {
    await renderApp({ language: 'TY', routes: { 'GET /wps/system/status': ok(statusValue({ maintenance: true })) } });
    expect(await screen.findByRole('heading', { name: 'Pagpapanatili ng System' })).toBeInTheDocument();
  });
});

describe('routes', () => {
  it("name the tab in the player's language, with the site name", async () => {
    const { router, store } = await renderApp({ config: { languages: ['TY', 'EN', 'CN'] } });
    await screen.findByRole('heading', { name: 'Play your favourites' });
    await waitFor(() => expect(document.title).toBe('Home | Ripelarva'));
    await router.navigate('/rng');
    await waitFor(() => expect(document.title).toBe('Slots | Ripelarva'));
    await router.navigate('/no-such-page');
    await waitFor(() => expect(document.title).toBe('Page not found | Ripelarva'));
    await router.navigate('/live');
    await waitFor(() => expect(document.title).toBe('Live casino | Ripelarva'));
    store.dispatch(preferencesActions.languageChanged('CN'));
    await waitFor(() => expect(document.title).toBe('真人视讯 | Ripelarva'));
  });

  it('name the tab of the maintenance page with the site name', async () => {
    await renderApp({ routes: { 'GET /wps/system/status': ok(statusValue({ maintenance: true })) } });
    await screen.findByRole('heading', { name: 'System Maintenance' });
    await waitFor(() => expect(document.title).toBe('System Maintenance | Ripelarva'));
  });

  it('opens a lazily loaded section on its route (the points mall)', async () => {
    await renderApp({ path: '/pointMall' });
    expect(await screen.findByRole('heading', { name: 'Points mall', level: 1 })).toBeInTheDocument();
  });

  it('answers an unknown path with the not-found page', async () => {
    await renderApp({ path: '/nowhere' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('serves the home page under its aliases', async () => {
    await renderApp({ path: '/index.html' });
    expect(await screen.findByRole('heading', { name: 'Play your favourites' })).toBeInTheDocument();
  });

  it('redirects to /login without a token when loginedToHomePage is on', async () => {
    const { router } = await renderApp({ path: '/rng', config: { loginedToHomePage: true } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('leaves /register open without a token when loginedToHomePage is on', async () => {
    const { router } = await renderApp({ path: '/register', config: { loginedToHomePage: true } });
    await screen.findByRole('heading', { name: 'create account' });
    expect(router.state.location.pathname).toBe('/register');
  });

  it('hides the banner, menu and footer on the bare help-centre layout', async () => {
    await renderApp({ path: '/helpmc' });
    await screen.findByRole('heading', { name: 'Customer service centre', level: 1 }, { timeout: 5_000 });
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
