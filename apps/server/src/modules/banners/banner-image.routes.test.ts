import { adminBannerPageSchema, BANNER_IMAGE_FIELD } from '@lobby/contract/admin/announcements';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { filesUnder, multipartBody, tinyImage, type FilePart } from '../../test/multipart';
import { adminCall, operatorSession } from '../../test/operators';
import { BANNER_IMAGE_MAX_BYTES } from './banner-image';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('operator API: banner images and the banner list on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  const stored = () => filesUnder(join(t.dataDir, 'media', 'banners', 'uploads'));

  const upload = async (token: string, files: FilePart[], headers: Record<string, string> = {}) => {
    const { payload, contentType } = multipartBody({}, files);
    const response = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.bannerImages,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType, ...headers },
      payload,
    });
    return { status: response.statusCode, body: response.json() as { value: { url: string }; code: string } };
  };
  const png = async () => [
    { field: BANNER_IMAGE_FIELD, filename: 'b.png', type: 'image/png', data: await tinyImage('png') },
  ];

  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
    editor = (await operatorSession(t.app, 'editor')).token;
  });
  afterAll(() => t.close());

  it('stores a PNG under a random name, serves it as public media, and audits the upload', async () => {
    const { status, body } = await upload(editor, await png());
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value.url).toMatch(/^\/media\/banners\/uploads\/[0-9a-f]{2}\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: body.value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    // The address is a valid banner image: a banner can use it at once.
    const banner = await adminCall(t.app, editor, 'POST', ADMIN_PATHS.banners, {
      groupName: 'm_home',
      title: 'Uploaded',
      imageUrl: body.value.url,
    });
    expect(banner.status).toBe(200);
    const admin = (await operatorSession(t.app, 'admin')).token;
    const audit = await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=5`);
    expect(audit.body.value.map((entry) => entry.action)).toContain('banner-image.create');
  });

  it('refuses what is not a PNG or JPEG by its bytes, whatever it claims, and stores nothing', async () => {
    const before = stored().length;
    const fake = {
      field: BANNER_IMAGE_FIELD,
      filename: 'x.png',
      type: 'image/png',
      data: Buffer.from('<svg onload=alert(1)>'),
    };
    const refused = await upload(editor, [fake]);
    expect([refused.status, refused.body.code]).toEqual([415, 'upload.type.invalid']);
    const big = Buffer.concat([await tinyImage('png'), Buffer.alloc(BANNER_IMAGE_MAX_BYTES)]);
    const tooBig = await upload(editor, [{ ...fake, data: big }]);
    expect(tooBig.status).toBe(413);
    const wrongField = await upload(editor, [{ ...(await png())[0]!, field: 'pictures' }]);
    expect([wrongField.status, wrongField.body.code]).toEqual([400, 'request.invalid']);
    const json = await adminCall<Failure>(t.app, editor, 'POST', ADMIN_PATHS.bannerImages, { url: 'x' });
    expect(json.status).toBe(415);
    expect(stored().length).toBe(before);
  });

  it('is for editors and admins of this site: a reviewer gets 403, another merchant 401', async () => {
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    expect((await upload(reviewer, await png())).status).toBe(403);
    const other = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    expect((await upload(other, await png())).status).toBe(401);
  });

  it('lists banners by language (its own and every-language ones), status and sort', async () => {
    const list = async (query: string) => {
      const { status, body } = await adminCall<Ok<unknown>>(t.app, editor, 'GET', `${ADMIN_PATHS.banners}?${query}`);
      expect(status, JSON.stringify(body)).toBe(200);
      return adminBannerPageSchema.parse(body.value);
    };
    const english = await list('language=en&pageSize=100');
    expect(english.list.length).toBeGreaterThan(0);
    expect(english.list.every((banner) => banner.language === null || banner.language === 'en')).toBe(true);
    const published = await list('status=published&pageSize=100');
    expect(published.list.every((banner) => banner.published)).toBe(true);
    const titles = (await list('sort=title&order=desc&pageSize=100')).list.map((banner) => banner.title);
    expect(titles).toEqual([...titles].sort((a, b) => b.localeCompare(a, 'en')));
    const bad = await adminCall<Failure>(t.app, editor, 'GET', `${ADMIN_PATHS.banners}?sort=imageUrl`);
    expect(bad.status).toBe(400);
  });
});
