import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-section';

describe('lazyPage', () => {
  it('renders a page already loaded at once: one server pass, no boundary left to the client', () => {
    const Page = lazyPage(
      () => new Promise(() => undefined),
      () => ({ Component: () => <p>Here</p> }),
    );
    const html = renderToString(
      <Suspense fallback="loading">
        <Page />
      </Suspense>,
    );
    expect(html).toContain('<p>Here</p>');
    expect(html).not.toContain('<!--$!-->');
  });

  it('suspends on a page still loading', () => {
    const Page = lazyPage(() => new Promise(() => undefined));
    expect(
      renderToString(
        <Suspense fallback="loading">
          <Page />
        </Suspense>,
      ),
    ).toContain('<!--$!-->');
  });
});
