import { API_PATHS, BANNER_GROUPS, bannersResponseSchema, type Failure } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('GET /api/v1/banners on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('lists the home banners in order, with in-site linkage', async () => {
    const { status, body } = await getJson<Ok<unknown>>(t.app, `${API_PATHS.banners}?groupName=m_home`);
    expect(status).toBe(200);
    const banners = bannersResponseSchema.parse(body.value);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners[0]?.title).toBe('Welcome to Lucky Nova');
    for (const banner of banners) {
      expect(banner.groupName).toBe('m_home');
      expect(banner.linkage).toMatch(/^\/m\//);
      expect(banner.imageUrl).toMatch(/^\/media\/banners\/[0-9a-f]+\.webp$/);
    }
  });

  it('has a group per game type', async () => {
    for (const group of ['m_rng', 'm_live', 'm_fish', 'm_pvp', 'm_sports', 'm_lott', 'm_elott']) {
      const { body } = await getJson<Ok<unknown[]>>(t.app, `${API_PATHS.banners}?groupName=${group}`);
      expect(body.value.length, group).toBeGreaterThan(0);
    }
    expect(BANNER_GROUPS).toContain('m_reg');
  });

  it('refuses an unknown group', async () => {
    const { status, body } = await getJson<Failure>(t.app, `${API_PATHS.banners}?groupName=m_nope`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'request.invalid', field: 'groupName' });
  });
});
