import { MS_PER_SECOND } from '../shared/time';

/**
 * The offer countdown, shown as mm:ss:cc (minutes, seconds, centiseconds) and ticking every 10 ms.
 * Minutes are not capped at 99: an offer with more time left shows 100:00:00 and up, because a
 * clock frozen at 99:59:99 would look broken and the format has no hours field.
 */

export const COUNTDOWN_TICK_MS = 10;

const MS_PER_CENTISECOND = 10;
const SECONDS_PER_MINUTE = 60;
const MS_PER_MINUTE = SECONDS_PER_MINUTE * MS_PER_SECOND;

export interface CountdownParts {
  readonly minutes: number;
  readonly seconds: number;
  readonly centiseconds: number;
}

/** Whole minutes, seconds and centiseconds left (partial units are dropped); negatives and NaN are zero. */
export function countdownParts(remainingMs: number): CountdownParts {
  const ms = Number.isFinite(remainingMs) && remainingMs > 0 ? Math.floor(remainingMs) : 0;
  return {
    minutes: Math.floor(ms / MS_PER_MINUTE),
    seconds: Math.floor((ms % MS_PER_MINUTE) / MS_PER_SECOND),
    centiseconds: Math.floor((ms % MS_PER_SECOND) / MS_PER_CENTISECOND),
  };
}

/** 600000 gives '10:00:00', 61230 gives '01:01:23'. */
export function formatCountdown(remainingMs: number): string {
  const { minutes, seconds, centiseconds } = countdownParts(remainingMs);
  return [minutes, seconds, centiseconds].map((part) => String(part).padStart(2, '0')).join(':');
}
