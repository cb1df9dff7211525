/** How an amount reads: a gain, a loss, or nothing either way. */
export type Tone = 'gain' | 'loss' | 'even';

/** "-1234567.50" → "-1,234,567.50": a 2-decimal amount from the API with its thousands grouped. */
export function groupedMoney(amount: string): string {
  const [whole = '0', decimals = '00'] = amount.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}

export function toneOf(amount: string): Tone {
  if (amount.startsWith('-')) return 'loss';
  return /[1-9]/.test(amount) ? 'gain' : 'even';
}

/** A signed amount as a result reads: "+15.00", "-10.00", "0.00". */
export function signedMoney(amount: string): string {
  return toneOf(amount) === 'gain' ? `+${groupedMoney(amount)}` : groupedMoney(amount);
}

export const TONE_CLASS: Record<Tone, string> = {
  gain: 'text-emerald-400',
  loss: 'text-rose-400',
  even: 'text-muted',
};
