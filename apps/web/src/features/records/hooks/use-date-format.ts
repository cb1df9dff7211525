import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { format, isToday, isYesterday, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { id } from 'date-fns/locale/id';
import type { Language } from '@lobby/contract';
import { useLanguage } from '../../../lib/use-language';

const LOCALES = { en: enUS, id } satisfies Record<Language, typeof enUS>;

/** Record times in the player's time zone and language: a day heading and a time of day. */
export function useDateFormat() {
  const { t } = useTranslation();
  const locale = LOCALES[useLanguage()];
  return useMemo(
    () => ({
      /** "Today", "Yesterday", else "Mon, 3 Jun 2024". */
      day(date: Date): string {
        if (isToday(date)) return t('records.preset.today');
        if (isYesterday(date)) return t('records.preset.yesterday');
        return format(date, 'EEE, d MMM yyyy', { locale });
      },
      time: (iso: string): string => format(parseISO(iso), 'HH:mm:ss', { locale }),
    }),
    [t, locale],
  );
}
