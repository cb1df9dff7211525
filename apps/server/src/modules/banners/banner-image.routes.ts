import multipart from '@fastify/multipart';
import { bannerImageSchema } from '@lobby/contract/admin/announcements';
import { ADMIN_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { success } from '../../lib/envelope';
import { refuseDeclaredOver } from '../../lib/picture-upload';
import { createLocalFileStorage } from '../../lib/file-storage';
import { actorOf } from '../audit/actor';
import { UNPUBLISHED } from '../audit/audited-write';
import { BANNER_BODY_LIMIT, BANNER_UPLOADS, storeBannerImage } from './banner-image';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  413: failureSchema,
  415: failureSchema,
  429: failureSchema,
};

/**
 * Banner image upload (editors, admins). The file is public once stored, under a random name, so it
 * lives in the served media directory rather than beside the members' private reward pictures.
 */
export const bannerImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = createLocalFileStorage(join(app.config.mediaDir, BANNER_UPLOADS));
  // Multipart is parsed in this scope only.
  await app.register(multipart, { throwFileSizeLimit: false });
  app.post(
    ADMIN_PATHS.bannerImages,
    {
      preHandler: [app.requireOperator('editor'), refuseDeclaredOver(BANNER_BODY_LIMIT)],
      bodyLimit: BANNER_BODY_LIMIT,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['admin: banners'],
        security: [{ bearer: [] }],
        summary:
          'Upload a banner image (multipart/form-data, one JPEG/PNG file `image` of ≤ 5 MB, checked by its bytes); answers its /media/ address for imageUrl',
        consumes: ['multipart/form-data'],
        response: { 200: ok(bannerImageSchema), ...failures },
      },
    },
    async (request) => {
      const url = await storeBannerImage(request, storage);
      // Nothing shows the image until a banner uses it: the content version stays.
      await app.audited.create(actorOf(request), 'banner-image', async () => ({ id: url }), undefined, UNPUBLISHED);
      return success({ url });
    },
  );
};
