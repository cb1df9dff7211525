import { z } from 'zod';
import { OPTIONAL_MESSAGE_CATEGORIES } from '../constants/member-settings';
import { languageSchema } from './common';

/** Which optional inbox categories the member receives (transactional ones always arrive). */
export const messagePreferencesSchema = z.object(
  Object.fromEntries(OPTIONAL_MESSAGE_CATEGORIES.map((category) => [category, z.boolean()])) as Record<
    (typeof OPTIONAL_MESSAGE_CATEGORIES)[number],
    z.ZodBoolean
  >,
);
export type MessagePreferences = z.infer<typeof messagePreferencesSchema>;

/**
 * A member's own settings, kept on the server so they follow the member across devices. language
 * null: the site's default (or the device's choice) until the member picks one.
 */
export const memberSettingsInputSchema = z.object({
  language: languageSchema.nullable(),
  hideBalance: z.boolean(),
  gameSound: z.boolean(),
  messages: messagePreferencesSchema,
});
export type MemberSettingsInput = z.infer<typeof memberSettingsInputSchema>;

export const memberSettingsSchema = memberSettingsInputSchema.extend({
  /** The profile picture's address (the member's token needed), or null without one. */
  picture: z.string().nullable(),
});
export type MemberSettings = z.infer<typeof memberSettingsSchema>;
