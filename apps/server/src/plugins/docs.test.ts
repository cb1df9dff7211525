import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

describe('OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('documents every API route with its query parameters', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as {
      openapi: string;
      paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [...Object.values(API_PATHS), ...Object.values(ADMIN_PATHS)]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const names = doc.paths[API_PATHS.games]?.get?.parameters?.map((parameter) => parameter.name) ?? [];
    for (const name of [
      'gameName',
      'gameType',
      'pageNo',
      'pageSize',
      'vassalage',
      'gameClassify',
      'minBet',
      'minLine',
      'isNew',
    ]) {
      expect(names).toContain(name);
    }
  });

  it('serves the docs UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(response.statusCode);
    const page =
      response.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: String(response.headers.location) })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });
});
