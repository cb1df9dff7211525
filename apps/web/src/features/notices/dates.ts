import { format, isValid } from 'date-fns';

/** The server sends ISO instants with an offset, which Date reads as they are (no parser needed). */
function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return isValid(date) ? date : null;
}

/** A start date as the notice page shows it (spec: YYYY-MM-DD), in the player's time zone. */
export function listDate(iso: string): string {
  const date = dateOf(iso);
  return date ? format(date, 'yyyy-MM-dd') : '';
}

/** A start date as the pop-up details show it (spec: YYYY/MM/DD). */
export function accordionDate(iso: string): string {
  const date = dateOf(iso);
  return date ? format(date, 'yyyy/MM/dd') : '';
}
