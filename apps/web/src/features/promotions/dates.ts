import { format } from 'date-fns';
import type { Promotion } from '@lobby/contract';

/** A day as the spec writes it on the promotion screens: YYYY-MM-DD, in the player's time zone. */
export function promotionDay(iso: string): string {
  return format(new Date(iso), 'yyyy-MM-dd');
}

/**
 * The promotion's period: "start – end", or the start and the long-term label when it has no
 * expiry (noExpiry 1) or no end date at all.
 */
export function promotionPeriod(
  promotion: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>,
  longTerm: (start: string) => string,
): string {
  const start = promotionDay(promotion.startDate);
  if (promotion.noExpiry === 1 || !promotion.endDate) return longTerm(start);
  return `${start} – ${promotionDay(promotion.endDate)}`;
}

/** The main image of a promotion (sequence 1, else the first), or empty. */
export function mainImage(promotion: Pick<Promotion, 'announcementImages'>): string {
  const images = promotion.announcementImages;
  return (images.find((image) => image.sequence === 1) ?? images[0])?.url ?? '';
}
