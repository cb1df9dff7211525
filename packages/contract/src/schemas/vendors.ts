import { z } from 'zod';
import { VENDOR_TYPE_ID } from '../constants/games';
import { gameClassifySchema, gameTypeSchema } from './games';
import { lobbyQueryBase, vassalageListSchema } from './common';

/** A provider ("vassalage") with its icons. */
export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  isHot: z.number().int(),
  iconBlack: z.string(),
  iconWhite: z.string(),
  gameCount: z.number().int(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const vendorGameTypesQuerySchema = z.object({
  ...lobbyQueryBase,
  typeId: z.coerce.number().int().pipe(z.literal(VENDOR_TYPE_ID)).default(VENDOR_TYPE_ID),
});
/** Vendors per game type (RNG etc.), in the operator's order. */
export const vendorGameTypesResponseSchema = z.record(gameTypeSchema, z.array(vendorSchema));
export type VendorGameTypes = z.infer<typeof vendorGameTypesResponseSchema>;

/** The operator's vendor sorting list: categories in menu order, vendors in display order. */
export const vendorSortingEntrySchema = z.object({
  gameCategory: gameTypeSchema,
  vendorNames: z.array(z.object({ vassalage: z.string(), accountTypeName: z.string() })),
});
export const vendorSortingResponseSchema = z.array(vendorSortingEntrySchema);
export type VendorSortingEntry = z.infer<typeof vendorSortingEntrySchema>;

export const classificationsQuerySchema = z.object({
  ...lobbyQueryBase,
  gameType: gameTypeSchema,
  vassalage: vassalageListSchema.optional(),
});
const classificationSchema = z.object({
  key: gameClassifySchema,
  displayName: z.string(),
  vendors: z.array(z.string()),
});
export const classificationsResponseSchema = z.array(classificationSchema);
export type Classification = z.infer<typeof classificationSchema>;
