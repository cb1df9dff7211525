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
const LIST_WORDS = /^(entry\.[A-Z_]+|dataType\.[a-z]+|games\.(new|hot)|title\.search)$/;

export function firstPaintStrings(): Record<Language, Record<string, string>> {
  const pick = (messages: Record<string, string>) => ({
    back: messages['nav.back'] ?? '',
    activityTitle: messages['title.activity'] ?? '',
    promotionCategories: messages['promo.categories'] ?? '',
    all: messages['promo.all'] ?? '',
    more: messages['promo.more'] ?? '',
    noticeTitle: messages['notice.title'] ?? '',
    allProviders: messages['gameList.allProviders'] ?? '',
    allProvidersLabel: messages['gameList.allProvidersLabel'] ?? '',
    searchPlaceholder: messages['gameList.searchPlaceholder'] ?? '',
    searchResults: messages['search.results'] ?? '',
    hotSearch: messages['hot.searchLabel'] ?? '',
    gameCenterCategories: messages['gameCenter.categories'] ?? '',
    gameCenterMore: messages['gameCenter.more'] ?? '',
    gameCenterProviders: messages['gameCenter.providers'] ?? '',
    // The game lists' titles, tabs and badges, under the app's own keys (the server picks them by entry).
    ...Object.fromEntries(Object.entries(messages).filter(([key]) => LIST_WORDS.test(key))),
  });
  return {
    en: pick({ ...en, ...promotionsEn, ...noticesEn }),
    id: pick({ ...id, ...promotionsId, ...noticesId }),
  };
}
