import type { AdminAnnouncement } from '@lobby/contract/admin/announcements';
import {
  announcementSchema,
  announcementsFeedSchema,
  type Announcement,
  type AnnouncementsFeed,
} from '@lobby/contract/announcements';
import type { Session } from '@lobby/contract/auth';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementReads } from '../../db/schema/index';
import { DEMO, loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe.each(DRIVERS)('announcements feed and read state on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  let member: Session;
  let other: Session;

  const feed = async (query: string, token?: string) => {
    const { status, body } = await getJson<Ok<AnnouncementsFeed>>(
      t.app,
      `${API_PATHS.announcements}?${query}`,
      token ? { authorization: `Bearer ${token}` } : {},
    );
    expect(status).toBe(200);
    return announcementsFeedSchema.parse(body.value);
  };
  const publish = async (body: Record<string, unknown>) => {
    const { status, body: created } = await adminCall<Ok<AdminAnnouncement>>(
      t.app,
      editor,
      'POST',
      ADMIN_PATHS.announcements,
      {
        type: 'PL',
        language: 'en',
        title: 'Notice',
        content: '<p>Body</p>',
        startDate: iso(-DAY),
        ...body,
      },
    );
    expect(status, JSON.stringify(created)).toBe(200);
    return created.value;
  };

  const readRows = async () => {
    const [row] = await t.db.handle.db.select({ n: count() }).from(announcementReads);
    return Number(row?.n ?? 0);
  };

  beforeAll(async () => {
    t = await createTestApp(driver, { config: { CATALOGUE_POLL_MS: 0 } });
    editor = (await operatorSession(t.app, 'editor')).token;
    member = await loginAs(t.app, DEMO.player.username, DEMO.player.password);
    other = await loginAs(t.app, 'player01', 'Play1234');
  });
  afterAll(() => t.close());

  it('fills only the asked types, published, in the language asked', async () => {
    const onlyNotices = await feed('types=PL&platform=M&language=en');
    expect(onlyNotices.playerNotices.length).toBeGreaterThanOrEqual(5);
    expect(onlyNotices.banners).toEqual([]);
    expect(onlyNotices.popup).toEqual([]);
    expect(onlyNotices.hot).toEqual([]);
    expect(onlyNotices.promotion).toEqual([]);
    for (const notice of onlyNotices.playerNotices) {
      expect(notice.type).toBe('PL');
      expect(notice.language).toBe('en');
      expect(notice.read).toBe(false);
      expect(notice.preview).not.toMatch(/[<>]/);
    }
    const indonesian = await feed('types=PL,PU,H&language=id');
    expect(indonesian.playerNotices.every((item) => item.language === 'id')).toBe(true);
    expect(indonesian.popup.length).toBeGreaterThanOrEqual(2);
    expect(indonesian.hot.length).toBeGreaterThanOrEqual(2);
    expect(indonesian.banners).toEqual([]);
    const banners = await feed('types=B&groupName=m_home');
    expect(banners.banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.banners.every((banner) => banner.groupName === 'm_home')).toBe(true);
    expect(banners.playerNotices).toEqual([]);
  });

  it('fills the promotions (PR) from the published promotions', async () => {
    const promotions = await feed('types=PR&language=en');
    expect(promotions.promotion.length).toBeGreaterThan(0);
    for (const promotion of promotions.promotion) {
      expect(promotion.id).toMatch(/^\d+$/);
      expect(promotion.title).not.toBe('');
    }
    expect(promotions.playerNotices).toEqual([]);
    expect(promotions.banners).toEqual([]);
    expect((await feed('types=PL&language=en')).promotion).toEqual([]);
  });

  it('sorts by sort, then newest first', async () => {
    const { playerNotices } = await feed('types=PL&language=en');
    const keys = playerNotices.map((notice) => notice.startDate);
    expect([...keys].sort().reverse()).toEqual(keys);
    const first = await publish({ title: 'Pinned to the top', sort: 0, startDate: iso(-10 * DAY) });
    const later = await publish({ title: 'After the rest', sort: 5 });
    const after = (await feed('types=PL&language=en')).playerNotices.map((notice) => notice.id);
    expect(after.indexOf(String(first.id))).toBeGreaterThanOrEqual(0);
    expect(after.at(-1)).toBe(String(later.id));
    for (const id of [first.id, later.id])
      await adminCall(t.app, editor, 'DELETE', `${ADMIN_PATHS.announcements}/${id}`);
  });

  it('shows an item only inside its date window', async () => {
    const future = await publish({ title: 'Starts tomorrow', startDate: iso(DAY) });
    const past = await publish({ title: 'Already over', startDate: iso(-3 * DAY), endDate: iso(-DAY) });
    const current = await publish({ title: 'Running this week', startDate: iso(-DAY), endDate: iso(6 * DAY) });
    const ids = (await feed('types=PL&language=en')).playerNotices.map((notice) => notice.id);
    expect(ids).toContain(String(current.id));
    expect(ids).not.toContain(String(future.id));
    expect(ids).not.toContain(String(past.id));
    for (const hidden of [future, past]) {
      const detail = await getJson<Failure>(t.app, `${API_PATHS.announcements}/${hidden.id}`);
      expect(detail.status).toBe(404);
      expect(detail.body.code).toBe('resource.not.found');
    }
  });

  it('filters by group: items for every group and for the group asked', async () => {
    const live = await publish({ type: 'H', title: 'Live tables tonight', groupName: 'm_live' });
    const slots = await publish({ type: 'H', title: 'Slots weekend', groupName: 'm_rng' });
    const forLive = (await feed('types=H&groupName=m_live&language=en')).hot.map((item) => item.id);
    expect(forLive).toContain(String(live.id));
    expect(forLive).not.toContain(String(slots.id));
    // Seeded hot items are for every group.
    expect(forLive.length).toBeGreaterThan(1);
    const banners = (await feed('types=B,H&groupName=m_live&language=en')).banners;
    expect(banners.length).toBeGreaterThan(0);
    expect(banners.every((banner) => banner.groupName === 'm_live')).toBe(true);
  });

  it('falls back to the site language when the asked one has none of a type', async () => {
    // Golden Reef speaks Indonesian first: take its English pop-ups down, an English reader gets the Indonesian ones.
    const reefEditor = (await operatorSession(t.app, 'editor', 'GOLDREEF')).token;
    const reef = { merchant: 'GOLDREEF' };
    const english = await adminCall<Ok<{ list: AdminAnnouncement[] }>>(
      t.app,
      reefEditor,
      'GET',
      `${ADMIN_PATHS.announcements}?type=PU&language=en&pageSize=100`,
      undefined,
      reef,
    );
    expect(english.body.value.list.length).toBeGreaterThan(0);
    for (const item of english.body.value.list) {
      const removed = await adminCall(
        t.app,
        reefEditor,
        'DELETE',
        `${ADMIN_PATHS.announcements}/${item.id}`,
        undefined,
        reef,
      );
      expect(removed.status).toBe(200);
    }
    const read = async (language: string) =>
      (await getJson<Ok<AnnouncementsFeed>>(t.app, `${API_PATHS.announcements}?types=PU,PL&language=${language}`, reef))
        .body.value;
    const inEnglish = await read('en');
    expect(inEnglish.popup.length).toBeGreaterThan(0);
    expect(inEnglish.popup.every((item) => item.language === 'id')).toBe(true);
    // Only the type without English falls back: English notices stay English.
    expect(inEnglish.playerNotices.every((item) => item.language === 'en')).toBe(true);
    expect(inEnglish.popup.map((item) => item.id)).toEqual((await read('id')).popup.map((item) => item.id));
  });

  it('gives a member read flags; a visitor and another member see their own', async () => {
    const [notice] = (await feed('types=PL&language=en', member.token)).playerNotices;
    if (!notice) throw new Error('no notice');
    const before = await getJson<Ok<{ unReadCount: number }>>(t.app, API_PATHS.announcementsUnread, {
      authorization: `Bearer ${member.token}`,
    });
    const marked = await sendJson<Ok<unknown>>(
      t.app,
      'POST',
      API_PATHS.announcementRead,
      { announcementId: notice.id, read: true },
      member.token,
    );
    expect(marked.status).toBe(200);
    // Idempotent: a second mark (as a number this time) changes nothing.
    const again = await sendJson(
      t.app,
      'POST',
      API_PATHS.announcementRead,
      { announcementId: Number(notice.id), read: true },
      member.token,
    );
    expect(again.status).toBe(200);
    const mine = (await feed('types=PL&language=en', member.token)).playerNotices.find((n) => n.id === notice.id);
    expect(mine?.read).toBe(true);
    const theirs = (await feed('types=PL&language=en', other.token)).playerNotices.find((n) => n.id === notice.id);
    expect(theirs?.read).toBe(false);
    const visitor = (await feed('types=PL&language=en')).playerNotices.find((n) => n.id === notice.id);
    expect(visitor?.read).toBe(false);
    const after = await getJson<Ok<{ unReadCount: number }>>(t.app, API_PATHS.announcementsUnread, {
      authorization: `Bearer ${member.token}`,
    });
    expect(after.body.value.unReadCount).toBe(before.body.value.unReadCount - 1);
    const detail = await getJson<Ok<Announcement>>(t.app, `${API_PATHS.announcements}/${notice.id}`, {
      authorization: `Bearer ${member.token}`,
    });
    expect(announcementSchema.parse(detail.body.value)).toMatchObject({ id: notice.id, read: true });
  });

  it('counts unread notices of the member language only', async () => {
    const count = async (language: string) =>
      (
        await getJson<Ok<{ unReadCount: number }>>(t.app, `${API_PATHS.announcementsUnread}?language=${language}`, {
          authorization: `Bearer ${other.token}`,
        })
      ).body.value.unReadCount;
    const en = await count('en');
    const id = await count('id');
    expect(en).toBe((await feed('types=PL&language=en')).playerNotices.length);
    expect(id).toBe((await feed('types=PL&language=id')).playerNotices.length);
  });

  it('refuses mark-as-read from a visitor (401), a guest or trial session (account.trial), nothing stored', async () => {
    const [notice] = (await feed('types=PL&language=en')).playerNotices;
    if (!notice) throw new Error('no notice');
    const rowsBefore = await readRows();
    const visitor = await sendJson<Failure>(t.app, 'POST', API_PATHS.announcementRead, {
      announcementId: notice.id,
      read: true,
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe('login.required');
    const trial = await sendJson<Ok<{ token: string }>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' });
    expect(trial.status).toBe(200);
    const token = trial.body.value.token;
    const refused = await sendJson<Failure>(
      t.app,
      'POST',
      API_PATHS.announcementRead,
      { announcementId: notice.id, read: true },
      token,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('account.trial');
    const unread = await getJson<Failure>(t.app, API_PATHS.announcementsUnread, { authorization: `Bearer ${token}` });
    expect(unread.status).toBe(403);
    expect(unread.body.code).toBe('account.trial');
    // Nothing stored: the trial session reads the feed with every notice unread, and no read row was added.
    const seen = (await feed('types=PL&language=en', token)).playerNotices;
    expect(seen.every((item) => !item.read)).toBe(true);
    expect(await readRows()).toBe(rowsBefore);
  });

  it("answers 404 for an unknown id, another merchant's id, and bad bodies with 400", async () => {
    const unknown = await sendJson<Failure>(
      t.app,
      'POST',
      API_PATHS.announcementRead,
      { announcementId: 99_999_999, read: true },
      member.token,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('resource.not.found');
    const reefEditor = (await operatorSession(t.app, 'editor', 'GOLDREEF')).token;
    const reef = await adminCall<Ok<AdminAnnouncement>>(
      t.app,
      reefEditor,
      'POST',
      ADMIN_PATHS.announcements,
      {
        type: 'PL',
        language: 'en',
        title: 'Golden Reef only',
        content: '<p>Reef</p>',
        startDate: iso(-DAY),
      },
      { merchant: 'GOLDREEF' },
    );
    expect(reef.status).toBe(200);
    const foreign = await sendJson<Failure>(
      t.app,
      'POST',
      API_PATHS.announcementRead,
      { announcementId: reef.body.value.id, read: true },
      member.token,
    );
    expect(foreign.status).toBe(404);
    const foreignDetail = await getJson<Failure>(t.app, `${API_PATHS.announcements}/${reef.body.value.id}`);
    expect(foreignDetail.status).toBe(404);
    const onReef = await getJson<Ok<Announcement>>(t.app, `${API_PATHS.announcements}/${reef.body.value.id}`, {
      merchant: 'GOLDREEF',
    });
    expect(onReef.status).toBe(200);
    for (const body of [{ announcementId: 'abc', read: true }, { announcementId: 1, read: false }, { read: true }]) {
      const bad = await sendJson<Failure>(t.app, 'POST', API_PATHS.announcementRead, body, member.token);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('request.invalid');
    }
    for (const query of ['types=X', 'types=PL&language=xx', 'groupName=m_nope', 'platform=H5']) {
      const bad = await getJson<Failure>(t.app, `${API_PATHS.announcements}?${query}`);
      expect(bad.status, query).toBe(400);
    }
  });
});
