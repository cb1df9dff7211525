import { z } from 'zod';
import { FEEDBACK_CONTENT_MAX_CHARS, FEEDBACK_STATUSES } from '../constants/feedback';
import { languageSchema, pageNoSchema, pageSizeSchema } from './common';

export const FEEDBACK_PAGE_SIZE = 20;

/** A category code as the merchant names it. */
export const feedbackCategoryCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[a-z0-9_-]+$/, 'Lower-case letters, digits, dash and underscore');

/** Plain text: any script, line breaks allowed, no other control characters. */
export const plainTextSchema = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, 'Plain text only');

/**
 * The text fields of the multipart feedback form (pictures travel as files `pictures`). The word
 * bounds are the site's and are checked by the server (feedback.words) and by the form.
 */
export const feedbackFieldsSchema = z.object({
  category: feedbackCategoryCodeSchema,
  content: plainTextSchema(FEEDBACK_CONTENT_MAX_CHARS).trim().min(1),
  /** The client's id of one submission: a retry answers the first feedback. */
  requestKey: z
    .string()
    .trim()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, dash and underscore'),
});
export type FeedbackFields = z.infer<typeof feedbackFieldsSchema>;

export const feedbackOptionsQuerySchema = z.object({ language: languageSchema.optional() });
/** What the form offers: the site's categories in the reader's language and its word bounds. */
export const feedbackOptionsSchema = z.object({
  categories: z.array(z.object({ code: z.string(), label: z.string() })),
  minWords: z.number().int(),
  maxWords: z.number().int(),
  /** Whether the form offers pictures. */
  pictures: z.boolean(),
});
export type FeedbackOptions = z.infer<typeof feedbackOptionsSchema>;

export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);

/** One of the member's own feedback messages, with the operator's reply once there is one. */
export const feedbackSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  content: z.string(),
  imageCount: z.number().int(),
  status: feedbackStatusSchema,
  reply: z.string().nullable(),
  createdAt: z.string(),
  repliedAt: z.string().nullable(),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const feedbackListQuerySchema = z.object({
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema(FEEDBACK_PAGE_SIZE),
});
export const feedbackPageSchema = z.object({
  list: z.array(feedbackSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
