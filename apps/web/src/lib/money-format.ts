import { formatMoney, type MoneyOptions } from '@lobby/ui/money';
import { useLanguage } from './use-language';

export { formatMoney, type MoneyOptions };

/** `formatMoney` in the current UI language. */
export function useMoneyFormat(): (amount: string, options?: MoneyOptions) => string {
  const language = useLanguage();
  return (amount, options) => formatMoney(amount, language, options);
}
