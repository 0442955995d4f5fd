import type { DrawSchedule, LotteryGameDef } from '@portal/fixtures';

const DAY_MS = 86_400_000;
/** How far back past draws page: a real provider keeps a bounded history too. */
export const MAX_HISTORY = 1000;

/** One draw of a game: its id (numero), when betting closes and when the numbers are drawn. */
export type Draw = { numero: string; lockAt: number; drawAt: number };

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
const dayStart = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

function drawAtTime(game: LotteryGameDef, drawAt: number): Draw {
  const lockAt = drawAt - game.lockSeconds * 1000;
  if (game.schedule.kind === 'daily') return { numero: ymd(drawAt), lockAt, drawAt };
  // A draw at midnight is the last of the day before: its numero counts from that day's start.
  const day = dayStart(drawAt - 1);
  const sequence = (drawAt - day) / (game.schedule.everySeconds * 1000);
  return { numero: `${ymd(day)}${String(sequence).padStart(4, '0')}`, lockAt, drawAt };
}

const stepMs = (schedule: DrawSchedule) => (schedule.kind === 'daily' ? DAY_MS : schedule.everySeconds * 1000);

/** When the first draw strictly after `now` happens. */
function nextDrawTime(schedule: DrawSchedule, now: number): number {
  if (schedule.kind === 'interval') {
    const step = schedule.everySeconds * 1000;
    return (Math.floor(now / step) + 1) * step;
  }
  const today = dayStart(now) + (schedule.atUtc.hour * 60 + schedule.atUtc.minute) * 60_000;
  return today > now ? today : today + DAY_MS;
}

/** The draw open at `now`: the next one to be made (betting on it may already be locked). */
export const currentDraw = (game: LotteryGameDef, now: number): Draw => drawAtTime(game, nextDrawTime(game.schedule, now));

/** Draws already made at `now`, newest first, skipping `from` of them. */
export function madeDraws(game: LotteryGameDef, now: number, from: number, count: number): Draw[] {
  const latest = nextDrawTime(game.schedule, now) - stepMs(game.schedule);
  const draws: Draw[] = [];
  for (let k = from; k < Math.min(from + count, MAX_HISTORY); k++) draws.push(drawAtTime(game, latest - k * stepMs(game.schedule)));
  return draws;
}

/** The draw a numero names, if it is one of the game's. */
export function drawOfNumero(game: LotteryGameDef, numero: string): Draw | null {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{4})?$/.exec(numero);
  if (!match) return null;
  const day = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(day)) return null;
  const draw =
    game.schedule.kind === 'daily'
      ? match[4] === undefined
        ? day + (game.schedule.atUtc.hour * 60 + game.schedule.atUtc.minute) * 60_000
        : NaN
      : match[4] === undefined
        ? NaN
        : day + Number(match[4]) * game.schedule.everySeconds * 1000;
  if (!Number.isFinite(draw)) return null;
  const found = drawAtTime(game, draw);
  return found.numero === numero ? found : null;
}
