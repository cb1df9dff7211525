import type { OpeningHours } from '@lobby/contract/cashier';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The day of the week (0 = Sunday) and the minute of the day at `now` in the merchant's time zone. */
function localClock(now: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return { day: WEEKDAYS.indexOf(part('weekday')), minute: Number(part('hour')) * 60 + Number(part('minute')) };
}

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Whether a channel takes orders at `now`. A window past midnight (22:00-02:00) belongs to the day
 * it starts on: its small hours count for the day before.
 */
export function isOpenAt(hours: OpeningHours | null, timeZone: string, now: Date): boolean {
  if (!hours) return true;
  const { day, minute } = localClock(now, timeZone);
  const from = minuteOf(hours.from);
  const to = minuteOf(hours.to);
  if (from < to) return hours.days.includes(day) && minute >= from && minute < to;
  if (minute >= from) return hours.days.includes(day);
  return minute < to && hours.days.includes((day + 6) % 7);
}

/** Whether a member of this type and rank may use a channel (an empty list lets everyone). */
export function isEligible(
  channel: { memberTypes: readonly number[]; rankLevels: readonly number[] },
  memberType: number,
  rankLevel: number,
): boolean {
  const typeOk = channel.memberTypes.length === 0 || channel.memberTypes.includes(memberType);
  const rankOk = channel.rankLevels.length === 0 || channel.rankLevels.includes(rankLevel);
  return typeOk && rankOk;
}
