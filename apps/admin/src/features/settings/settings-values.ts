/** Small conversions between what a settings form shows and what the API keeps. */

/** A list typed as text: entries separated by commas, spaces or lines (an array passes through). */
export function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return String(value ?? '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export type WindowState = 'past' | 'live' | 'upcoming';

/** Where a maintenance window stands at `now`: the end is exclusive, as the server's gate has it. */
export function windowState(window: { startsAt: string; endsAt: string }, now: number): WindowState {
  if (Date.parse(window.endsAt) <= now) return 'past';
  return Date.parse(window.startsAt) <= now ? 'live' : 'upcoming';
}

/** A date-time picker's local value (the operator's time zone) as the instant the API keeps. */
export function localToInstant(local: string): string {
  return new Date(local).toISOString();
}
