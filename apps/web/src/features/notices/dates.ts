import { format, isValid, parseISO } from 'date-fns';

/** A start date as the notice page shows it (spec: YYYY-MM-DD), in the player's time zone. */
export function listDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'yyyy-MM-dd') : '';
}

/** A start date as the pop-up details show it (spec: YYYY/MM/DD). */
export function accordionDate(iso: string): string {
  const date = parseISO(iso);
  return isValid(date) ? format(date, 'yyyy/MM/dd') : '';
}
