import multipart from '@fastify/multipart';
import { API_PATHS, failureSchema, ok } from '@lobby/contract/core';
import {
  DEPOSIT_RECEIPT_FIELD,
  DEPOSIT_RECEIPT_MAX_BYTES,
  depositCreateSchema,
  depositOrderParamsSchema,
  depositOrderSchema,
  depositsPageSchema,
  depositsQuerySchema,
} from '@lobby/contract/deposits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, success } from '../../lib/envelope';
import { perMemberRateLimit } from '../../lib/member-rate-limit';
import { readPictureForm, refuseDeclaredOver } from '../../lib/picture-upload';
import { signedIn } from '../auth/signed-in';
import { idempotencyKeyOf } from './deposit-idempotency';

const failures = {
  400: failureSchema,
  401: failureSchema,
  403: failureSchema,
  404: failureSchema,
  409: failureSchema,
  413: failureSchema,
  415: failureSchema,
  503: failureSchema,
};
const member = { tags: ['cashier'], security: [{ bearer: [] }] };
/** One receipt and the multipart framing. */
const RECEIPT_BODY_LIMIT = DEPOSIT_RECEIPT_MAX_BYTES + 64 * 1024;

/** A member's deposit orders (real accounts only). */
export const depositsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deposits, site } = app;
  const item = `${API_PATHS.deposits}/:orderNo`;
  const guarded = { preHandler: app.requireRealMember };

  app.post(
    API_PATHS.deposits,
    {
      ...guarded,
      config: perMemberRateLimit(20),
      schema: {
        ...member,
        summary:
          "Make a deposit order on a channel: amount as a decimal string in the channel's currency, within its bounds; a manual channel needs the sender's name. The answer has the order's reference (put it on the transfer), the receiving account, the fee and the amount credited, or the gateway's payUrl/qrData",
        description:
          'Send an `Idempotency-Key` header (1-100 printable ASCII characters, one per deposit the member means to ' +
          'make) to retry safely: the same key from the same member within 24 hours answers the first order; ' +
          'with another body it is refused (409 deposit.key.reused); while the first is still asking its gateway, ' +
          '409 deposit.key.busy. Rate-limited per member (20 a minute).',
        body: depositCreateSchema,
        response: { 200: ok(depositOrderSchema), ...failures },
      },
    },
    async (request) => {
      const idempotencyKey = idempotencyKeyOf(request.headers);
      // Gateway return and callback addresses: only ever one of the merchant's own domains.
      const origin = await site.originFor(request.merchant.code, request);
      const context = { merchant: request.merchant, member: signedIn(request), origin, idempotencyKey };
      return success(await deposits.create(context, request.body));
    },
  );

  app.get(
    API_PATHS.deposits,
    {
      ...guarded,
      schema: {
        ...member,
        summary: "The member's deposit orders, newest first, by status when asked, paged",
        querystring: depositsQuerySchema,
        response: { 200: ok(depositsPageSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { status, pageNo, pageSize } = request.query;
      return success(await deposits.list(signedIn(request), status, pageNo, pageSize));
    },
  );

  app.get(
    item,
    {
      ...guarded,
      schema: {
        ...member,
        summary: "One of the member's orders (the result page polls it); an overdue pending order reads as expired",
        params: depositOrderParamsSchema,
        response: { 200: ok(depositOrderSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return success(await deposits.get(signedIn(request), request.params.orderNo));
    },
  );

  app.post(
    `${item}/cancel`,
    {
      ...guarded,
      schema: {
        ...member,
        summary: 'Cancel a pending order (409 deposit.not.pending otherwise)',
        params: depositOrderParamsSchema,
        response: { 200: ok(depositOrderSchema), ...failures },
      },
    },
    async (request) => success(await deposits.cancel(signedIn(request), request.params.orderNo)),
  );

  // Multipart is parsed in this scope only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: false });
    uploads.post(
      `${item}/receipt`,
      {
        preHandler: [refuseDeclaredOver(RECEIPT_BODY_LIMIT), uploads.requireRealMember],
        bodyLimit: RECEIPT_BODY_LIMIT,
        config: perMemberRateLimit(10),
        schema: {
          ...member,
          summary: `Attach the transfer receipt to a pending manual order (multipart/form-data, one JPEG or PNG of ≤ 5 MB in \`${DEPOSIT_RECEIPT_FIELD}\`, checked by its bytes); a new one replaces the old`,
          consumes: ['multipart/form-data'],
          params: depositOrderParamsSchema,
          response: { 200: ok(depositOrderSchema), ...failures },
        },
      },
      async (request) => {
        // This scope has no zod type provider: the params are read by hand (the schema above documents them).
        const params = depositOrderParamsSchema.safeParse(request.params);
        if (!params.success) throw new ApiError('deposit.not.found');
        const { pictures } = await readPictureForm(
          request,
          { field: DEPOSIT_RECEIPT_FIELD, maxBytes: DEPOSIT_RECEIPT_MAX_BYTES, maxFiles: 1 },
          [],
        );
        const [picture] = pictures;
        if (!picture)
          throw new ApiError(
            'request.invalid',
            `${DEPOSIT_RECEIPT_FIELD}: a picture is required`,
            DEPOSIT_RECEIPT_FIELD,
          );
        return success(await deposits.attachReceipt(signedIn(request), params.data.orderNo, picture));
      },
    );
  });
};
