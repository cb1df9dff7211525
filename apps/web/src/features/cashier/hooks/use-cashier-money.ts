import { useLanguage } from '../../../lib/use-language';
import { formatCashier } from '../money';

/** `formatCashier` in the current UI language. */
export function useCashierMoney(): (amount: string, currency: string) => string {
  const language = useLanguage();
  return (amount, currency) => formatCashier(amount, currency, language);
}
