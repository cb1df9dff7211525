import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  rgLimitRequestSchema,
  rgOverviewSchema,
  rgRealityCheckRequestSchema,
  rgSelfExclusionRequestSchema,
  rgSessionLimitRequestSchema,
  rgSessionSchema,
  rgTimeOutRequestSchema,
} from '@lobby/contract/responsible-gaming';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 409: failureSchema };
const tags = ['responsible gaming'];
const security = [{ bearer: [] }];

/** The member's responsible-gaming page: limits, reality check, time-out, self-exclusion. */
export const responsibleGamingRoutes: FastifyPluginAsyncZod = async (app) => {
  const rg = app.responsibleGaming;
  const guarded = { preHandler: app.requireRealMember, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    API_PATHS.responsibleGaming,
    {
      preHandler: app.requireRealMember,
      schema: {
        tags,
        security,
        summary:
          "The member's limits (with pending changes and what each period used), reality check and any time-out or self-exclusion",
        response: { 200: ok(rgOverviewSchema), ...failures },
      },
    },
    async (request) => success(await rg.overview(request.merchant, signedIn(request))),
  );

  app.put(
    API_PATHS.rgLimits,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Set, lower, raise or remove (amount null) a deposit, loss or wager limit of a day, week or month: lower applies at once, higher or removed after 24 hours',
        body: rgLimitRequestSchema,
        response: { 200: ok(rgOverviewSchema), ...failures },
      },
    },
    async (request) => success(await rg.setLimit(request.merchant, signedIn(request), request.body)),
  );

  app.put(
    API_PATHS.rgSessionLimit,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'Set or remove (null) the session time limit in minutes; a longer or removed one waits 24 hours',
        body: rgSessionLimitRequestSchema,
        response: { 200: ok(rgOverviewSchema), ...failures },
      },
    },
    async (request) => success(await rg.setSessionLimit(request.merchant, signedIn(request), request.body)),
  );

  app.put(
    API_PATHS.rgRealityCheck,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The reality check in games: every 15, 30 or 60 minutes, or off (null)',
        body: rgRealityCheckRequestSchema,
        response: { 200: ok(rgOverviewSchema), ...failures },
      },
    },
    async (request) => success(await rg.setRealityCheck(request.merchant, signedIn(request), request.body)),
  );

  app.post(
    API_PATHS.rgPromptDone,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary: 'The member answered the deposit-limit prompt (set a limit or skipped it)',
        response: { 200: ok(rgOverviewSchema), ...failures },
      },
    },
    async (request) => success(await rg.promptDone(request.merchant, signedIn(request))),
  );

  app.post(
    API_PATHS.rgTimeOut,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Take a time-out (1d, 7d, 30d, 6w, 6m): sign-in stays open for balance, history and withdrawals; no play, deposits or promotions',
        body: rgTimeOutRequestSchema,
        response: { 200: ok(rgOverviewSchema), ...failures },
      },
    },
    async (request) => success(await rg.timeOut(request.merchant, signedIn(request), request.body)),
  );

  app.post(
    API_PATHS.rgSelfExclusion,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'Self-exclude (6m, 1y, 5y, indefinite; confirm true): applies at once, ends every session, forfeits pending reward claims; no one can lift it early',
        body: rgSelfExclusionRequestSchema,
        response: { 200: ok(z.object({ endsAt: z.string().nullable() })), ...failures },
      },
    },
    async (request) => success(await rg.selfExclude(request.merchant, signedIn(request), request.body)),
  );

  app.post(
    API_PATHS.rgResume,
    {
      ...guarded,
      schema: {
        tags,
        security,
        summary:
          'After a self-exclusion has run its term: ask to play again; play resumes 24 hours later (7 days after an indefinite one)',
        response: { 200: ok(rgOverviewSchema), ...failures },
      },
    },
    async (request) => success(await rg.requestResume(request.merchant, signedIn(request))),
  );

  app.get(
    API_PATHS.rgSession,
    {
      preHandler: app.requireMember,
      schema: {
        tags,
        security,
        summary: "This session's start and net result (bets and wins), and the member's reality-check interval",
        response: { 200: ok(rgSessionSchema), ...failures },
      },
    },
    async (request) => success(await rg.session(request.merchant, signedIn(request))),
  );
};
