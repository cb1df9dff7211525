import { z } from 'zod';
import { CONTENT_HTML_MAX, CONTENT_TITLE_MAX } from '../../constants/operators';
import { STORED_ANNOUNCEMENT_TYPES } from '../../constants/announcements';
import { bannerGroupSchema, bannerLinkTypeSchema } from '../banners';
import { languageSchema, pageNoSchema, pageSizeSchema } from '../common';

/** Titles are plain text: markup belongs in the content, where it is sanitised. */
const contentTitleSchema = z
  .string()
  .trim()
  .min(1)
  .max(CONTENT_TITLE_MAX)
  .refine((title) => !/[<>]/.test(title), 'Titles are plain text: no < or >');

/** An image the site may show: an http(s) address or one of our /media/ files. */
const contentImageUrlSchema = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine(
    (url) => /^https?:\/\/[^\s"'<>]+$/i.test(url) || /^\/media\/[A-Za-z0-9._~/-]+$/.test(url),
    'An http(s) address or a /media/ path',
  )
  .refine((url) => !url.includes('..'), 'No .. in a path');

/** An ISO instant with its offset, within sane years. */
const instantSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 2100;
}, 'Between 2000 and 2100');

function checkWindow(body: { startDate?: string | null; endDate?: string | null }, ctx: z.RefinementCtx): void {
  if (body.startDate && body.endDate && Date.parse(body.endDate) <= Date.parse(body.startDate)) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end must come after the start' });
  }
}

const sortSchema = z.number().int().min(0).max(100_000);

/** Create or replace (PUT) a player notice (PL), pop-up (PU) or hot item (H). */
export const announcementWriteSchema = z
  .object({
    type: z.enum(STORED_ANNOUNCEMENT_TYPES),
    language: languageSchema,
    /** Empty: every group. */
    groupName: z.union([bannerGroupSchema, z.literal('')]).default(''),
    title: contentTitleSchema,
    /** HTML; refused with content.unsafe when it holds scripts, handlers or javascript: links. */
    content: z.string().max(CONTENT_HTML_MAX).default(''),
    /** sequence 1 is the main image. */
    images: z
      .array(z.object({ url: contentImageUrlSchema, sequence: z.number().int().min(1).max(20) }))
      .max(10)
      .default([])
      .refine((images) => new Set(images.map((image) => image.sequence)).size === images.length, {
        message: 'Each sequence once',
      }),
    startDate: instantSchema,
    /** Null or left out: shown until taken down. */
    endDate: instantSchema.nullable().default(null),
    sort: sortSchema.default(0),
  })
  .superRefine(checkWindow);
export type AnnouncementWrite = z.infer<typeof announcementWriteSchema>;

/** Where an item's date window stands now: shown, still to start, or over. */
export const CONTENT_STATUSES = ['published', 'scheduled', 'ended'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const ANNOUNCEMENT_SORTS = ['startDate', 'title', 'sort', 'updatedAt'] as const;
export const sortOrderSchema = z.enum(['asc', 'desc']);

export const adminAnnouncementsQuerySchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
  type: z.enum(STORED_ANNOUNCEMENT_TYPES).optional(),
  language: languageSchema.optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  /** Ties break by id, newest first. */
  sort: z.enum(ANNOUNCEMENT_SORTS).default('startDate'),
  order: sortOrderSchema.default('desc'),
});
export type AdminAnnouncementsQuery = z.infer<typeof adminAnnouncementsQuerySchema>;

/** An announcement as the operator sees it: published or not. */
export const adminAnnouncementSchema = z.object({
  id: z.number().int(),
  type: z.enum(STORED_ANNOUNCEMENT_TYPES),
  language: z.string(),
  groupName: z.string(),
  title: z.string(),
  content: z.string(),
  images: z.array(z.object({ url: z.string(), sequence: z.number().int() })),
  startDate: z.string(),
  endDate: z.string().nullable(),
  sort: z.number().int(),
  /** Within its date window now. */
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export const adminAnnouncementPageSchema = z.object({
  list: z.array(adminAnnouncementSchema),
  totalCount: z.number().int(),
});

/** A game's node id in a banner's linkage (as nodeIdSchema spells it). */
const NODE_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Create or replace a banner. What linkage and url must hold follows linkType: ROUTE an in-site
 * route (/m/...), URL an http(s) address, PROMOTION a promotion id, GAME a game's nodeId, NONE nothing.
 */
export const bannerWriteSchema = z
  .object({
    groupName: bannerGroupSchema,
    title: contentTitleSchema,
    imageUrl: contentImageUrlSchema,
    linkType: bannerLinkTypeSchema.default('NONE'),
    linkage: z.string().trim().max(500).default(''),
    url: z.string().trim().max(2000).default(''),
    /** Null: every language of the site. */
    language: languageSchema.nullable().default(null),
    startDate: instantSchema.nullable().default(null),
    endDate: instantSchema.nullable().default(null),
    sort: sortSchema.default(0),
  })
  .superRefine((body, ctx) => {
    checkWindow(body, ctx);
    const linkage = (message: string) => ctx.addIssue({ code: 'custom', path: ['linkage'], message });
    const url = (message: string) => ctx.addIssue({ code: 'custom', path: ['url'], message });
    switch (body.linkType) {
      case 'ROUTE':
        if (!/^\/m\/[A-Za-z0-9._~/?&=%+-]*$/.test(body.linkage)) linkage('A route of this site, starting with /m/');
        break;
      case 'URL':
        if (!/^https?:\/\/[^\s"'<>]+$/i.test(body.url)) url('An http(s) address');
        break;
      case 'PROMOTION':
        if (!/^[0-9]{1,10}$/.test(body.linkage)) linkage('A promotion id');
        break;
      case 'GAME':
        if (!NODE_ID.test(body.linkage)) linkage("A game's nodeId");
        break;
      case 'NONE':
        break;
    }
    if (body.linkType !== 'URL' && body.url) url('Only URL banners have a url');
    if ((body.linkType === 'URL' || body.linkType === 'NONE') && body.linkage)
      linkage('Only for ROUTE, PROMOTION or GAME');
  });
export type BannerWrite = z.infer<typeof bannerWriteSchema>;

export const BANNER_SORTS = ['groupName', 'title', 'sort', 'startDate'] as const;

export const adminBannersQuerySchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(20),
  groupName: bannerGroupSchema.optional(),
  /** A language shows its own banners and those for every language. */
  language: languageSchema.optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  /** Ties break by group, order, then id. */
  sort: z.enum(BANNER_SORTS).default('groupName'),
  order: sortOrderSchema.default('asc'),
});
export type AdminBannersQuery = z.infer<typeof adminBannersQuerySchema>;

/** The multipart file field of a banner image upload. */
export const BANNER_IMAGE_FIELD = 'image';
/** An uploaded banner image: its public /media/ address, for a banner's imageUrl. */
export const bannerImageSchema = z.object({ url: z.string() });

export const adminBannerSchema = z.object({
  id: z.number().int(),
  groupName: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  linkType: bannerLinkTypeSchema,
  linkage: z.string(),
  url: z.string(),
  language: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  sort: z.number().int(),
  published: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBannerSchema>;
export const adminBannerPageSchema = z.object({ list: z.array(adminBannerSchema), totalCount: z.number().int() });
