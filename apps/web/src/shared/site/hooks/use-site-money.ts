import { currencyDecimals } from '@lobby/contract/cashier';
import { formatMoney, type MoneyOptions } from '../../../lib/money-format';
import { useLanguage } from '../../../lib/use-language';
import { useSite } from '../api/site';

/**
 * Money of the member's site as the reader's language writes it, with the site currency's own decimals
 * (Golden Reef's rupiah has none, Lucky Nova's dollars two): balances, records, ranks, winners.
 */
export function useSiteMoney(): (amount: string, options?: MoneyOptions) => string {
  const language = useLanguage();
  const currency = useSite().data?.wallet.currency;
  const decimals = currency ? currencyDecimals(currency) : undefined;
  return (amount, options) => formatMoney(amount, language, { decimals, ...options });
}
