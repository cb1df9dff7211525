import type { FeedbackSettings } from '@lobby/contract/admin/feedback';
import { DEFAULT_FEEDBACK_CATEGORIES, FEEDBACK_WORDS_DEFAULT, type FeedbackOptions } from '@lobby/contract/feedback';
import type { Language } from '@lobby/contract/core';
import type { MerchantSettings } from '../../db/schema/index';

/** The site's feedback form: its own settings, else the defaults every site starts with (pictures on). */
export function feedbackSettings(settings: MerchantSettings): FeedbackSettings {
  return {
    pictures: true,
    ...(settings.feedback ?? {
      categories: DEFAULT_FEEDBACK_CATEGORIES.map(({ code, labels }) => ({ code, labels: { ...labels } })),
      ...FEEDBACK_WORDS_DEFAULT,
    }),
  };
}

/** The form as a reader in `language` sees it: a label in their language, else the site's, else the code. */
export function feedbackOptions(settings: MerchantSettings, language: Language): FeedbackOptions {
  const { categories, minWords, maxWords, pictures } = feedbackSettings(settings);
  const fallback = settings.defaultLanguage as Language;
  return {
    categories: categories.map(({ code, labels }) => ({
      code,
      label: labels[language] ?? labels[fallback] ?? Object.values(labels)[0] ?? code,
    })),
    minWords,
    maxWords,
    pictures,
  };
}
