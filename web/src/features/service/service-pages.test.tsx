import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, openBody } from '../../test/fake-http';
import { renderApp } from '../../test/render-app';

// The first render and the page's chunk may take a while on a busy machine.
const chunk = { timeout: 5_000 };

/** The help centre as the fake writes it: an article with a script and a handler in its HTML. */
const help = [
  {
    categoryId: 1,
    name: 'Account',
    articles: [
      {
        articleId: 1,
        title: 'How do I register?',
        content:
          '<p>Tap Register, then pass the slide check.</p><script>window.__pwned = true</script><img src="x" onerror="window.__pwned = true">',
      },
      { articleId: 2, title: 'I forgot my password', content: '<p>Use Forgot password on the login dialog.</p>' },
    ],
  },
  { categoryId: 2, name: 'Rules', articles: [{ articleId: 3, title: 'Terms of use', content: '<p>You must be 18 or older to play.</p>' }] },
];
const helpRoutes = { 'GET /wps/system/helpCenter': ok(help) };

/** The markup of a shown article holds no script and no event handler. */
const expectInert = (article: HTMLElement) => {
  expect(article.querySelector('script')).toBeNull();
  expect([...article.querySelectorAll('*')].flatMap((el) => el.getAttributeNames()).filter((name) => name.startsWith('on'))).toEqual([]);
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
};

describe('the help centre', { timeout: 15_000 }, () => {
  it('on /help is searchable: a match shows its article, sanitised; nothing found says so', async () => {
    await renderApp({ path: '/help', routes: helpRoutes });
    expect(await screen.findByRole('heading', { name: 'Help centre', level: 1 }, chunk)).toBeInTheDocument();
    const search = screen.getByRole('searchbox', { name: 'Search the help centre' });
    await screen.findByRole('button', { name: 'I forgot my password' });
    await userEvent.type(search, 'slide check');
    expect(screen.getByRole('button', { name: 'How do I register?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I forgot my password' })).not.toBeInTheDocument();
    const article = screen.getByTestId('help-article');
    expect(article).toHaveTextContent('pass the slide check');
    expectInert(article);
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing like this');
    expect(screen.getByText('No article matches your search.')).toBeInTheDocument();
  });

  it('on /helpmc is the service centre without the main menu, its articles opened by their title', async () => {
    await renderApp({ path: '/helpmc', routes: helpRoutes });
    expect(await screen.findByRole('heading', { name: 'Customer service centre', level: 1 }, chunk)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Terms of use' }));
    expect(screen.getByTestId('help-article')).toHaveTextContent('You must be 18 or older to play.');
  });
});

describe('feedback', { timeout: 15_000 }, () => {
  it('outside the bounds is refused with the reason and not sent; within them it is sent as written and confirmed', async () => {
    const { requests } = await renderApp({
      path: '/helpmc?tab=feedback',
      routes: { 'PUT /wps/feedback': ok({ feedbackId: 7 }) },
    });
    const content = await screen.findByRole('textbox', { name: 'Your feedback' }, chunk);
    const send = screen.getByRole('button', { name: 'Send feedback' });
    await userEvent.type(content, '   too short   ');
    expect(screen.getByText('2 of 300 words')).toBeInTheDocument();
    await userEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write at least 3 words.');
    await userEvent.clear(content);
    // Pasted, as typing 1500 characters one by one would take long.
    await userEvent.click(content);
    await userEvent.paste('word '.repeat(301));
    expect(screen.getByText('301 of 300 words')).toBeInTheDocument();
    await userEvent.click(send);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please write at most 300 words.');
    expect(requests.some((r) => r.url === '/wps/feedback')).toBe(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'BUG');
    await userEvent.clear(content);
    await userEvent.click(content);
    await userEvent.paste('The lobby froze <script>window.__pwned = true</script>');
    await userEvent.click(send);
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you for your feedback');
    expect(thanks).toHaveTextContent(/number 7/);
    expect(within(thanks).queryByText(/script/)).toBeNull();
    expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
    const sent = requests.filter((r) => r.url === '/wps/feedback');
    expect(sent).toHaveLength(1);
    expect(openBody(sent[0]!)).toMatchObject({ type: 'BUG', content: 'The lobby froze <script>window.__pwned = true</script>' });
  });
});
