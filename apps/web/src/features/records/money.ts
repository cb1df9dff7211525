/** How an amount reads: a gain, a loss, or nothing either way. */
export type Tone = 'gain' | 'loss' | 'even';

export function toneOf(amount: string): Tone {
  if (amount.startsWith('-')) return 'loss';
  return /[1-9]/.test(amount) ? 'gain' : 'even';
}

export const TONE_CLASS: Record<Tone, string> = {
  gain: 'text-emerald-400',
  loss: 'text-rose-400',
  even: 'text-muted',
};
