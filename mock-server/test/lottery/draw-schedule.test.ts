import { describe, expect, it } from 'vitest';
import { lotteryGameByCode } from '@portal/fixtures';
import { currentDraw, drawOfNumero, madeDraws } from '../../src/lottery/draw-schedule';
import { winNumber } from '../../src/lottery/win-number';
import { wins } from '../../src/lottery/bet-rules';

const game = (code: string) => lotteryGameByCode.get(code)!;
const at = (iso: string) => Date.parse(iso);

describe('draws on the clock', () => {
  it('numbers a one-minute game by day and sequence, and rolls over at each draw', () => {
    const keno = game('GPI_1');
    const draw = currentDraw(keno, at('2026-11-22T10:00:30Z'));
    expect(draw).toEqual({ numero: '202611220601', drawAt: at('2026-11-22T10:01:00Z'), lockAt: at('2026-11-22T10:00:50Z') });
    expect(currentDraw(keno, at('2026-11-22T10:01:00Z')).numero).toBe('202611220602');
    // The draw at midnight is the last of the day before.
    expect(currentDraw(keno, at('2026-11-22T23:59:30Z')).numero).toBe('202611221440');
    expect(currentDraw(keno, at('2026-11-23T00:00:00Z')).numero).toBe('202611230001');
  });

  it('draws a daily game once a day at its UTC time', () => {
    const north = game('TCG_LOTTO_VN_1');
    expect(currentDraw(north, at('2026-11-22T11:14:59Z'))).toMatchObject({ numero: '20261122', drawAt: at('2026-11-22T11:15:00Z') });
    expect(currentDraw(north, at('2026-11-22T11:15:00Z')).numero).toBe('20261123');
    expect(madeDraws(north, at('2026-11-22T12:00:00Z'), 0, 3).map((d) => d.numero)).toEqual(['20261122', '20261121', '20261120']);
  });

  it('pages past draws newest first and finds a draw by its numero', () => {
    const fast = game('GPI_3');
    const now = at('2026-11-22T10:07:00Z');
    const [first, second] = madeDraws(fast, now, 0, 2);
    expect(first!.drawAt).toBe(at('2026-11-22T10:05:00Z'));
    expect(second!.drawAt).toBe(at('2026-11-22T10:00:00Z'));
    expect(madeDraws(fast, now, 1, 1)[0]).toEqual(second);
    expect(drawOfNumero(fast, first!.numero)).toEqual(first);
    expect(drawOfNumero(fast, '20261122')).toBeNull();
    expect(drawOfNumero(game('TCG_LOTTO_VN_1'), '20261122')?.drawAt).toBe(at('2026-11-22T11:15:00Z'));
  });

  it('draws the same digits for the same seed and numero, others for another seed', () => {
    expect(winNumber(7, 'GPI_1', '202611220601')).toMatch(/^\d(,\d){4}$/);
    expect(winNumber(7, 'GPI_1', '202611220601')).toBe(winNumber(7, 'GPI_1', '202611220601'));
    const differ = ['202611220601', '202611220602', '202611220603'].some((n) => winNumber(7, 'GPI_1', n) !== winNumber(8, 'GPI_1', n));
    expect(differ).toBe(true);
  });

  it('decides each play type on the drawn digits', () => {
    expect(wins('LAST2', '45', '1,2,3,4,5')).toBe(true);
    expect(wins('LAST2', '54', '1,2,3,4,5')).toBe(false);
    expect(wins('BIG_SMALL', 'SMALL', '1,2,3,4,5')).toBe(true);
    expect(wins('BIG_SMALL', 'BIG', '9,9,9,0,0')).toBe(true);
    expect(wins('ODD_EVEN', 'ODD', '1,2,3,4,5')).toBe(true);
  });
});
