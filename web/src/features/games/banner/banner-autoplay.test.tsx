import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { i18n as I18n } from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testI18n } from '../../../test/test-i18n';
import BannerCarousel, { BANNER_AUTOPLAY_MS } from './banner-carousel';

/** Spec 01, 2.5: the home banner loops on its own and its pagination is clickable; swiper in jsdom on fake timers. */
const banners = [1, 2, 3].map((bannerId) => ({
  bannerId,
  groupName: 'w_home',
  url: `/b${bannerId}.svg`,
  linkageType: '' as const,
  linkage: '',
}));
const names = ['Welcome bonus (banner 1 of 3)', 'Banner 2 of 3', 'Slots (banner 3 of 3)'];
let i18n: I18n;
beforeAll(async () => void (i18n = await testI18n()));
const carousel = () => (
  <I18nextProvider i18n={i18n}>
    <MemoryRouter>
      <BannerCarousel banners={banners} names={names} home />
    </MemoryRouter>
  </I18nextProvider>
);
const active = (container: HTMLElement) => container.querySelector('.swiper-slide-active')?.getAttribute('data-banner-id');

describe('the home banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`moves on by itself after ${BANNER_AUTOPLAY_MS / 1000} s, and its pagination is clickable`, async () => {
    const { container } = render(carousel());
    expect(active(container)).toBe('1');
    await act(async () => vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 100));
    expect(active(container)).toBe('1');
    await act(async () => vi.advanceTimersByTime(200));
    expect(active(container)).toBe('2');
    // jsdom runs no CSS transitions: the slide's transition is ended as a browser ends it.
    const wrapper = container.querySelector('.swiper-wrapper')!;
    await act(async () => wrapper.dispatchEvent(new Event('transitionend')));
    const bullets = container.querySelectorAll<HTMLElement>('.swiper-pagination-bullet');
    expect(bullets).toHaveLength(3);
    await act(async () => bullets[2]!.click());
    expect(active(container)).toBe('3');
  });

  it('names its dots "Banner n of 3" as buttons in the tab order, the shown one current, and its pictures by their names', async () => {
    const { container } = render(carousel());
    const dots = screen.getAllByRole('button', { name: /^Banner \d of 3$/ });
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual(['Banner 1 of 3', 'Banner 2 of 3', 'Banner 3 of 3']);
    // Native buttons in the tab order: Enter and Space press them as a click does.
    expect(dots.every((d) => d.tagName === 'BUTTON' && d.tabIndex === 0)).toBe(true);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[1]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('img', { name: 'Welcome bonus (banner 1 of 3)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Slots (banner 3 of 3)' })).toBeInTheDocument();
    await act(async () => dots[1]!.click());
    expect(active(container)).toBe('2');
    expect(dots[1]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
  });
});
