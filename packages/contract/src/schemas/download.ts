import { z } from 'zod';
import { APP_ICON_SIZES, type AppIconSize } from '../constants/download';
import { languageSchema } from './common';

/** `GET` manifest: the name stays, the description follows the language. */
export const manifestQuerySchema = z.object({ language: languageSchema.optional() });
/** `GET` app icon: a size, plain or maskable (full bleed, drawing inside the safe circle). */
export const appIconQuerySchema = z.object({
  size: z.coerce
    .number()
    .int()
    .refine((size): size is AppIconSize => (APP_ICON_SIZES as readonly number[]).includes(size), 'Size 192 or 512')
    .default(512),
  purpose: z.enum(['any', 'maskable']).default('any'),
});
