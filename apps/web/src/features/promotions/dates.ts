import type { Language } from '@lobby/contract/core';
import type { Promotion } from '@lobby/contract/promotions';
import { formatDate, formatDateRange } from '../../lib/date-format';

/**
 * The promotion's period in the chosen language: "start – end", or the start and the long-term
 * label when it has no expiry (noExpiry 1) or no end date at all.
 */
export function promotionPeriod(
  promotion: Pick<Promotion, 'startDate' | 'endDate' | 'noExpiry'>,
  language: Language,
  longTerm: (start: string) => string,
): string {
  if (promotion.noExpiry === 1 || !promotion.endDate) return longTerm(formatDate(promotion.startDate, language));
  return formatDateRange(promotion.startDate, promotion.endDate, language);
}

/** The main image of a promotion (sequence 1, else the first), or empty. */
export function mainImage(promotion: Pick<Promotion, 'announcementImages'>): string {
  const images = promotion.announcementImages;
  return (images.find((image) => image.sequence === 1) ?? images[0])?.url ?? '';
}
