import { useMemo } from 'react';
import { isToday, isYesterday } from 'date-fns';
import { useDateFormat as useSiteDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';

/** Record times in the player's time zone and language: a day heading and a time of day. */
export function useDateFormat() {
  const { t } = useTranslation();
  const dates = useSiteDateFormat();
  return useMemo(
    () => ({
      /** "Today", "Yesterday", else the day in the language ("Wed, Nov 25, 2026", "Rab, 25 Nov 2026"). */
      day(date: Date): string {
        if (isToday(date)) return t('records.preset.today');
        if (isYesterday(date)) return t('records.preset.yesterday');
        return dates.format(date, 'day');
      },
      time: (iso: string): string => dates.format(iso, 'time'),
    }),
    [t, dates],
  );
}
