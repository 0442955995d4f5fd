import { describe, expect, it } from 'vitest';
import { refusalOf, sniffImage } from './application-rules';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const JPG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

describe('the activity application images', () => {
  it('knows png and jpg by their bytes, not by their names', () => {
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(JPG)).toBe('image/jpeg');
    expect(sniffImage(new TextEncoder().encode('GIF89a, or text'))).toBeNull();
  });

  it('takes a png named anything, and refuses text named .png', async () => {
    expect(await refusalOf(new File([PNG], 'screenshot.dat'), 0)).toBeNull();
    expect(await refusalOf(new File(['not an image'], 'win.png', { type: 'image/png' }), 0)).toBe('type');
  });

  it('refuses an image over 5 MB and a fourth image', async () => {
    expect(await refusalOf(new File([PNG, new Uint8Array(5 * 1024 * 1024)], 'big.png'), 0)).toBe('size');
    expect(await refusalOf(new File([PNG, new Uint8Array(5 * 1024 * 1024 - PNG.length)], 'exact.png'), 0)).toBeNull();
    expect(await refusalOf(new File([JPG], 'fourth.jpg'), 3)).toBe('count');
  });
});
