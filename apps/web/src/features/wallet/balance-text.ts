/** What a hidden (or refreshing) balance shows. */
export const MASKED_BALANCE = '******';

/** "1234567.50" → "1,234,567.50": the 2-decimal sumBalance with its thousands grouped. */
export function groupedBalance(sumBalance: string): string {
  const [whole = '0', decimals = '00'] = sumBalance.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}
