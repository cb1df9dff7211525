import { useTranslation } from '../../../lib/use-translation';

/** A message's time in the reader's language: date and time, short. */
export function useMessageDate() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}
