import { idParamSchema } from '@lobby/contract/admin/operators';
import {
  announcementDetailQuerySchema,
  announcementSchema,
  announcementsFeedSchema,
  announcementsQuerySchema,
  markReadRequestSchema,
  markReadResponseSchema,
  unreadCountSchema,
  unreadQuerySchema,
} from '@lobby/contract/announcements';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';
import { readerOf } from './reader';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 404: failureSchema, 429: failureSchema };
const tags = ['announcements'];
const member = { security: [{ bearer: [] }] };

/** The announcement feed, details and read state (players). */
export const announcementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements } = app;

  app.get(
    API_PATHS.announcements,
    {
      preHandler: app.optionalMember,
      schema: {
        tags,
        summary:
          'Published announcements by type (B banners, PL player notices, PU pop-ups, PR promotions, H hot); a Bearer token adds read flags',
        querystring: announcementsQuerySchema,
        response: { 200: ok(announcementsFeedSchema), ...failures },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const { types, groupName, language } = request.query;
      return success(
        await announcements.feed(reader, { types, groupName, language: language ?? reader.defaultLanguage }),
      );
    },
  );

  app.get(
    API_PATHS.announcementsUnread,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        ...member,
        summary: 'How many published player notices the member has not read (not for guests)',
        querystring: unreadQuerySchema,
        response: { 200: ok(unreadCountSchema), ...failures },
      },
    },
    async (request) => {
      const reader = readerOf(request);
      const language = request.query.language ?? reader.defaultLanguage;
      return success(await announcements.unreadCount({ ...reader, memberId: signedIn(request).memberId }, language));
    },
  );

  app.get(
    `${API_PATHS.announcements}/:id`,
    {
      preHandler: app.optionalMember,
      schema: {
        tags,
        summary: 'One published announcement (player notice, pop-up or hot item) with its HTML',
        params: idParamSchema,
        querystring: announcementDetailQuerySchema,
        response: { 200: ok(announcementSchema), ...failures },
      },
    },
    async (request) => success(await announcements.detail(readerOf(request), request.params.id)),
  );

  app.post(
    API_PATHS.announcementRead,
    {
      preHandler: app.requireRealMember,
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        ...member,
        summary: 'Mark an announcement read (idempotent; not for guest or trial accounts)',
        body: markReadRequestSchema,
        response: { 200: ok(markReadResponseSchema), ...failures },
      },
    },
    async (request) => {
      const { memberId } = signedIn(request);
      const id = request.body.announcementId;
      await announcements.markRead(request.merchant.code, memberId, id);
      return success({ announcementId: String(id), read: true as const });
    },
  );
};
