import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerCarousel, { BANNER_AUTOPLAY_MS } from './banner-carousel';

/** Spec 01, 2.5: the home banner loops on its own and its pagination is clickable; swiper in jsdom on fake timers. */
const banners = [1, 2, 3].map((bannerId) => ({
  bannerId,
  groupName: 'w_home',
  url: `/b${bannerId}.svg`,
  linkageType: '' as const,
  linkage: '',
}));
const active = (container: HTMLElement) => container.querySelector('.swiper-slide-active')?.getAttribute('data-banner-id');

describe('the home banner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`moves on by itself after ${BANNER_AUTOPLAY_MS / 1000} s, and its pagination is clickable`, async () => {
    const { container } = render(
      <MemoryRouter>
        <BannerCarousel banners={banners} home />
      </MemoryRouter>,
    );
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
});
