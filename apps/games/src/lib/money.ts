import { formatMinor, groupedMoney } from '@lobby/contract/games';

/** Minor units with 2 decimals, as the lobby shows balances: 125050 → "1,250.50". */
export const money = (minor: number): string => groupedMoney(formatMinor(minor));

/** Basis points as a percentage with 2 decimals: 9575 → "95.75". */
export function percentOfBp(bp: number): string {
  return (bp / 100).toFixed(2);
}

/** A ratio as a percentage with 2 decimals, rounded down like the published RTP: 0.95759 → "95.75". */
export function percentOf(ratio: number): string {
  return percentOfBp(Math.floor(ratio * 10_000));
}

/** A multiplier in tenths: 38 → "3.8", 1350 → "135". */
export function timesOfTenths(tenths: number): string {
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
}

/** A multiplier in ten-thousandths with 4 decimals: 19800 → "1.9800". */
export function timesOfE4(e4: number): string {
  return (e4 / 10_000).toFixed(4);
}

/** Hundredths with 2 decimals: 5000 → "50.00", 7 → "0.07". */
export function hundredths(value: number): string {
  return (value / 100).toFixed(2);
}
