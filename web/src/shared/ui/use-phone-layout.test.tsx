import { configureStore } from '@reduxjs/toolkit';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { systemActions, systemSlice, type FormFactor } from '../system/system-slice';
import { viewport } from '../../test/viewport';
import { PHONE_MAX_WIDTH, PHONE_MEDIA_QUERY, usePhoneLayout } from './use-phone-layout';

function Layout() {
  return <p>{usePhoneLayout() ? 'phone' : 'desktop'}</p>;
}

const storeGuessing = (formFactor?: FormFactor) => {
  const store = configureStore({ reducer: { system: systemSlice.reducer } });
  if (formFactor) store.dispatch(systemActions.formFactorGuessed(formFactor));
  return store;
};

const withStore = (formFactor?: FormFactor) => (
  <Provider store={storeGuessing(formFactor)}>
    <Layout />
  </Provider>
);

describe('usePhoneLayout', () => {
  it('asks the media query of the 760 px breakpoint', () => {
    expect(PHONE_MAX_WIDTH).toBe(760);
    expect(PHONE_MEDIA_QUERY).toBe('(max-width: 760px)');
  });

  it('on a page the client renders itself, follows the window across the breakpoint, whatever a guess says', () => {
    const window = viewport(390);
    render(withStore('desktop'));
    expect(screen.getByText('phone')).toBeInTheDocument();
    window.resize(PHONE_MAX_WIDTH + 1);
    expect(screen.getByText('desktop')).toBeInTheDocument();
    window.resize(PHONE_MAX_WIDTH);
    expect(screen.getByText('phone')).toBeInTheDocument();
  });

  // The server's HTML is written here by hand: the server renderer beside the client one would leave its contexts set in
  // this shared worker (vite.config.ts, entry-server.test.tsx renders the real server's pages in a worker of its own).
  it.each([
    ['phone', 1280, 'desktop'],
    ['desktop', 390, 'phone'],
    [undefined, 390, 'phone'],
  ] as const)(
    "hydrates the server's guess (%s) without a mismatch, then takes the window's answer (%i px)",
    async (guess, width, after) => {
      viewport(width);
      const container = document.createElement('div');
      document.body.append(container);
      container.innerHTML = `<p>${guess ?? 'desktop'}</p>`;
      const errors: unknown[] = [];
      const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args.join(' ')));
      const seen: string[] = [];
      const Seen = () => {
        const text = usePhoneLayout() ? 'phone' : 'desktop';
        seen.push(text);
        return <p>{text}</p>;
      };
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(
          container,
          <Provider store={storeGuessing(guess)}>
            <Seen />
          </Provider>,
          { onRecoverableError: (error) => void errors.push(error) },
        );
      });
      expect(seen[0]).toBe(guess ?? 'desktop');
      expect(container.textContent).toBe(after);
      expect(errors).toEqual([]);
      act(() => root!.unmount());
      consoleError.mockRestore();
      container.remove();
    },
  );
});
