import type { InboxSent } from '@lobby/contract/admin/inbox';
import type { Session } from '@lobby/contract/auth';
import type { UnReadCountValue } from '@lobby/contract/chat';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { InboxMessage, InboxPage } from '@lobby/contract/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, sendEncrypted, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('inbox on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  let demo: Session;
  let player: Session;
  beforeAll(async () => {
    t = await createTestApp(driver);
    editor = (await operatorSession(t.app, 'editor')).token;
    demo = await loginAs(t.app, 'demo', 'Demo1234');
    player = await loginAs(t.app, 'player01', 'Play1234');
  });
  afterAll(() => t.close());

  const auth = (session: Session) => ({ authorization: `Bearer ${session.token}` });
  const page = async (session: Session, query = '') =>
    (await getJson<Ok<InboxPage>>(t.app, `${API_PATHS.inbox}${query}`, auth(session))).body.value;
  const unread = async (session: Session) =>
    (await getJson<Ok<UnReadCountValue>>(t.app, API_PATHS.inboxUnread, auth(session))).body.value.unReadCount;
  const send = (body: object, token = editor) =>
    adminCall<Ok<InboxSent> | Failure>(t.app, token, 'POST', ADMIN_PATHS.inbox, body);

  it('lists the seeded messages newest first, the broadcast included, with previews and read flags', async () => {
    const inbox = await page(demo);
    expect(inbox.list.map((item) => item.title)).toEqual([
      'Scheduled maintenance on Tuesday',
      'Your weekly live cashback',
      'Welcome to Lucky Nova',
    ]);
    expect(inbox.list[0]).toMatchObject({ broadcast: true, read: false });
    expect(inbox.list[1]?.preview).toMatch(
      /^Played live casino last week\? You can get 5% of your net live losses back\./,
    );
    expect(inbox.list[1]?.preview).not.toContain('<');
    expect(inbox.list[1]?.preview).toContain('back. Apply by Sunday');
    expect(inbox).toMatchObject({ totalCount: 3, unReadCount: 3, pageNum: 1, totalPages: 1 });
    // player01 gets the broadcast but none of demo's own messages.
    expect((await page(player)).list.map((item) => item.title)).toEqual(['Scheduled maintenance on Tuesday']);
  });

  it('reads the seeded messages in the language asked for, the site default otherwise', async () => {
    const indonesian = await page(demo, '?language=id');
    expect(indonesian.list.map((item) => item.title)).toEqual([
      'Pemeliharaan terjadwal hari Selasa',
      'Cashback live mingguan Anda',
      'Selamat datang di Lucky Nova',
    ]);
    expect(indonesian.list[0]?.preview).toContain('02.00–04.00 WIB (GMT+7)');
    const reefer = (
      await sendEncrypted<Ok<Session>>(
        t.app,
        API_PATHS.login,
        { type: 'username', username: 'reefer', password: 'Reef1234' },
        { headers: { merchant: 'GOLDREEF' } },
      )
    ).body.value;
    const reef = async (query: string) =>
      (
        await getJson<Ok<InboxPage>>(t.app, `${API_PATHS.inbox}${query}`, { ...auth(reefer), merchant: 'GOLDREEF' })
      ).body.value.list.map((item) => item.title);
    // Golden Reef speaks Indonesian first.
    expect(await reef('')).toEqual(['Pemeliharaan terjadwal hari Selasa', 'Selamat datang di Golden Reef']);
    expect(await reef('?language=en')).toEqual(['Scheduled maintenance on Tuesday', 'Welcome to Golden Reef']);
  });

  it('sends a message with its translations; each reader gets their language, the rest the message itself', async () => {
    const sent = await send({
      audience: 'member',
      username: 'player01',
      title: 'Your <b>gift</b>',
      content: '<p>A gift for you.</p>',
      translations: { id: { title: 'Hadiah <b>Anda</b>', content: '<p>Hadiah untuk Anda.</p>' } },
    });
    expect(sent.status).toBe(200);
    const value = (sent.body as Ok<InboxSent>).value;
    expect(value).toMatchObject({ title: 'Your gift', language: 'en', languages: ['id'] });
    const open = async (query: string) =>
      (await getJson<Ok<InboxMessage>>(t.app, `${API_PATHS.inbox}/${value.id}${query}`, auth(player))).body.value;
    expect(await open('?language=id')).toMatchObject({ title: 'Hadiah Anda', content: '<p>Hadiah untuk Anda.</p>' });
    expect(await open('?language=en')).toMatchObject({ title: 'Your gift', content: '<p>A gift for you.</p>' });
    expect((await page(player, '?language=id')).list.find((item) => item.id === value.id)).toMatchObject({
      title: 'Hadiah Anda',
      preview: 'Hadiah untuk Anda.',
      read: true,
    });
    expect((await getJson<Failure>(t.app, `${API_PATHS.inbox}?language=xx`, auth(player))).body).toMatchObject({
      code: 'request.invalid',
      field: 'language',
    });
  });

  it('refuses a hostile or empty translation with the field named, and an unknown language', async () => {
    const before = (await page(player)).totalCount;
    const base = { audience: 'member', username: 'player01', title: 'Hello', content: '<p>x</p>' };
    const hostile = await send({ ...base, translations: { id: { title: 'Halo', content: '<script>x</script>' } } });
    expect(hostile.body).toMatchObject({ code: 'content.unsafe', field: 'translations.id.content' });
    const empty = await send({ ...base, translations: { id: { title: '<b></b>', content: '<p>x</p>' } } });
    expect(empty.body).toMatchObject({ code: 'request.invalid', field: 'translations.id.title' });
    const unknown = await send({ ...base, translations: { xx: { title: 'x', content: 'x' } } });
    expect(unknown.status).toBe(400);
    expect((await page(player)).totalCount).toBe(before);
  });

  it('delivers a message to one member only; opening it marks it read', async () => {
    const before = await unread(player);
    const sent = await send({
      audience: 'member',
      username: 'PLAYER01',
      title: 'Your <b>bonus</b> is here',
      content: '<p>Enjoy <a href="https://nova.example.com/x">10 free spins</a>.</p>',
    });
    expect(sent.status).toBe(200);
    const value = (sent.body as Ok<InboxSent>).value;
    expect(value).toMatchObject({ audience: 'member', username: 'player01', title: 'Your bonus is here' });
    expect(await unread(player)).toBe(before + 1);
    const id = value.id;
    const opened = await getJson<Ok<InboxMessage>>(t.app, `${API_PATHS.inbox}/${id}`, auth(player));
    expect(opened.body.value).toMatchObject({ id, read: true, broadcast: false });
    expect(opened.body.value.content).toContain('10 free spins');
    expect(opened.body.value.content).toContain('rel="noopener noreferrer"');
    expect(await unread(player)).toBe(before);
    expect((await page(player)).list.find((item) => item.id === id)?.read).toBe(true);
    // Another member never sees it, not even by id.
    const peek = await getJson<Failure>(t.app, `${API_PATHS.inbox}/${id}`, auth(demo));
    expect(peek.status).toBe(404);
    expect((await page(demo)).list.some((item) => item.id === id)).toBe(false);
  });

  it('delivers a broadcast to every member of the site, and pages', async () => {
    const demoBefore = await unread(demo);
    const sent = await send({ audience: 'all', title: 'Weekend tournament', content: '<p>Top 10 share 5,000.00.</p>' });
    expect(sent.status).toBe(200);
    expect((sent.body as Ok<InboxSent>).value.username).toBeNull();
    expect(await unread(demo)).toBe(demoBefore + 1);
    const first = await page(demo, '?pageNo=1&pageSize=2');
    expect(first.list).toHaveLength(2);
    expect(first.list[0]?.title).toBe('Weekend tournament');
    expect(first.totalPages).toBe(2);
    expect((await page(demo, '?pageNo=2&pageSize=2')).list).toHaveLength(2);
  });

  it('refuses hostile HTML with content.unsafe and stores nothing', async () => {
    const before = (await page(player)).totalCount;
    for (const content of [
      '<p>hi</p><script>alert(1)</script>',
      '<img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      const refused = await send({ audience: 'member', username: 'player01', title: 'Hello', content });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'content.unsafe', field: 'content' });
    }
    const title = await send({ audience: 'all', title: '<svg onload=alert(1)>', content: '<p>x</p>' });
    expect(title.body).toMatchObject({ code: 'content.unsafe', field: 'title' });
    expect((await page(player)).totalCount).toBe(before);
  });

  it('refuses bad requests, unknown members and the wrong roles', async () => {
    expect((await send({ audience: 'member', title: 'x', content: '<p>x</p>' })).body).toMatchObject({
      code: 'request.invalid',
      field: 'username',
    });
    expect((await send({ audience: 'all', username: 'demo', title: 'x', content: 'x' })).status).toBe(400);
    expect((await send({ audience: 'member', username: 'nobody99', title: 'x', content: 'x' })).status).toBe(404);
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    expect((await send({ audience: 'all', title: 'x', content: 'x' }, reviewer)).status).toBe(403);
    expect(
      (await sendJson(t.app, 'POST', ADMIN_PATHS.inbox, { audience: 'all', title: 'x', content: 'x' })).status,
    ).toBe(401);
    // A member token is not an operator token.
    expect(
      (await sendJson(t.app, 'POST', ADMIN_PATHS.inbox, { audience: 'all', title: 'x', content: 'x' }, demo.token))
        .status,
    ).toBe(401);
    expect((await getJson<Failure>(t.app, `${API_PATHS.inbox}/abc`, auth(demo))).status).toBe(400);
    expect((await getJson<Failure>(t.app, API_PATHS.inbox)).body.code).toBe('login.required');
  });

  it('answers 0 for a trial session without an inbox, refuses its list, and follows the INBOX3 module', async () => {
    const trial = (await sendJson<Ok<Session>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' })).body.value;
    expect(await unread(trial)).toBe(0);
    expect((await getJson<Failure>(t.app, API_PATHS.inbox, auth(trial))).body.code).toBe('account.trial');
    const admin = (await operatorSession(t.app, 'admin')).token;
    const flags = (
      await adminCall<Ok<{ flags: object; modules: Record<string, boolean>; templates: object; webClip: boolean }>>(
        t.app,
        admin,
        'GET',
        ADMIN_PATHS.siteFlags,
      )
    ).body.value;
    await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteFlags, {
      ...flags,
      modules: { ...flags.modules, INBOX3: false },
    });
    try {
      expect((await getJson<Failure>(t.app, API_PATHS.inboxUnread, auth(demo))).body.code).toBe('permission.denied');
      expect((await getJson<Failure>(t.app, API_PATHS.inbox, auth(demo))).status).toBe(403);
    } finally {
      await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteFlags, flags);
    }
    expect((await getJson(t.app, API_PATHS.inboxUnread, auth(demo))).status).toBe(200);
  });
});
