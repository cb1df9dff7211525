import multipart from '@fastify/multipart';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  rewardApplicationSchema,
  rewardApplicationsQuerySchema,
  rewardApplicationsResponseSchema,
} from '@lobby/contract/rewards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { refuseDeclaredOver } from '../../lib/picture-upload';
import { signedIn } from '../auth/signed-in';
import { readRewardUpload, REWARD_BODY_LIMIT } from './reward-upload';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  413: failureSchema,
  415: failureSchema,
  429: failureSchema,
};
const member = { tags: ['rewards'], security: [{ bearer: [] }] };

/** Reward applications of members (multipart, real accounts only) and the operators' review. */
export const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rewards } = app;

  // Multipart is parsed in this scope only: no other route accepts file uploads.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: false });
    uploads.post(
      API_PATHS.rewardApplications,
      {
        preHandler: [refuseDeclaredOver(REWARD_BODY_LIMIT), uploads.requireRealMember],
        bodyLimit: REWARD_BODY_LIMIT,
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          ...member,
          summary:
            'Apply for a reward (multipart/form-data: promotionId, remarks, requestKey and up to 3 JPEG/PNG files `pictures` of ≤ 5 MB). A repeated requestKey answers the first application.',
          consumes: ['multipart/form-data'],
          response: { 200: ok(rewardApplicationSchema), ...failures },
        },
      },
      async (request) => {
        const member = signedIn(request);
        await app.responsibleGaming.checkClaim(request.merchant, member);
        const upload = await readRewardUpload(request);
        return success(await rewards.apply(request.merchant.code, member.memberId, upload));
      },
    );
  });

  app.get(
    API_PATHS.rewardApplications,
    {
      preHandler: app.requireRealMember,
      schema: {
        ...member,
        summary: "The member's own reward applications, newest first, with their status",
        querystring: rewardApplicationsQuerySchema,
        response: { 200: ok(rewardApplicationsResponseSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { pageNo, pageSize } = request.query;
      return success(await rewards.ofMember(signedIn(request).memberId, pageNo, pageSize));
    },
  );
};
