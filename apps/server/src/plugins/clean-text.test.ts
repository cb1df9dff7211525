import type { InboxSent } from '@lobby/contract/admin/inbox';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import type { InboxPage } from '@lobby/contract/inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, loginAs, sendEncrypted } from '../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../test/app';
import { adminCall, operatorSession } from '../test/operators';

type Ok<T> = { success: true; value: T };

describe.each(DRIVERS)('text PostgreSQL cannot store, on %s', (driver) => {
  let t: TestApp;
  let editor: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    editor = (await operatorSession(t.app, 'editor')).token;
    member = (await loginAs(t.app, DEMO.player.username, DEMO.player.password)).token;
  });
  afterAll(() => t.close());

  const expectRefused = (answer: { status: number; body: unknown }, field: string) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'request.text.invalid', field });
  };
  const inbox = async () =>
    (await getJson<Ok<InboxPage>>(t.app, API_PATHS.inbox, { authorization: `Bearer ${member}` })).body.value;
  const sendInbox = (body: object) =>
    adminCall<Ok<InboxSent> | Failure>(t.app, editor, 'POST', ADMIN_PATHS.inbox, body);

  it('refuses NUL in the game search, the username check and the affiliate check, naming the field', async () => {
    expectRefused(await getJson(t.app, `${API_PATHS.games}?gameName=a%00b`), 'gameName');
    expectRefused(await getJson(t.app, `${API_PATHS.usernameCheck}?username=a%00b`), 'username');
    expectRefused(await getJson(t.app, `${API_PATHS.affiliateCheck}?code=a%00b`), 'code');
    expectRefused(await getJson(t.app, `${API_PATHS.games}?gameName=a%1Bb`), 'gameName');
  });

  it('refuses NUL and lone surrogates in an encrypted login payload, once decrypted', async () => {
    const login = (body: object) => sendEncrypted(t.app, API_PATHS.login, { type: 'username', ...body });
    expectRefused(await login({ username: 'demo\u0000', password: DEMO.player.password }), 'username');
    expectRefused(await login({ username: DEMO.player.username, password: 'Demo\uD800' }), 'password');
    // The real account is untouched by those attempts.
    await expect(loginAs(t.app, DEMO.player.username, DEMO.player.password)).resolves.toHaveProperty('token');
  });

  it('refuses operator content with NUL, a lone surrogate, control characters or a bad key; stores nothing', async () => {
    const before = (await inbox()).totalCount;
    const message = { audience: 'member', username: DEMO.player.username, title: 'Hello', content: '<p>Hi</p>' };
    expectRefused(await sendInbox({ ...message, title: 'Bonus \uD83D' }), 'title');
    expectRefused(await sendInbox({ ...message, content: '<p>a\u0000b</p>' }), 'content');
    expectRefused(await sendInbox({ ...message, content: '<p>\u0085</p>' }), 'content');
    expectRefused(await sendInbox({ ...message, ['note\u0000']: 'x' }), 'note\uFFFD');
    expectRefused(
      await adminCall(t.app, editor, 'POST', ADMIN_PATHS.help, { title: 'a\u0000', content: 'x' }),
      'title',
    );
    expect((await inbox()).totalCount).toBe(before);
  });

  it('keeps tabs, line breaks and surrogate pairs: they are text', async () => {
    const sent = await sendInbox({
      audience: 'member',
      username: DEMO.player.username,
      title: 'Lucky \uD83C\uDF40 week',
      content: '<p>line one\r\nline\ttwo</p>',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await inbox()).list[0]?.title).toBe('Lucky 🍀 week');
  });

  it('answers overlong UTF-8 cleanly: the bytes arrive as U+FFFD', async () => {
    const json = (title: Buffer) =>
      Buffer.concat([
        Buffer.from(`{"audience":"member","username":"${DEMO.player.username}","title":"a`),
        title,
        Buffer.from('b","content":"<p>x</p>"}'),
      ]);
    const response = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.inbox,
      headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
      payload: json(Buffer.from([0xc0, 0x80, 0xe0, 0x80, 0xaf])),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await inbox()).list[0]?.title).toMatch(/^a\uFFFD+b$/);
    const search = await getJson<Ok<{ games: unknown[] }>>(t.app, `${API_PATHS.games}?gameName=a%C0%80b`);
    expect(search.status).toBe(200);
  });

  it('walks a deeply nested body without overflowing', async () => {
    const depth = 100_000;
    const response = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.inbox,
      headers: { authorization: `Bearer ${editor}`, 'content-type': 'application/json' },
      payload: `{"title":${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}}`,
    });
    expectRefused({ status: response.statusCode, body: response.json() }, 'title');
  });
});
