import { API_PATHS, failureSchema } from '@lobby/contract/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/envelope';
import { createTestApp, type TestApp } from '../test/app';
import { describeValidation, toFailure } from './errors';

describe('error mapping', () => {
  it('names the first failing field', () => {
    expect(describeValidation([{ instancePath: '/vassalage/2', message: 'Invalid' }], 'querystring')).toEqual({
      field: 'vassalage',
      message: 'vassalage.2: Invalid',
    });
    expect(describeValidation([{ instancePath: '', message: 'Expected object' }], 'body').field).toBe('body');
  });

  it('maps API errors, fastify errors and unknown failures to the catalogue', () => {
    expect(toFailure(new ApiError('permission.denied')).status).toBe(403);
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    });
    expect(toFailure(tooLarge)).toMatchObject({ status: 413, body: { code: 'request.too.large' } });
    const internal = toFailure(new Error('relation "games" does not exist at /srv/app.ts:12'));
    expect(internal).toMatchObject({ status: 500, internal: true, body: { code: 'system.error' } });
    expect(JSON.stringify(internal.body)).not.toContain('relation');
  });
});

describe('errors over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: { BODY_LIMIT_BYTES: 2048 },
      extend: (app: FastifyInstance) => {
        app.post('/api/v1/test/echo', { schema: { body: z.object({ name: z.string().max(5) }) } }, async (request) => ({
          success: true,
          value: request.body,
        }));
        app.get('/api/v1/test/boom', async () => {
          throw new Error('secret database password in /srv/app.ts');
        });
      },
    });
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/v1/test/echo', payload, headers: { 'content-type': contentType } });

  it('answers 404 route.not.found for an unknown API route, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v1/nope?x=1' });
      expect(response.statusCode).toBe(404);
      expect(failureSchema.parse(response.json())).toMatchObject({ success: false, code: 'route.not.found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/other' })).statusCode).toBe(404);
  });

  it('answers 400 request.malformed for broken JSON, 400 request.invalid for a bad body', async () => {
    const broken = await post('{"name": ');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 'request.malformed' });
    const invalid = await post(JSON.stringify({ name: 'far too long' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'request.invalid', field: 'name' });
    const ok = await post(JSON.stringify({ name: 'ok', extra: true }));
    expect(ok.json()).toEqual({ success: true, value: { name: 'ok' } });
  });

  it('answers 413 for a body over the limit and 415 for an unknown content type', async () => {
    const big = await post(JSON.stringify({ name: 'x'.repeat(5000) }));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'request.too.large' });
    const media = await post('name=x', 'application/x-unknown');
    expect(media.statusCode).toBe(415);
    expect(media.json()).toMatchObject({ code: 'request.unsupported.media' });
  });

  it('never leaks internals on a server error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, code: 'system.error', message: 'Unknown or system error.' });
    expect(response.body).not.toMatch(/secret|\/srv|stack/);
  });

  it('validation errors are envelopes on real routes too', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API_PATHS.games}?pageSize=201` });
    expect(response.json()).toMatchObject({ success: false, code: 'request.invalid', field: 'pageSize' });
  });
});
