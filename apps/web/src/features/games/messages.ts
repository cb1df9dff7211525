import { i18next } from '../../lib/i18n';
import { gamesExtraEn } from '../../lib/locales/games-en';
import { gamesExtraId } from '../../lib/locales/games-id';

// The game screens' own words, added once when the first of them loads (never with the first page's script);
// a later language switch finds them there.
i18next.addResourceBundle('en', 'translation', gamesExtraEn, true, false);
i18next.addResourceBundle('id', 'translation', gamesExtraId, true, false);
