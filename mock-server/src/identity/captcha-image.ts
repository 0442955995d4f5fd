import { encodePng } from './png';

// 5x7 bitmaps of the digits, one string a row.
const DIGITS: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 4;

/** A real PNG of the code: scaled digits, each nudged up or down, over noise dots and lines. */
export function renderCaptcha(code: string, random: () => number): Buffer {
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3).fill(245);
  const put = (x: number, y: number, [r, g, b]: [number, number, number]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 3;
    rgb[i] = r;
    rgb[i + 1] = g;
    rgb[i + 2] = b;
  };
  for (let n = 0; n < 160; n++) put(Math.floor(random() * WIDTH), Math.floor(random() * HEIGHT), [180, 180, 200]);
  [...code].forEach((digit, index) => {
    const rows = DIGITS[digit] ?? DIGITS['0']!;
    const color: [number, number, number] = [40 + Math.floor(random() * 80), 30, 120 + Math.floor(random() * 100)];
    const left = 8 + index * 27;
    const top = 4 + Math.floor(random() * 8);
    rows.forEach((row, y) =>
      [...row].forEach((bit, x) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) put(left + x * SCALE + dx, top + y * SCALE + dy, color);
      }),
    );
  });
  for (let line = 0; line < 3; line++) {
    const y0 = random() * HEIGHT;
    const slope = (random() - 0.5) * 0.6;
    for (let x = 0; x < WIDTH; x++) put(x, Math.round(y0 + slope * x), [120, 110, 160]);
  }
  return encodePng(WIDTH, HEIGHT, rgb);
}
