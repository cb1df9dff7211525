import { BANNER_GROUPS, bannersResponseSchema } from '@lobby/contract/banners';
import { API_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('GET /api/v1/banners on %s', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t.close());

  it('lists the home banners in order, linking to a page of the site or a promotion', async () => {
    const { status, body } = await getJson<Ok<unknown>>(t.app, `${API_PATHS.banners}?groupName=m_home`);
    expect(status).toBe(200);
    const banners = bannersResponseSchema.parse(body.value);
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners[0]?.title).toBe('Welcome to Lucky Nova');
    for (const banner of banners) {
      expect(banner.groupName).toBe('m_home');
      if (banner.linkType === 'ROUTE') expect(banner.linkage).toMatch(/^\/m\//);
      else expect(banner).toMatchObject({ linkType: 'PROMOTION', linkage: expect.stringMatching(/^\d+$/) });
      expect(banner.imageUrl).toMatch(/^\/media\/banners\/[0-9a-f]+\.webp$/);
    }
  });

  it('serves each language its own banners (Indonesian art and titles), leading to the same places', async () => {
    const list = async (language: string) =>
      bannersResponseSchema.parse(
        (await getJson<Ok<unknown>>(t.app, `${API_PATHS.banners}?groupName=m_home&language=${language}`)).body.value,
      );
    const [en, id] = [await list('en'), await list('id')];
    expect(id[0]?.title).toBe('Selamat datang di Lucky Nova');
    expect(id.map((banner) => banner.title)).not.toEqual(en.map((banner) => banner.title));
    expect(id.map((banner) => banner.imageUrl)).not.toEqual(en.map((banner) => banner.imageUrl));
    expect(id.map((banner) => [banner.linkType, banner.linkage])).toEqual(
      en.map((banner) => [banner.linkType, banner.linkage]),
    );
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
