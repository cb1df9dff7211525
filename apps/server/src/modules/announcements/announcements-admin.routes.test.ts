import { adminAnnouncementPageSchema, type AdminAnnouncement } from '@lobby/contract/admin/announcements';
import type { AuditEntryView } from '@lobby/contract/admin/operators';
import type { AnnouncementsFeed } from '@lobby/contract/announcements';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const NOTICE = {
  type: 'PL',
  language: 'en',
  title: 'Weekend tournament',
  content: '<h2>Prizes</h2><p>Top <b>100</b> players share the pool. <a href="https://example.com/rules">Rules</a></p>',
  images: [
    { url: '/media/banners/abc.webp', sequence: 1 },
    { url: 'https://cdn.example.com/b.png', sequence: 2 },
  ],
  startDate: iso(-DAY),
  endDate: iso(7 * DAY),
};

const HOSTILE = [
  '<p>Hi</p><script>alert(1)</script>',
  '<img src="x" onerror="alert(1)">',
  '<a href="javascript:alert(1)">win</a>',
  '<a href="JaVaScRiPt&#58;alert(1)">win</a>',
  '<iframe src="https://evil.example"></iframe>',
];

describe.each(DRIVERS)('operator API: announcements on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  let admin: string;
  let reviewer: string;

  const list = async (token = editor) => {
    const { status, body } = await adminCall<Ok<unknown>>(
      t.app,
      token,
      'GET',
      `${ADMIN_PATHS.announcements}?pageSize=200`,
    );
    expect(status).toBe(200);
    return adminAnnouncementPageSchema.parse(body.value);
  };
  const feedIds = async () =>
    (
      await getJson<Ok<AnnouncementsFeed>>(t.app, `${API_PATHS.announcements}?types=PL&language=en`)
    ).body.value.playerNotices.map((item) => item.id);
  const audit = async () =>
    (await adminCall<Ok<AuditEntryView[]>>(t.app, admin, 'GET', `${ADMIN_PATHS.audit}?limit=20`)).body.value;

  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
    editor = (await operatorSession(t.app, 'editor')).token;
    admin = (await operatorSession(t.app, 'admin')).token;
    reviewer = (await operatorSession(t.app, 'reviewer')).token;
  });
  afterAll(() => t.close());

  it('lists every announcement, published or not, paged', async () => {
    const page = await list();
    expect(page.totalCount).toBeGreaterThanOrEqual(20);
    const first = await adminCall<Ok<unknown>>(
      t.app,
      editor,
      'GET',
      `${ADMIN_PATHS.announcements}?pageSize=3&pageNo=2&type=PU`,
    );
    const parsed = adminAnnouncementPageSchema.parse(first.body.value);
    expect(parsed.list.length).toBeLessThanOrEqual(3);
    expect(parsed.list.every((item) => item.type === 'PU')).toBe(true);
  });

  it('creates, updates and deletes; players see each change at once; every change is audited', async () => {
    const created = await adminCall<Ok<AdminAnnouncement>>(t.app, editor, 'POST', ADMIN_PATHS.announcements, NOTICE);
    expect(created.status).toBe(200);
    const item = created.body.value;
    expect(item).toMatchObject({ type: 'PL', title: NOTICE.title, published: true, groupName: '' });
    // External links leave in a new tab without our window.
    expect(item.content).toContain('rel="noopener noreferrer"');
    expect(await feedIds()).toContain(String(item.id));
    const [createdAudit] = await audit();
    expect(createdAudit).toMatchObject({
      action: 'announcement.create',
      targetType: 'announcement',
      targetId: String(item.id),
    });

    const updated = await adminCall<Ok<AdminAnnouncement>>(
      t.app,
      editor,
      'PUT',
      `${ADMIN_PATHS.announcements}/${item.id}`,
      {
        ...NOTICE,
        title: 'Weekend tournament (extended)',
        startDate: iso(DAY),
        endDate: null,
      },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.value).toMatchObject({
      title: 'Weekend tournament (extended)',
      published: false,
      endDate: null,
    });
    expect(await feedIds()).not.toContain(String(item.id));
    expect((await audit())[0]).toMatchObject({ action: 'announcement.update', targetId: String(item.id) });

    const removed = await adminCall(t.app, editor, 'DELETE', `${ADMIN_PATHS.announcements}/${item.id}`);
    expect(removed.status).toBe(200);
    expect((await list()).list.some((row) => row.id === item.id)).toBe(false);
    expect((await audit())[0]).toMatchObject({ action: 'announcement.delete', targetId: String(item.id) });
    const gone = await adminCall<Failure>(t.app, editor, 'DELETE', `${ADMIN_PATHS.announcements}/${item.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('resource.not.found');
  });

  it('refuses hostile HTML with content.unsafe, and stores nothing', async () => {
    const before = (await list()).totalCount;
    const auditBefore = (await audit())[0]?.id;
    for (const content of HOSTILE) {
      const refused = await adminCall<Failure>(t.app, editor, 'POST', ADMIN_PATHS.announcements, {
        ...NOTICE,
        content,
      });
      expect(refused.status, content).toBe(400);
      expect(refused.body).toMatchObject({ code: 'content.unsafe', field: 'content' });
    }
    const [existing] = (await list()).list;
    if (!existing) throw new Error('nothing listed');
    const refusedUpdate = await adminCall<Failure>(
      t.app,
      editor,
      'PUT',
      `${ADMIN_PATHS.announcements}/${existing.id}`,
      {
        ...NOTICE,
        content: HOSTILE[0],
      },
    );
    expect(refusedUpdate.body.code).toBe('content.unsafe');
    expect((await list()).totalCount).toBe(before);
    expect((await list()).list.find((row) => row.id === existing.id)?.content).toBe(existing.content);
    expect((await audit())[0]?.id).toBe(auditBefore);
  });

  it('validates titles, images, types and dates with 400 naming the field', async () => {
    const now = iso(0);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '<b>Bold</b> title' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: '   ' }, 'title'],
      [{ type: 'B' }, 'type'],
      [{ language: 'fr' }, 'language'],
      [{ groupName: 'm_nope' }, 'groupName'],
      [{ content: 'x'.repeat(100_001) }, 'content'],
      [{ images: [{ url: 'javascript:alert(1)', sequence: 1 }] }, 'images'],
      [{ images: [{ url: '/etc/passwd', sequence: 1 }] }, 'images'],
      [
        {
          images: [
            { url: '/media/a.png', sequence: 1 },
            { url: '/media/b.png', sequence: 1 },
          ],
        },
        'images',
      ],
      [{ startDate: 'tomorrow' }, 'startDate'],
      [{ startDate: iso(DAY), endDate: iso(-DAY) }, 'endDate'],
      // One instant for both: two calls to iso(0) can fall a millisecond apart (a valid window).
      [{ startDate: now, endDate: now }, 'endDate'],
    ];
    for (const [change, field] of cases) {
      const refused = await adminCall<Failure>(t.app, editor, 'POST', ADMIN_PATHS.announcements, {
        ...NOTICE,
        ...change,
      });
      expect(refused.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(refused.body).toMatchObject({ code: 'request.invalid', field });
    }
    const badId = await adminCall<Failure>(t.app, editor, 'PUT', `${ADMIN_PATHS.announcements}/abc`, NOTICE);
    expect(badId.status).toBe(400);
  });

  it('lets editors and admins in; a reviewer gets 403, a visitor 401', async () => {
    expect((await adminCall(t.app, admin, 'GET', ADMIN_PATHS.announcements)).status).toBe(200);
    const before = (await list()).totalCount;
    for (const [method, url] of [
      ['GET', ADMIN_PATHS.announcements],
      ['POST', ADMIN_PATHS.announcements],
      ['PUT', `${ADMIN_PATHS.announcements}/1`],
      ['DELETE', `${ADMIN_PATHS.announcements}/1`],
    ] as const) {
      const refused = await adminCall<Failure>(
        t.app,
        reviewer,
        method,
        url,
        method === 'GET' || method === 'DELETE' ? undefined : NOTICE,
      );
      expect(refused.status, `${method} ${url}`).toBe(403);
      expect(refused.body.code).toBe('permission.denied');
      const visitor = await t.app.inject({
        method,
        url,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: NOTICE }),
      });
      expect(visitor.statusCode).toBe(401);
    }
    expect((await list()).totalCount).toBe(before);
  });

  it("keeps another merchant's operator out", async () => {
    const [mine] = (await list()).list;
    if (!mine) throw new Error('nothing listed');
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const onReef = { merchant: 'GOLDREEF' };
    // On its own site it does not find Lucky Nova's rows...
    const put = await adminCall<Failure>(t.app, reef, 'PUT', `${ADMIN_PATHS.announcements}/${mine.id}`, NOTICE, onReef);
    expect(put.status).toBe(404);
    const del = await adminCall<Failure>(
      t.app,
      reef,
      'DELETE',
      `${ADMIN_PATHS.announcements}/${mine.id}`,
      undefined,
      onReef,
    );
    expect(del.status).toBe(404);
    const reefList = await adminCall<Ok<{ list: AdminAnnouncement[] }>>(
      t.app,
      reef,
      'GET',
      `${ADMIN_PATHS.announcements}?pageSize=200`,
      undefined,
      onReef,
    );
    expect(reefList.body.value.list.some((row) => row.id === mine.id)).toBe(false);
    // ...and its token is no key to Lucky Nova's site.
    const across = await adminCall<Failure>(t.app, reef, 'DELETE', `${ADMIN_PATHS.announcements}/${mine.id}`);
    expect(across.status).toBe(401);
    expect((await list()).list.find((row) => row.id === mine.id)).toEqual(mine);
  });
});
