import { formatMoney, type MoneyOptions } from '@lobby/ui/money';
import { LANGUAGE_LOCALES } from '@lobby/contract/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/** Amounts, numbers and times in the console's language; amounts stay decimal strings (never floats). */
export function useFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const language = currentLanguage();
    const locale = LANGUAGE_LOCALES[language];
    const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    const shortDateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(locale);
    return {
      language,
      money: (amount: string, options?: MoneyOptions) => formatMoney(amount, language, options),
      dateTime: (iso: string) => dateTime.format(new Date(iso)),
      date: (iso: string) => date.format(new Date(iso)),
      /** A dense table's time: "11/25/26, 9:07 PM". */
      shortDateTime: (iso: string) => shortDateTime.format(new Date(iso)),
      /** A calendar day (`YYYY-MM-DD`) as a chart's axis names it: "25 Nov". */
      dayMonth: (day: string) => dayMonth.format(new Date(`${day}T00:00:00Z`)),
      number: (value: number) => number.format(value),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the formats follow the language i18next switched to
  }, [i18n.language]);
}
