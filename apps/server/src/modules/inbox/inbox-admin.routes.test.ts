import type { AdminInboxPage, InboxSent } from '@lobby/contract/admin/inbox';
import { ADMIN_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
const GOLDREEF = { merchant: 'GOLDREEF' };

describe.each(DRIVERS)('the sent inbox list on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    editor = (await operatorSession(t.app, 'editor')).token;
  });
  afterAll(() => t.close());

  const list = async (query = '', token = editor, headers: Record<string, string> = {}) =>
    adminCall<Ok<AdminInboxPage> | Failure>(t.app, token, 'GET', `${ADMIN_PATHS.inbox}${query}`, undefined, headers);
  const page = async (query = '') => ((await list(query)).body as Ok<AdminInboxPage>).value;
  const send = async (body: object, token = editor, headers: Record<string, string> = {}) =>
    ((await adminCall<Ok<InboxSent>>(t.app, token, 'POST', ADMIN_PATHS.inbox, body, headers)).body as Ok<InboxSent>)
      .value;

  it('lists what was sent, newest first, with its category, the own language and the translations', async () => {
    const seeded = await page();
    expect(seeded.totalCount).toBe(4);
    const sent = await send({
      audience: 'member',
      username: 'Player01',
      title: 'Aaa first',
      content: '<p>x</p>',
      translations: { id: { title: 'Aaa pertama', content: '<p>x</p>' } },
    });
    await send({ audience: 'all', title: 'Zzz last', content: '<p>y</p>', category: 'promotions' });
    const after = await page();
    expect(after.totalCount).toBe(6);
    expect(after.list[0]).toMatchObject({ title: 'Zzz last', audience: 'all', username: null, languages: [] });
    expect(after.list[0]?.category).toBe('promotions');
    expect(after.list[1]).toEqual({ ...sent, username: 'player01', audience: 'member', category: 'announcements' });
    expect(after.list[1]).toMatchObject({ language: 'en', languages: ['id'] });
    // The seeded messages are stored in the site's language with an Indonesian translation.
    expect(after.list.at(-1)).toMatchObject({ language: 'en', languages: ['id'] });
  });

  it('filters by audience and member, sorts by title both ways and pages', async () => {
    const all = await page('?audience=all');
    expect(all.list.every((item) => item.audience === 'all')).toBe(true);
    const toPlayer = await page('?username=PLAYER01');
    expect(toPlayer.list.map((item) => item.title)).toEqual(['Aaa first']);
    const byTitle = await page('?sort=title&order=asc&pageSize=2');
    expect(byTitle.list.map((item) => item.title)[0]).toBe('Aaa first');
    expect(byTitle.list).toHaveLength(2);
    const last = await page('?sort=title&order=desc&pageSize=1');
    expect(last.list[0]?.title).toBe('Zzz last');
    expect((await page('?pageNo=2&pageSize=4')).list).toHaveLength(2);
  });

  it('refuses bad queries with a catalogue code', async () => {
    for (const query of ['?sort=username', '?order=up', '?audience=some', '?pageSize=0']) {
      const refused = await list(query);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'request.invalid' });
    }
  });

  it('is for editors and admins; another merchant sees only its own, in its own language', async () => {
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    expect((await list('', reviewer)).status).toBe(403);
    const finance = (await operatorSession(t.app, 'finance')).token;
    expect((await list('', finance)).status).toBe(403);
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const before = (await list('', reef, GOLDREEF)).body as Ok<AdminInboxPage>;
    expect(before.value.list.some((item) => item.title === 'Aaa first')).toBe(false);
    // Golden Reef speaks Indonesian first: its messages' own text is Indonesian.
    expect(before.value.list.every((item) => item.language === 'id')).toBe(true);
    const sent = await send(
      {
        audience: 'all',
        title: 'Halo',
        content: '<p>x</p>',
        translations: { en: { title: 'Hello', content: '<p>x</p>' } },
      },
      reef,
      GOLDREEF,
    );
    expect(sent).toMatchObject({ language: 'id', languages: ['en'] });
    expect((await page()).list.some((item) => item.id === sent.id)).toBe(false);
  });
});
