import { inboxSendRequestSchema, inboxTextSchema } from '@lobby/contract/admin/inbox';
import type { Language } from '@lobby/contract/core';
import { OPTIONAL_MESSAGE_CATEGORIES, type OptionalMessageCategory } from '@lobby/contract/member-settings';
import { z } from 'zod';

export interface TextValues {
  title: string;
  content: string;
}
export interface ComposerValues {
  audience: 'member' | 'all';
  username: string;
  /** Announcements or promotions: a member who turned that kind off in their settings does not get it. */
  category: OptionalMessageCategory;
  /** One text per site language; the first language's is required, the others may stay empty. */
  texts: Partial<Record<Language, TextValues>>;
}

export const blankComposer = (languages: Language[]): ComposerValues => ({
  audience: 'member',
  username: '',
  category: 'announcements',
  texts: Object.fromEntries(languages.map((language) => [language, { title: '', content: '' }])),
});

const isEmpty = (text: TextValues | undefined) => !text || (!text.title.trim() && !text.content.trim());

/** Another language: empty (members reading it get the first language's text), or a whole message. */
const optionalText = z.object({ title: z.string(), content: z.string() }).superRefine((text, ctx) => {
  if (isEmpty(text)) return;
  const checked = inboxTextSchema.safeParse(text);
  for (const issue of checked.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/**
 * The composer's form: the site's first language is the message's own text, every other language
 * written becomes a translation; the result is checked by the contract's request schema.
 */
export function composerSchema(languages: Language[]) {
  const [own = 'en', ...others] = languages;
  const texts = z.object({
    [own]: inboxTextSchema,
    ...Object.fromEntries(others.map((code) => [code, optionalText.optional()])),
  });
  return z
    .object({
      audience: z.enum(['member', 'all']),
      username: z.string().trim(),
      category: z.enum(OPTIONAL_MESSAGE_CATEGORIES),
      texts,
    })
    .superRefine((values, ctx) => {
      if (values.audience === 'member' && !values.username) {
        ctx.addIssue({ code: 'custom', path: ['username'], message: 'A username for a message to one member' });
      }
    })
    .transform((values) => toRequest(values as ComposerValues, languages))
    .pipe(inboxSendRequestSchema);
}

/** The request the API takes: the first language's text, and the other languages written as translations. */
export function toRequest(values: ComposerValues, languages: Language[]): z.input<typeof inboxSendRequestSchema> {
  const [own = 'en', ...others] = languages;
  const text = values.texts[own] ?? { title: '', content: '' };
  const translations = Object.fromEntries(
    others.filter((code) => !isEmpty(values.texts[code])).map((code) => [code, values.texts[code]]),
  );
  return {
    audience: values.audience,
    ...(values.audience === 'member' ? { username: values.username } : {}),
    title: text.title,
    content: text.content,
    category: values.category,
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
  };
}

/** What a member reading `language` sees: its own text, else the first language's (as the server answers). */
export function asReadIn(values: ComposerValues, languages: Language[], language: Language): TextValues {
  const own = values.texts[language];
  if (!isEmpty(own) && own) return own;
  return values.texts[languages[0] ?? 'en'] ?? { title: '', content: '' };
}
