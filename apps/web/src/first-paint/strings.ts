import type { Language } from '@lobby/contract/core';
import { en } from '../lib/locales/en';
import { id } from '../lib/locales/id';
import { noticesEn } from '../lib/locales/notices-en';
import { noticesId } from '../lib/locales/notices-id';
import { promotionsEn } from '../lib/locales/promotions-en';
import { promotionsId } from '../lib/locales/promotions-id';

/**
 * The words of the server's first paints (public/first-paint/*.html, `{{t.name}}`), taken from the
 * app's own messages at build time and written to first-paint/strings.json: one source for both.
 */
export function firstPaintStrings(): Record<Language, Record<string, string>> {
  const pick = (messages: Record<string, string>) => ({
    back: messages['nav.back'] ?? '',
    activityTitle: messages['title.activity'] ?? '',
    promotionCategories: messages['promo.categories'] ?? '',
    all: messages['promo.all'] ?? '',
    more: messages['promo.more'] ?? '',
    noticeTitle: messages['notice.title'] ?? '',
  });
  return {
    en: pick({ ...en, ...promotionsEn, ...noticesEn }),
    id: pick({ ...id, ...promotionsId, ...noticesId }),
  };
}
