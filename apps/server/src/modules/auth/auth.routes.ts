import {
  captchaQuerySchema,
  captchaResponseSchema,
  loginRequestSchema,
  publicKeyResponseSchema,
  renewResponseSchema,
  sessionSchema,
  socialLoginRequestSchema,
  trialRequestSchema,
} from '@lobby/contract/auth';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import { loginCodeRequestSchema } from '@lobby/contract/security';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { success } from '../../lib/envelope';
import { authSettingsOf } from '../site/auth-settings';
import { KNOWN_DEVICE_DAYS } from './known-devices.repository';
import { signedIn } from './signed-in';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 429: failureSchema };
const bearer = [{ bearer: [] }];

export const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Marks a browser its member logged in from: HttpOnly, and sent to the login call only. */
const DEVICE_COOKIE = 'lobby_device';
const deviceCookie = (token: string, secure: boolean) =>
  stringifySetCookie({
    name: DEVICE_COOKIE,
    value: token,
    httpOnly: true,
    secure,
    sameSite: 'strict',
    path: API_PATHS.login,
    maxAge: KNOWN_DEVICE_DAYS * 24 * 60 * 60,
  });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_PATHS.publicKey,
    {
      schema: {
        tags: ['auth'],
        summary: 'The RSA key (with its id) that login, register and phone-reset payloads are encrypted to',
        response: { 200: ok(publicKeyResponseSchema) },
      },
    },
    async () => success(await app.encryption.publicKey()),
  );

  app.get(
    API_PATHS.captcha,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'A new image captcha (PNG data URL) and the key its answer is checked against',
        querystring: captchaQuerySchema,
        response: { 200: ok(captchaResponseSchema), 400: failureSchema, 429: failureSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const kind = request.query.kind ?? authSettingsOf(request.merchant).captchaKind;
      return success(await app.captcha.issue(request.merchant.code, kind));
    },
  );

  app.post(
    API_PATHS.login,
    {
      config: { encrypted: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Log in by username and password or by mobile number and SMS code (body sent as a JWE)',
        description:
          'Send `{ "payload": "<compact JWE>" }` with the header `Encryption: JWE`; the JWE carries this body. ' +
          'A member with two-factor sign-in on gets `login.two.factor.required` with `value.challenge` for the code step.',
        body: loginRequestSchema,
        response: { 200: ok(sessionSchema), ...failures },
      },
    },
    async (request, reply) => {
      const device = parseCookie(request.headers.cookie ?? '')[DEVICE_COOKIE];
      const { session, deviceToken } = await app.auth.login(request.merchant, request.body, clientOf(request), device);
      void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
      return success(session);
    },
  );

  app.post(
    API_PATHS.loginCode,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: "A login's second step, when the member has two-factor sign-in on: the challenge and a code",
        description:
          'The first step answers `login.two.factor.required` with `value.challenge`. Send it with a TOTP code or a ' +
          'recovery code; each TOTP code counts once, each recovery code once, and the fifth wrong code ends the challenge.',
        body: loginCodeRequestSchema,
        response: { 200: ok(sessionSchema), ...failures },
      },
    },
    async (request, reply) => {
      const device = parseCookie(request.headers.cookie ?? '')[DEVICE_COOKIE];
      const { session, deviceToken } = await app.auth.loginWithCode(
        request.merchant,
        request.body,
        clientOf(request),
        device,
      );
      void reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
      return success(session);
    },
  );

  app.post(
    API_PATHS.socialLogin,
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with a Google ID token or a Facebook Login access token (when the merchant enables it); the first sign-in creates the member',
        body: socialLoginRequestSchema,
        response: { 200: ok(sessionSchema), ...failures },
      },
    },
    async (request) => success(await app.social.login(request.merchant, request.body, clientOf(request))),
  );

  app.post(
    API_PATHS.trial,
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Start a free-play (trial) session on a new guest account',
        body: trialRequestSchema,
        response: { 200: ok(sessionSchema), 400: failureSchema, 429: failureSchema },
      },
    },
    async (request) => success(await app.auth.trial(request.merchant, clientOf(request))),
  );

  app.post(
    API_PATHS.renewSession,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['auth'],
        summary: 'Renew the session (home does this on mount): its expiry moves out by its own length',
        security: bearer,
        response: { 200: ok(renewResponseSchema), ...failures },
      },
    },
    async (request) => success({ expiresAt: await app.sessions.renew(signedIn(request)) }),
  );

  app.delete(
    API_PATHS.session,
    {
      preHandler: app.requireMember,
      schema: {
        tags: ['auth'],
        summary: 'Log out: the session ends and its token stops working',
        security: bearer,
        response: { 200: ok(doneResponseSchema), ...failures },
      },
    },
    async (request) => {
      await app.sessions.end(signedIn(request));
      return success({ done: true as const });
    },
  );
};
