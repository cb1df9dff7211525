import { useDateFormat } from '../../../lib/date-format';

/** A message's time in the reader's language: date and time, short. */
export function useMessageDate() {
  const dates = useDateFormat();
  return (iso: string) => dates.format(iso, 'dateTime');
}
