import { z } from 'zod';
import { LANGUAGES } from '../constants/languages';
import { FIRST_PAGE, MAX_CODE_LENGTH, MAX_PAGE_NO, MAX_PAGE_SIZE, MAX_VASSALAGE_LIST } from '../constants/limits';
import { PLATFORM } from '../constants/games';

/** A provider or merchant code: letters, digits and underscore. */
export const codeSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_CODE_LENGTH)
  .regex(/^[A-Za-z0-9_]+$/, 'Only letters, digits and underscore');

/** One or more provider codes, comma separated (presets such as ESPORTS pass a list). */
export const vassalageListSchema = z
  .string()
  .trim()
  .max((MAX_CODE_LENGTH + 1) * MAX_VASSALAGE_LIST)
  .transform((raw) =>
    raw
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(codeSchema).max(MAX_VASSALAGE_LIST));

export const pageNoSchema = z.coerce.number().int().min(FIRST_PAGE).max(MAX_PAGE_NO).default(FIRST_PAGE);
export function pageSizeSchema(defaultSize: number) {
  return z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize);
}

export const languageSchema = z.enum(LANGUAGES);

/** Fields every lobby query may carry; merchant comes from the host, so `merchant` is only a hint. */
export const lobbyQueryBase = {
  merchant: codeSchema.optional(),
  merchantCode: codeSchema.optional(),
  platform: z.literal(PLATFORM).optional(),
  language: languageSchema.optional(),
};

/** Query flag sent as 0/1. */
export const flagSchema = z.coerce.number().int().min(0).max(1);

/** A real calendar day, YYYY-MM-DD (2026-02-31 is refused, 2024-02-29 taken): a filter's from or to. */
export const calendarDaySchema = z.iso.date('A day as YYYY-MM-DD');
