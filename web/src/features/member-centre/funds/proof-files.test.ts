import { describe, expect, it } from 'vitest';
import { imageKind, proofProblems, type PickedFile } from './proof-files';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const text = new TextEncoder().encode('hello wo');
const file = (name: string, head: Uint8Array, size = 1000): PickedFile => ({ name, head, size });

describe('the proof image checks', () => {
  it('tell a png and a jpg by their bytes, and nothing else', () => {
    expect(imageKind(png)).toBe('image/png');
    expect(imageKind(jpg)).toBe('image/jpeg');
    expect(imageKind(text)).toBeNull();
  });

  it('take up to three png or jpg images of at most 5 MB', () => {
    expect(proofProblems([file('a.png', png), file('b.JPG', jpg), file('c.jpeg', jpg, 5 * 1024 * 1024)])).toEqual([]);
  });

  it('refuse a file whose name or bytes are not an image, naming it', () => {
    expect(proofProblems([file('note.txt', png), file('fake.png', text)])).toEqual([
      { key: 'type', name: 'note.txt' },
      { key: 'type', name: 'fake.png' },
    ]);
  });

  it('refuse an image over 5 MB and a fourth image', () => {
    const four = [file('a.png', png), file('b.png', png), file('c.png', png), file('big.png', png, 5 * 1024 * 1024 + 1)];
    expect(proofProblems(four)).toEqual([{ key: 'count' }, { key: 'size', name: 'big.png' }]);
  });
});
