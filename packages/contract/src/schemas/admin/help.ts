import { z } from 'zod';
import { CONTENT_HTML_MAX, CONTENT_TITLE_MAX } from '../../constants/operators';
import { HELP_TAGS } from '../../constants/help';
import { languageSchema } from '../common';

/** Titles are plain text: markup belongs in the content, where it is sanitised. */
const helpTitleSchema = z
  .string()
  .trim()
  .min(1)
  .max(CONTENT_TITLE_MAX)
  .refine((title) => !/[<>]/.test(title), 'Titles are plain text: no < or >');

/** Create a help section (no parentId) or a sub-section of one. */
export const helpItemCreateSchema = z.object({
  language: languageSchema,
  parentId: z.number().int().min(1).max(2_147_483_647).nullable().default(null),
  /** terms or about picks the section for /m/help?tag=; empty for the rest. */
  tag: z.union([z.enum(HELP_TAGS), z.literal('')]).default(''),
  title: helpTitleSchema,
  /** HTML; refused with content.unsafe when it holds scripts, handlers or javascript: links. */
  content: z.string().max(CONTENT_HTML_MAX).default(''),
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type HelpItemCreate = z.infer<typeof helpItemCreateSchema>;

/** Change a help item: any of its fields (the language and parent stay). */
export const helpItemUpdateSchema = z
  .object({
    tag: z.union([z.enum(HELP_TAGS), z.literal('')]),
    title: helpTitleSchema,
    content: z.string().max(CONTENT_HTML_MAX),
    sort: z.number().int().min(0).max(100_000),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'Nothing to change');
export type HelpItemUpdate = z.infer<typeof helpItemUpdateSchema>;

export const adminHelpQuerySchema = z.object({ language: languageSchema.optional() });

/** A help item as the operator sees it. */
export const adminHelpItemSchema = z.object({
  id: z.number().int(),
  language: languageSchema,
  parentId: z.number().int().nullable(),
  tag: z.string(),
  title: z.string(),
  content: z.string(),
  sort: z.number().int(),
});
export type AdminHelpItem = z.infer<typeof adminHelpItemSchema>;
export const adminHelpListSchema = z.array(adminHelpItemSchema);
/** What a delete removed: the item and its sub-sections. */
export const helpRemovedSchema = z.object({ removed: z.array(z.number().int()) });
