import { ELOTT_PRIZE_VENDORS, PRIZE_MODES, type PrizeMode } from '../constants/games';
import { WINNERS_PER_SLIDE } from '../constants/limits';
import type { VendorGameTypes } from '../schemas/vendors';

/** More pages exist while pageNum is below totalPages. */
export function hasMore(page: { pageNum: number; totalPages: number }): boolean {
  return page.pageNum < page.totalPages;
}

/** Winners are shown two per slide: drop the odd last entry. */
export function trimToEven<T>(list: readonly T[]): T[] {
  return list.slice(0, list.length - (list.length % WINNERS_PER_SLIDE));
}

/** Group a trimmed winners list into slides of two. */
export function toSlides<T>(list: readonly T[]): T[][] {
  const even = trimToEven(list);
  const slides: T[][] = [];
  for (let i = 0; i < even.length; i += WINNERS_PER_SLIDE) slides.push(even.slice(i, i + WINNERS_PER_SLIDE));
  return slides;
}

/** The winners carousel autoplays in a loop only with more than one slide. */
export function shouldAutoplay(slideCount: number): boolean {
  return slideCount > 1;
}

/** Electronic-lottery mode when the ELOTT mapping has TCG_LOTTO_VN or LOTT, else normal lottery. */
export function prizeMode(mapping: Partial<VendorGameTypes>): PrizeMode {
  const elott = mapping.ELOTT ?? [];
  const electronic = elott.some((vendor) => (ELOTT_PRIZE_VENDORS as readonly string[]).includes(vendor.vassalage));
  return electronic ? PRIZE_MODES.Elott : PRIZE_MODES.Lott;
}

/** Case-insensitive substring match used by the hot and game lists' local filter. */
export function matchesName(name: string, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || name.toLowerCase().includes(needle);
}

/** Mask a winner's name for the public board: keep the first two and last character. */
export function maskCustomerName(name: string): string {
  if (name.length <= 2) return `${name.slice(0, 1)}***`;
  if (name.length <= 4) return `${name.slice(0, 1)}***${name.slice(-1)}`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

/** Money in minor units to a 2-decimal string, as the winners board shows it. */
export function formatMinor(minor: number | bigint): string {
  const value = BigInt(minor);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** "-1234567.50" → "-1,234,567.50": a 2-decimal amount (sumBalance, a record's amount) with its thousands grouped. */
export function groupedMoney(amount: string): string {
  const [whole = '0', decimals = '00'] = amount.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimals}`;
}
