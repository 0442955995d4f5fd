import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_ICON, LazyImage } from './lazy-image';

describe('a lazy image', () => {
  it('tries a broken icon three times in all, then shows the default icon and tries no more', () => {
    // The test DOM has no IntersectionObserver: the image counts as in view at once.
    render(<LazyImage src="/wps/static/game/missing-97.png" alt="Broken slot" width={100} height={100} />);
    const img = screen.getByRole('img', { name: 'Broken slot' });
    expect(img).toHaveAttribute('src', '/wps/static/game/missing-97.png');
    expect(img).toHaveAttribute('data-attempt', '1');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/wps/static/game/missing-97.png?attempt=2');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/wps/static/game/missing-97.png?attempt=3');
    fireEvent.error(img);
    expect(img).toHaveAttribute('data-attempt', 'fallback');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', DEFAULT_GAME_ICON);
  });
});
