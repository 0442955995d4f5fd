import { encodePng } from './png';

export const SLIDE_WIDTH = 300;
const HEIGHT = 48;
// The gap matches the piece the client draws: 20 x 32, 8 px from the top.
const GAP = { width: 20, height: 32, top: 8 };
type Rgb = [number, number, number];
const STRIPES: [Rgb, Rgb] = [
  [58, 48, 96],
  [74, 62, 120],
];
const HOLE: Rgb = [21, 16, 42];
const EDGE: Rgb = [245, 196, 81];

/** The slide puzzle as a real PNG: a striped track with the gap at targetX, outlined in dashes. */
export function renderSlide(targetX: number): Buffer {
  const rgb = new Uint8Array(SLIDE_WIDTH * HEIGHT * 3);
  const put = (x: number, y: number, [r, g, b]: Rgb) => {
    const i = (y * SLIDE_WIDTH + x) * 3;
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  };
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < SLIDE_WIDTH; x++) put(x, y, STRIPES[Math.floor((x + y) / 10) % 2]!);
  const right = targetX + GAP.width - 1;
  const bottom = GAP.top + GAP.height - 1;
  for (let y = GAP.top; y <= bottom; y++) {
    for (let x = targetX; x <= Math.min(right, SLIDE_WIDTH - 1); x++) {
      const border = x - targetX < 2 || right - x < 2 || y - GAP.top < 2 || bottom - y < 2;
      const dash = Math.floor((x + y) / 4) % 2 === 0;
      put(x, y, border && dash ? EDGE : HOLE);
    }
  }
  return encodePng(SLIDE_WIDTH, HEIGHT, rgb);
}
