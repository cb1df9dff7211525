import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import type { AdminFeedback, AdminFeedbackDetail, AdminFeedbackPage } from '@lobby/contract/admin/feedback';
import type { Feedback, FeedbackOptions, FeedbackPage } from '@lobby/contract/feedback';
import type { InboxMessage, InboxPage } from '@lobby/contract/inbox';
import { count, eq } from 'drizzle-orm';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, feedback, feedbackImages } from '../../db/schema/index';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { filesUnder, multipartBody, tinyImage, type FilePart } from '../../test/multipart';
import { adminCall, operatorSession } from '../../test/operators';

type Answer<T> = { success: boolean; value: T; code?: string; field?: string };
let keys = 0;
const newKey = () => `fb-${Date.now().toString(36)}-${(keys += 1)}`;
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe.each(DRIVERS)('feedback on %s', (driver) => {
  let t: TestApp;
  let demo: string;
  let other: string;
  let admin: string;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(driver);
    demo = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
    other = (await loginAs(t.app, 'player01', 'Play1234')).token;
    admin = (await operatorSession(t.app, 'admin')).token;
    png = await tinyImage('png');
  });
  afterAll(() => t.close());

  const send = async (fields: Record<string, string>, files: FilePart[] = [], as = demo, ip?: string) => {
    const { payload, contentType } = multipartBody(fields, files);
    const response = await t.app.inject({
      method: 'POST',
      url: API_PATHS.feedback,
      headers: { 'content-type': contentType, authorization: `Bearer ${as}` },
      ...(ip ? { remoteAddress: ip } : {}),
      payload,
    });
    return { status: response.statusCode, body: response.json() as Answer<Feedback> };
  };
  const stored = async () => {
    const [rows] = await t.db.handle.db.select({ n: count() }).from(feedback);
    const [images] = await t.db.handle.db.select({ n: count() }).from(feedbackImages);
    return { rows: rows?.n ?? 0, images: images?.n ?? 0, files: filesUnder(join(t.dataDir, 'uploads')).length };
  };
  const refused = async (fields: Record<string, string>, files: FilePart[], status: number, code: string) => {
    const before = await stored();
    const { status: got, body } = await send(fields, files);
    expect(got, JSON.stringify(body)).toBe(status);
    expect(body.code).toBe(code);
    expect(await stored()).toEqual(before);
  };
  const good = () => ({ category: 'deposit', content: words(8), requestKey: newKey() });

  it('offers the seeded categories in the reader’s language with the word bounds', async () => {
    const { body } = await sendJson<Answer<FeedbackOptions>>(t.app, 'GET', `${API_PATHS.feedbackOptions}?language=id`);
    expect(body.value.minWords).toBe(5);
    expect(body.value.maxWords).toBe(300);
    expect(body.value.categories).toContainEqual({ code: 'withdrawal', label: 'Penarikan' });
  });

  it('takes a PNG named .jpg by its content, and lists it for its member only', async () => {
    const before = await stored();
    const { status, body } = await send(good(), [{ filename: 'screen.jpg', type: 'image/jpeg', data: png }]);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.value).toMatchObject({ category: 'deposit', status: 'open', reply: null, imageCount: 1 });
    expect((await stored()).files).toBe(before.files + 1);

    const mine = await sendJson<Answer<FeedbackPage>>(t.app, 'GET', API_PATHS.feedback, undefined, demo);
    expect(mine.body.value.list.map((item) => item.id)).toContain(body.value.id);
    const theirs = await sendJson<Answer<FeedbackPage>>(t.app, 'GET', API_PATHS.feedback, undefined, other);
    expect(theirs.body.value.list.map((item) => item.id)).not.toContain(body.value.id);
    expect((await sendJson(t.app, 'GET', API_PATHS.feedback)).status).toBe(401);
  });

  it('refuses an HTML file named .png (415), 5 MB + 1 byte (413) and a fourth picture, storing nothing', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    await refused(good(), [{ filename: 'x.png', type: 'image/png', data: html }], 415, 'upload.type.invalid');
    const big = Buffer.concat([png, Buffer.alloc(5_242_880 + 1 - png.length, 0)]);
    await refused(good(), [{ filename: 'big.png', type: 'image/png', data: big }], 413, 'upload.too.large');
    const file = { filename: 'a.png', type: 'image/png', data: png };
    await refused(good(), [file, file, file, file], 400, 'upload.too.many');
  });

  it('keeps the content within the site’s word bounds and categories, which an admin may change', async () => {
    await refused({ ...good(), content: words(4) }, [], 400, 'feedback.words');
    await refused({ ...good(), content: words(301) }, [], 400, 'feedback.words');
    await refused({ ...good(), category: 'lottery' }, [], 400, 'feedback.category.invalid');
    await refused({ ...good(), content: '' }, [], 400, 'request.invalid');
    expect((await send({ ...good(), content: words(5) })).status).toBe(200);
    expect((await send({ ...good(), content: words(300) })).status).toBe(200);

    const settings = { categories: [{ code: 'lottery', labels: { en: 'Lottery' } }], minWords: 1, maxWords: 3 };
    const put = await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.feedbackSettings, settings);
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect((await send({ category: 'lottery', content: 'Great', requestKey: newKey() })).status).toBe(200);
    await refused({ ...good(), category: 'deposit', content: 'ok' }, [], 400, 'feedback.category.invalid');
    const wrong = await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.feedbackSettings, { ...settings, minWords: 9 });
    expect(wrong.status).toBe(400);
    // Back to the defaults for the other tests.
    const { body } = await adminCall<Answer<object>>(t.app, admin, 'GET', ADMIN_PATHS.feedbackSettings);
    expect(body.value).toMatchObject(settings);
    await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.feedbackSettings, {
      categories: [{ code: 'deposit', labels: { en: 'Deposit' } }],
      minWords: 5,
      maxWords: 300,
    });
  });

  it('refuses pictures where an admin turned them off, and says so in the form’s options', async () => {
    const { body: current } = await adminCall<Answer<object>>(t.app, admin, 'GET', ADMIN_PATHS.feedbackSettings);
    expect(current.value).toMatchObject({ pictures: true });
    const off = await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.feedbackSettings, {
      ...current.value,
      pictures: false,
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const options = await sendJson<Answer<FeedbackOptions>>(t.app, 'GET', API_PATHS.feedbackOptions);
    expect(options.body.value.pictures).toBe(false);
    await refused(good(), [{ filename: 'a.png', type: 'image/png', data: png }], 400, 'feedback.pictures.off');
    expect((await send(good())).status).toBe(200);
    await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.feedbackSettings, current.value);
  });

  it('answers a repeated request key with the first feedback, and rate-limits an address', async () => {
    const fields = good();
    const first = await send(fields);
    const again = await send(fields);
    expect(again.body.value.id).toBe(first.body.value.id);
    const ip = '203.0.113.77';
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await send(good(), [], demo, ip)).status);
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  it('lets admins and reviewers read and reply once; the reply lands in the member’s inbox, audited', async () => {
    const sent = (await send(good(), [{ filename: 'a.png', type: 'image/png', data: png }])).body.value;
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const open = await adminCall<Answer<AdminFeedbackPage>>(
      t.app,
      reviewer,
      'GET',
      `${ADMIN_PATHS.feedback}?status=open&username=${DEMO.player.username.toUpperCase()}&order=asc`,
    );
    expect(open.status).toBe(200);
    expect(open.body.value.list.every((item) => item.status === 'open' && item.username === 'demo')).toBe(true);
    const ids = open.body.value.list.map((item) => item.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids).toContain(sent.id);

    const detail = await adminCall<Answer<AdminFeedbackDetail>>(
      t.app,
      reviewer,
      'GET',
      `${ADMIN_PATHS.feedback}/${sent.id}`,
    );
    const [image] = detail.body.value.images;
    const picture = await t.app.inject({
      method: 'GET',
      url: image?.url ?? '',
      headers: { authorization: `Bearer ${reviewer}` },
    });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');

    const replyUrl = `${ADMIN_PATHS.feedback}/${sent.id}/reply`;
    const text = 'Thank you! <b>Your deposit</b> is credited.';
    const replied = await adminCall<Answer<AdminFeedback>>(t.app, reviewer, 'POST', replyUrl, { reply: text });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect(replied.body.value).toMatchObject({ status: 'replied', reply: text });
    const twice = await adminCall<Answer<unknown>>(t.app, admin, 'POST', replyUrl, { reply: 'again' });
    expect([twice.status, twice.body.code]).toEqual([409, 'feedback.already.replied']);
    expect((await adminCall(t.app, admin, 'POST', replyUrl, { reply: '  ' })).status).toBe(400);

    const [audit] = await t.db.handle.db.select().from(auditLog).where(eq(auditLog.action, 'feedback.reply'));
    expect(audit?.targetId).toBe(String(sent.id));

    const mine = await sendJson<Answer<FeedbackPage>>(t.app, 'GET', API_PATHS.feedback, undefined, demo);
    expect(mine.body.value.list.find((item) => item.id === sent.id)?.reply).toBe(text);
    const inbox = await sendJson<Answer<InboxPage>>(t.app, 'GET', `${API_PATHS.inbox}?language=id`, undefined, demo);
    const message = inbox.body.value.list.find((item) => item.title === 'Balasan untuk masukan Anda');
    expect(message).toBeDefined();
    const opened = await sendJson<Answer<InboxMessage>>(
      t.app,
      'GET',
      `${API_PATHS.inbox}/${message?.id}`,
      undefined,
      demo,
    );
    expect(opened.body.value.content).toContain('&lt;b&gt;Your deposit&lt;/b&gt;');
    const theirs = await sendJson<Answer<InboxPage>>(t.app, 'GET', API_PATHS.inbox, undefined, other);
    expect(theirs.body.value.list.some((item) => item.id === message?.id)).toBe(false);
  });

  it('refuses editors and finance, and shows another merchant’s operator nothing', async () => {
    const sent = (await send(good())).body.value;
    for (const role of ['editor', 'finance'] as const) {
      const token = (await operatorSession(t.app, role)).token;
      expect((await adminCall(t.app, token, 'GET', ADMIN_PATHS.feedback)).status).toBe(403);
      expect(
        (await adminCall(t.app, token, 'POST', `${ADMIN_PATHS.feedback}/${sent.id}/reply`, { reply: 'x' })).status,
      ).toBe(403);
    }
    const gold = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const headers = { merchant: 'GOLDREEF' };
    const list = await adminCall<Answer<AdminFeedbackPage>>(
      t.app,
      gold,
      'GET',
      ADMIN_PATHS.feedback,
      undefined,
      headers,
    );
    expect(list.body.value).toEqual({ list: [], totalCount: 0 });
    const item = `${ADMIN_PATHS.feedback}/${sent.id}`;
    expect((await adminCall(t.app, gold, 'GET', item, undefined, headers)).status).toBe(404);
    expect((await adminCall(t.app, gold, 'POST', `${item}/reply`, { reply: 'x' }, headers)).status).toBe(404);
  });
});
