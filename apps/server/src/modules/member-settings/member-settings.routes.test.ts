import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { InboxPage } from '@lobby/contract/inbox';
import type { MemberSettings } from '@lobby/contract/member-settings';
import sharp from 'sharp';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { filesUnder, multipartBody, tinyImage, type FilePart } from '../../test/multipart';
import { adminCall, operatorSession } from '../../test/operators';

type Answer<T> = { success: boolean; value: T; code?: string; field?: string };
const SETTINGS = {
  language: 'id',
  hideBalance: true,
  gameSound: false,
  messages: { announcements: false, promotions: true },
};

describe.each(DRIVERS)('member settings and profile picture on %s', (driver) => {
  let t: TestApp;
  let demo: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    demo = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
    other = (await loginAs(t.app, 'player01', 'Play1234')).token;
  });
  afterAll(() => t.close());

  const settingsOf = async (token: string) =>
    (await sendJson<Answer<MemberSettings>>(t.app, 'GET', API_PATHS.memberSettings, undefined, token)).body.value;
  const upload = async (files: FilePart[], as = demo) => {
    const { payload, contentType } = multipartBody({}, files);
    const response = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.profilePicture,
      headers: { 'content-type': contentType, authorization: `Bearer ${as}` },
      payload,
    });
    return { status: response.statusCode, body: response.json() as Answer<MemberSettings> };
  };
  const files = () => filesUnder(join(t.dataDir, 'uploads')).length;

  it('starts from the defaults and keeps what the member saves, for that member only', async () => {
    expect(await settingsOf(demo)).toEqual({
      language: null,
      hideBalance: false,
      gameSound: true,
      messages: { announcements: true, promotions: true },
      picture: null,
    });
    const saved = await sendJson<Answer<MemberSettings>>(t.app, 'PUT', API_PATHS.memberSettings, SETTINGS, demo);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await settingsOf(demo)).toEqual({ ...SETTINGS, picture: null });
    expect((await settingsOf(other)).hideBalance).toBe(false);
    expect((await sendJson(t.app, 'GET', API_PATHS.memberSettings)).status).toBe(401);
  });

  it('refuses bad settings with the field named, changing nothing', async () => {
    const before = await settingsOf(demo);
    for (const [body, field] of [
      [{ ...SETTINGS, language: 'fr' }, 'language'],
      [{ ...SETTINGS, hideBalance: 'yes' }, 'hideBalance'],
      [{ ...SETTINGS, messages: { announcements: false } }, 'messages'],
      [{ language: 'en' }, 'hideBalance'],
    ] as const) {
      const { status, body: answer } = await sendJson<Answer<unknown>>(
        t.app,
        'PUT',
        API_PATHS.memberSettings,
        body,
        demo,
      );
      expect(status).toBe(400);
      expect(answer.code).toBe('request.invalid');
      expect(answer.field ?? '').toContain(field);
    }
    expect(await settingsOf(demo)).toEqual(before);
  });

  it('hides a category the member turned off from their inbox; transactional messages still arrive', async () => {
    const admin = (await operatorSession(t.app, 'admin')).token;
    const send = (title: string, category: string) =>
      adminCall(t.app, admin, 'POST', ADMIN_PATHS.inbox, { audience: 'all', title, content: '<p>x</p>', category });
    await send('Weekend news', 'announcements');
    await send('Deposit bonus', 'promotions');
    const titles = async (token: string) =>
      (await sendJson<Answer<InboxPage>>(t.app, 'GET', API_PATHS.inbox, undefined, token)).body.value.list.map(
        (item) => item.title,
      );
    expect(await titles(demo)).toContain('Deposit bonus');
    expect(await titles(demo)).not.toContain('Weekend news');
    expect(await titles(other)).toEqual(expect.arrayContaining(['Deposit bonus', 'Weekend news']));
    await sendJson(
      t.app,
      'PUT',
      API_PATHS.memberSettings,
      { ...SETTINGS, messages: { announcements: true, promotions: false } },
      demo,
    );
    expect(await titles(demo)).toContain('Weekend news');
    expect(await titles(demo)).not.toContain('Deposit bonus');
  });

  it('takes a PNG named .jpg as a 256 px square, serves it to its member only, and removes it', async () => {
    const png = await tinyImage('png');
    const before = files();
    const { status, body } = await upload([{ field: 'picture', filename: 'me.jpg', type: 'image/jpeg', data: png }]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value.picture).toMatch(/^\/api\/v1\/members\/me\/picture\?v=\d+$/);
    expect(files()).toBe(before + 1);

    const mine = await t.app.inject({
      method: 'GET',
      url: body.value.picture ?? '',
      headers: { authorization: `Bearer ${demo}` },
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    const meta = await sharp(mine.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([256, 256]);
    const theirs = await t.app.inject({
      method: 'GET',
      url: API_PATHS.profilePicture,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(theirs.statusCode).toBe(404);

    // A new picture replaces the old file.
    const jpeg = await tinyImage('jpeg');
    expect((await upload([{ field: 'picture', filename: 'me.png', type: 'image/png', data: jpeg }])).status).toBe(200);
    expect(files()).toBe(before + 1);

    const removed = await sendJson<Answer<MemberSettings>>(t.app, 'DELETE', API_PATHS.profilePicture, undefined, demo);
    expect(removed.body.value.picture).toBeNull();
    expect(files()).toBe(before);
  });

  it('refuses an HTML file named .png (415), 5 MB + 1 byte (413), two files and none, storing nothing', async () => {
    const png = await tinyImage('png');
    const before = files();
    const html = Buffer.from('<html><body onload="alert(1)"></body></html>');
    const cases: [FilePart[], number, string][] = [
      [[{ field: 'picture', filename: 'me.png', type: 'image/png', data: html }], 415, 'upload.type.invalid'],
      [
        [
          {
            field: 'picture',
            filename: 'big.png',
            type: 'image/png',
            data: Buffer.concat([png, Buffer.alloc(5_242_881 - png.length)]),
          },
        ],
        413,
        'upload.too.large',
      ],
      [
        [
          { field: 'picture', filename: 'a.png', type: 'image/png', data: png },
          { field: 'picture', filename: 'b.png', type: 'image/png', data: png },
        ],
        400,
        'upload.too.many',
      ],
      [[], 400, 'request.invalid'],
    ];
    for (const [parts, status, code] of cases) {
      const answer = await upload(parts);
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    }
    expect(files()).toBe(before);
    expect((await settingsOf(demo)).picture).toBeNull();
  });
});
