import { z } from 'zod';
import { HELP_DEVICE, HELP_TAGS } from '../constants/help';
import { languageSchema, lobbyQueryBase } from './common';

/** `GET /help`: the help centre's navigation list in one language (spec accounts §2, §7). */
export const helpQuerySchema = z.object({
  ...lobbyQueryBase,
  /** The spec sends device MOBILE; it is the only device this site serves. */
  device: z.literal(HELP_DEVICE).default(HELP_DEVICE),
  /** Only the sections with this tag (terms, about). */
  tag: z.enum(HELP_TAGS).optional(),
});

/** A help item (spec §3: title, content, tag); content is sanitised HTML. */
const helpItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** terms, about, or empty. */
  tag: z.string(),
  content: z.string(),
});

/** A top-level section (chosen by ?i= or ?tag=) and its sub-sections (chosen by ?c=). */
const helpSectionSchema = helpItemSchema.extend({ children: z.array(helpItemSchema) });
export type HelpSection = z.infer<typeof helpSectionSchema>;

export const helpResponseSchema = z.object({
  /** The language served: the one asked for, or the site's default when it has no help in that one. */
  language: languageSchema,
  sections: z.array(helpSectionSchema),
});
export type HelpResponse = z.infer<typeof helpResponseSchema>;
