import { useEffect, useState } from 'react';
import { clockNow } from '../../../shared/clock/world-time';

/** The client's clock (shared/clock: the fake world's when it is the backend), once a second: what the countdowns read. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(clockNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(clockNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** hh:mm:ss until a moment, never below zero. */
export function countdown(endsAt: number, now: number): string {
  const seconds = Math.max(0, Math.ceil((endsAt - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}
