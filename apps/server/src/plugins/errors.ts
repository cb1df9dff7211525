import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@lobby/contract/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, failure } from '../lib/envelope';

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request.malformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.malformed',
  FST_ERR_BAD_URL: 'request.malformed',
  FST_ERR_ASYNC_CONSTRAINT: 'request.malformed',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.too.large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'request.unsupported.media',
};

const BY_STATUS: Record<number, ErrorCode> = {
  401: 'login.required',
  403: 'permission.denied',
  404: 'resource.not.found',
  413: 'request.too.large',
  415: 'request.unsupported.media',
  429: 'rate.limited',
  503: 'system.maintenance',
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { missingProperty?: string };
}

/** The first failing field of a validation error, and a readable message naming it. */
export function describeValidation(
  issues: readonly ValidationIssue[],
  context: string | undefined,
): { field: string; message: string } {
  const first = issues[0] ?? {};
  const segments = (first.instancePath ?? '').split('/').filter(Boolean);
  const field = segments[0] ?? first.params?.missingProperty ?? context ?? 'request';
  const path = segments.length > 0 ? segments.join('.') : field;
  const detail = first.message ?? 'is not valid';
  return { field, message: `${path}: ${detail}` };
}

/** Map any error to the catalogue: a status and the failure envelope. Never leaks internals. */
export function toFailure(error: FastifyError | ApiError | Error): {
  status: number;
  body: ReturnType<typeof failure>;
  internal: boolean;
} {
  if (error instanceof ApiError) {
    return {
      status: error.statusCode,
      body: failure(error.code, error.message, error.field, error.value),
      internal: false,
    };
  }
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) {
    const { field, message } = describeValidation(fastifyError.validation, fastifyError.validationContext);
    return { status: 400, body: failure('request.invalid', message, field), internal: false };
  }
  const byCode = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  const status = fastifyError.statusCode ?? 500;
  const code = byCode ?? BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'request.malformed' : 'system.error');
  return { status: ERROR_STATUS[code], body: failure(code, ERROR_MESSAGES[code]), internal: ERROR_STATUS[code] >= 500 };
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, internal } = toFailure(error);
    if (internal) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, field: body.field }, 'request refused');
    return reply.status(status).send(body);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
