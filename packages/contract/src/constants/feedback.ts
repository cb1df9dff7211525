/** Feedback (spec accounts §5: content between {0} and {1} words; pictures as reward pictures, §9). */
export const FEEDBACK_IMAGES_MAX = 3;
export const FEEDBACK_IMAGE_MAX_BYTES = 5_242_880;
/** A hard ceiling on the text whatever the word bounds: no feedback is an essay. */
export const FEEDBACK_CONTENT_MAX_CHARS = 4000;
export const FEEDBACK_REPLY_MAX_CHARS = 2000;
/** The word bounds a site starts with; the merchant may set others within FEEDBACK_WORDS_CEILING. */
export const FEEDBACK_WORDS_DEFAULT = { minWords: 5, maxWords: 300 } as const;
export const FEEDBACK_WORDS_CEILING = 400;
export const FEEDBACK_STATUSES = ['open', 'replied'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The categories a site starts with (the merchant may replace them), with their words. */
export const DEFAULT_FEEDBACK_CATEGORIES = [
  { code: 'deposit', labels: { en: 'Deposit', id: 'Deposit' } },
  { code: 'withdrawal', labels: { en: 'Withdrawal', id: 'Penarikan' } },
  { code: 'games', labels: { en: 'Games', id: 'Permainan' } },
  { code: 'promotions', labels: { en: 'Promotions', id: 'Promosi' } },
  { code: 'account', labels: { en: 'Account', id: 'Akun' } },
  { code: 'suggestion', labels: { en: 'Suggestion', id: 'Saran' } },
  { code: 'other', labels: { en: 'Other', id: 'Lainnya' } },
] as const;

/** Words as a reader counts them: runs of non-space characters. Server and site count alike. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
