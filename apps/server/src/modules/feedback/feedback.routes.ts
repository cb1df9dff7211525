import multipart from '@fastify/multipart';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  feedbackFieldsSchema,
  feedbackListQuerySchema,
  feedbackOptionsQuerySchema,
  feedbackOptionsSchema,
  feedbackPageSchema,
  feedbackSchema,
} from '@lobby/contract/feedback';
import type { Language } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { parseFormFields, readPictureForm, refuseDeclaredOver } from '../../lib/picture-upload';
import { signedIn } from '../auth/signed-in';
import { feedbackOptions } from './feedback-settings';
import { requireFeedback } from './feedback.service';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  413: failureSchema,
  415: failureSchema,
  429: failureSchema,
};
const member = { tags: ['feedback'], security: [{ bearer: [] }] };
/** Room for the text fields and the multipart framing on top of three full pictures. */
const FEEDBACK_BODY_LIMIT = FEEDBACK_IMAGES_MAX * FEEDBACK_IMAGE_MAX_BYTES + 256 * 1024;

/** A member's feedback: the form's options, sending (multipart, real accounts only), their own list. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const { feedback } = app;

  // Multipart is parsed in this scope only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: false });
    uploads.post(
      API_PATHS.feedback,
      {
        preHandler: [refuseDeclaredOver(FEEDBACK_BODY_LIMIT), uploads.requireRealMember],
        bodyLimit: FEEDBACK_BODY_LIMIT,
        config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
        schema: {
          ...member,
          summary:
            "Send feedback (multipart/form-data: category, content within the site's word bounds, requestKey, and up to 3 JPEG/PNG files `pictures` of ≤ 5 MB). A repeated requestKey answers the first feedback.",
          consumes: ['multipart/form-data'],
          response: { 200: ok(feedbackSchema), ...failures },
        },
      },
      async (request) => {
        const { memberId } = signedIn(request);
        requireFeedback(request.merchant);
        const { raw, pictures } = await readPictureForm(
          request,
          { field: 'pictures', maxBytes: FEEDBACK_IMAGE_MAX_BYTES, maxFiles: FEEDBACK_IMAGES_MAX },
          ['category', 'content', 'requestKey'],
        );
        const fields = parseFormFields(feedbackFieldsSchema, raw);
        return success(await feedback.send(request.merchant, memberId, fields, pictures));
      },
    );
  });

  app.get(
    API_PATHS.feedback,
    {
      preHandler: app.requireRealMember,
      schema: {
        ...member,
        summary: "The member's own feedback, newest first, with the operator's replies",
        querystring: feedbackListQuerySchema,
        response: { 200: ok(feedbackPageSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { pageNo, pageSize } = request.query;
      return success(await feedback.ofMember(request.merchant, signedIn(request).memberId, pageNo, pageSize));
    },
  );

  app.get(
    API_PATHS.feedbackOptions,
    {
      schema: {
        tags: ['feedback'],
        summary: "The feedback form: the site's categories in the reader's language, and its word bounds",
        querystring: feedbackOptionsQuerySchema,
        response: { 200: ok(feedbackOptionsSchema), ...failures },
      },
    },
    async (request) => {
      requireFeedback(request.merchant);
      const { settings } = request.merchant;
      const language = request.query.language ?? (settings.defaultLanguage as Language);
      return success(feedbackOptions(settings, language));
    },
  );
};
