import multipart from '@fastify/multipart';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  memberSettingsInputSchema,
  memberSettingsSchema,
  PROFILE_PICTURE_MAX_BYTES,
} from '@lobby/contract/member-settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, success } from '../../lib/envelope';
import { readPictureForm, refuseDeclaredOver } from '../../lib/picture-upload';
import { signedIn } from '../auth/signed-in';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  413: failureSchema,
  415: failureSchema,
  429: failureSchema,
};
const member = { tags: ['member settings'], security: [{ bearer: [] }] };
const PICTURE_BODY_LIMIT = PROFILE_PICTURE_MAX_BYTES + 64 * 1024;

/** The member's own settings and profile picture: each member reaches only their own. */
export const memberSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { memberSettings } = app;

  app.get(
    API_PATHS.memberSettings,
    {
      preHandler: app.requireMember,
      schema: {
        ...member,
        summary: "The member's settings (language, hide balance, game sound, message categories) and picture address",
        response: { 200: ok(memberSettingsSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await memberSettings.read(request.merchant, signedIn(request).memberId));
    },
  );
  app.put(
    API_PATHS.memberSettings,
    {
      preHandler: app.requireRealMember,
      schema: {
        ...member,
        summary: "Replace the member's settings; the language must be one the site offers",
        body: memberSettingsInputSchema,
        response: { 200: ok(memberSettingsSchema), ...failures },
      },
    },
    async (request) => success(await memberSettings.save(request.merchant, signedIn(request).memberId, request.body)),
  );

  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: false });
    uploads.put(
      API_PATHS.profilePicture,
      {
        preHandler: [refuseDeclaredOver(PICTURE_BODY_LIMIT), uploads.requireRealMember],
        bodyLimit: PICTURE_BODY_LIMIT,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          ...member,
          summary:
            'Set the profile picture (module PROFPIC3; multipart/form-data, one JPEG/PNG file `picture` of ≤ 5 MB, checked by its bytes, stored as a 256 px square)',
          consumes: ['multipart/form-data'],
          response: { 200: ok(memberSettingsSchema), ...failures },
        },
      },
      async (request) => {
        const { memberId } = signedIn(request);
        const limits = { field: 'picture', maxBytes: PROFILE_PICTURE_MAX_BYTES, maxFiles: 1 };
        const { pictures } = await readPictureForm(request, limits, []);
        const [picture] = pictures;
        if (!picture) throw new ApiError('request.invalid', 'picture: a file is needed', 'picture');
        return success(await memberSettings.setPicture(request.merchant, memberId, picture));
      },
    );
  });

  app.delete(
    API_PATHS.profilePicture,
    {
      preHandler: app.requireRealMember,
      schema: {
        ...member,
        summary: 'Remove the profile picture (module PROFPIC3)',
        response: { 200: ok(memberSettingsSchema), ...failures },
      },
    },
    async (request) => success(await memberSettings.removePicture(request.merchant, signedIn(request).memberId)),
  );
  app.get(
    API_PATHS.profilePicture,
    {
      preHandler: app.requireMember,
      schema: {
        ...member,
        summary: "The member's own profile picture (image/jpeg or image/png)",
        querystring: z.object({ v: z.coerce.number().int().min(0).optional() }),
        response: { 200: z.any(), ...failures },
      },
    },
    async (request, reply) => {
      const { data, contentType } = await memberSettings.picture(request.merchant, signedIn(request).memberId);
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', 'inline')
        .send(data);
    },
  );
};
