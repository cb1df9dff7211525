import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import { doneResponseSchema } from '@lobby/contract/password';
import {
  bindCodeResponseSchema,
  bindEmailCodeRequestSchema,
  bindEmailRequestSchema,
  bindMobileCodeRequestSchema,
  bindMobileRequestSchema,
} from '@lobby/contract/security';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { success } from '../../lib/envelope';
import { signedIn } from '../auth/signed-in';
import type { ContactMember, ContactService } from './contact.service';

const failures = { 400: failureSchema, 401: failureSchema, 403: failureSchema, 409: failureSchema, 429: failureSchema };
const tagged = { tags: ['security'], security: [{ bearer: [] }] };
const limited = { rateLimit: { max: 10, timeWindow: '1 minute' } };
const LIMITS =
  'The code is 6 digits, good for 5 minutes and once, with 5 tries. One code per destination per minute and 5 an ' +
  'hour, 8 an hour per member, 10 an hour per address (`rate.limited`).';

const asker = (request: FastifyRequest): ContactMember => ({
  merchant: request.merchant,
  memberId: signedIn(request).memberId,
  ip: request.ip,
});

/** Bind and verify the member's mobile number and e-mail address (the security centre). */
export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    const member = { preHandler: app.requireRealMember, config: limited };

    app.post(
      API_PATHS.bindMobileCode,
      {
        ...member,
        schema: {
          ...tagged,
          summary: 'Send a code by SMS to a mobile number the member wants to bind',
          description: `${LIMITS} Another member's number is refused with \`mobile.in.use\`.`,
          body: bindMobileCodeRequestSchema,
          response: { 200: ok(bindCodeResponseSchema), ...failures },
        },
      },
      async (request) => success(await contact.sendMobileCode(asker(request), request.body)),
    );

    app.put(
      API_PATHS.bindMobile,
      {
        ...member,
        schema: {
          ...tagged,
          summary: 'Bind the mobile number with its code: verified, audited; the old number gets an SMS notice',
          body: bindMobileRequestSchema,
          response: { 200: ok(doneResponseSchema), ...failures },
        },
      },
      async (request) => {
        await contact.bindMobile(asker(request), request.body);
        return success({ done: true as const });
      },
    );

    app.post(
      API_PATHS.bindEmailCode,
      {
        ...member,
        schema: {
          ...tagged,
          summary: 'Send a code by e-mail to an address the member wants to bind',
          description: `${LIMITS} An address another member verified is refused with \`email.in.use\`.`,
          body: bindEmailCodeRequestSchema,
          response: { 200: ok(bindCodeResponseSchema), ...failures },
        },
      },
      async (request) => success(await contact.sendEmailCode(asker(request), request.body.email)),
    );

    app.put(
      API_PATHS.bindEmail,
      {
        ...member,
        schema: {
          ...tagged,
          summary: 'Bind the e-mail address with its code: verified, audited; the old address gets a notice',
          body: bindEmailRequestSchema,
          response: { 200: ok(doneResponseSchema), ...failures },
        },
      },
      async (request) => {
        await contact.bindEmail(asker(request), request.body);
        return success({ done: true as const });
      },
    );
  };
}
