import type { InboxText, InboxTranslations } from '@lobby/contract/admin/inbox';
import { LANGUAGES, type Language } from '@lobby/contract/core';
import { escapeHtml } from '../../lib/escape-html';

/** The inbox message's title in each language the site speaks. */
const TITLES: Record<Language, string> = {
  en: 'Reply to your feedback',
  id: 'Balasan untuk masukan Anda',
};

/** The operator's plain-text reply as inbox HTML: escaped, one paragraph per blank-line block. */
function asHtml(reply: string): string {
  return reply
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The inbox message a reply becomes: its own title in the site's language, a translation for each other. */
export function replyMessage(
  reply: string,
  siteLanguage: Language,
): { text: InboxText; translations: InboxTranslations } {
  const content = asHtml(reply);
  const own = LANGUAGES.includes(siteLanguage) ? siteLanguage : 'en';
  const translations: InboxTranslations = Object.fromEntries(
    LANGUAGES.filter((language) => language !== own).map((language) => [
      language,
      { title: TITLES[language], content },
    ]),
  );
  return { text: { title: TITLES[own], content }, translations };
}
