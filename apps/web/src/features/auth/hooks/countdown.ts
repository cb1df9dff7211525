import { SMS_COUNTDOWN_S } from '@lobby/contract/core';

/** When the SMS button is ready again: the code's expiry, or the default countdown when none came. */
export function countdownEnd(expirationTime: number | undefined, now: number): number {
  return expirationTime && expirationTime > now ? expirationTime : now + SMS_COUNTDOWN_S * 1000;
}

/** Whole seconds left until `end` (0 once it has passed). */
export function secondsLeft(end: number, now: number): number {
  return Math.max(0, Math.ceil((end - now) / 1000));
}
