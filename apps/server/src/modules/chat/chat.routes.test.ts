import type { Session } from '@lobby/contract/auth';
import { CHAT_PAGE_PATH, type ChatLaunch, type UnReadCountValue } from '@lobby/contract/chat';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, sendEncrypted, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, getJson, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';
import { chatLanguage } from './chat.service';

type Ok<T> = { success: true; value: T };

describe('chat language', () => {
  it('sends CN for any Chinese variant and the stored choice otherwise', () => {
    expect(['zh', 'zh-CN', 'zh_TW', 'ZH-hk'].map(chatLanguage)).toEqual(['CN', 'CN', 'CN', 'CN']);
    expect(['en', 'id', 'zhx'].map(chatLanguage)).toEqual(['en', 'id', 'zhx']);
  });
});

describe.each(DRIVERS)('chat on %s', (driver) => {
  let t: TestApp;
  let member: Session;
  let trial: Session;
  beforeAll(async () => {
    t = await createTestApp(driver);
    member = await loginAs(t.app, 'player02', 'Play1234');
    trial = (await sendJson<Ok<Session>>(t.app, 'POST', API_PATHS.trial, { moduleId: 'FREEPLAY3' })).body.value;
  });
  afterAll(() => t.close());

  const auth = (session: Session, extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${session.token}`,
    ...extra,
  });

  it('launches our own chat page until an operator sets an outside one, then builds its address', async () => {
    const ours = await getJson<Ok<ChatLaunch>>(t.app, API_PATHS.chatLaunch, {
      ...auth(member),
      host: 'luckynova.test',
    });
    expect(ours.body.value).toEqual({ chatUrl: `http://luckynova.test${CHAT_PAGE_PATH}` });
    const admin = (await operatorSession(t.app, 'admin')).token;
    const chat = { url: 'https://chat.example.com/luckynova', headerColor: '#7c3aed', title: 'Lucky Nova support' };
    const set = await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteCustomerService, {
      customerService: [],
      social: {},
      chat,
    });
    expect(set.status).toBe(200);

    const { status, body } = await getJson<Ok<ChatLaunch>>(
      t.app,
      `${API_PATHS.chatLaunch}?language=zh-TW&backUrl=${encodeURIComponent('/m/slot-games?vassalage=PG,JL')}`,
      { ...auth(member), host: 'luckynova.test' },
    );
    expect(status).toBe(200);
    const url = new URL(body.value.chatUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://chat.example.com/luckynova');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      b2c: '1',
      language: 'CN',
      backUrl: 'http://luckynova.test/m/slot-games?vassalage=PG,JL',
      headerColor: '#7c3aed',
      title: 'Lucky Nova support',
      template: 'v2',
    });
    const plain = await getJson<Ok<ChatLaunch>>(t.app, API_PATHS.chatLaunch, auth(member));
    expect(new URL(plain.body.value.chatUrl).searchParams.get('language')).toBe('en');

    const removed = { customerService: [], social: {}, chat: null };
    expect((await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteCustomerService, removed)).status).toBe(200);
    expect((await adminCall(t.app, admin, 'GET', ADMIN_PATHS.siteCustomerService)).body).toMatchObject({
      value: removed,
    });
    const back = await getJson<Ok<ChatLaunch>>(t.app, API_PATHS.chatLaunch, auth(member));
    expect(new URL(back.body.value.chatUrl).pathname).toBe(CHAT_PAGE_PATH);
  });

  it('refuses visitors, trial accounts, a site without CBS3 and a foreign back address', async () => {
    expect((await getJson<Failure>(t.app, API_PATHS.chatLaunch)).body.code).toBe('login.required');
    const trialLaunch = await getJson<Failure>(t.app, API_PATHS.chatLaunch, auth(trial));
    expect(trialLaunch.status).toBe(403);
    expect(trialLaunch.body.code).toBe('account.trial');
    // Golden Reef keeps CBS3 off.
    const reef = await sendEncrypted<Ok<Session>>(
      t.app,
      API_PATHS.login,
      { type: 'username', username: 'reefer', password: 'Reef1234' },
      { headers: { merchant: 'GOLDREEF' } },
    );
    const refused = await getJson<Failure>(
      t.app,
      API_PATHS.chatLaunch,
      auth(reef.body.value, { merchant: 'GOLDREEF' }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('permission.denied');
    const reefUnread = await getJson<Failure>(
      t.app,
      API_PATHS.chatUnread,
      auth(reef.body.value, { merchant: 'GOLDREEF' }),
    );
    expect(reefUnread.body.code).toBe('permission.denied');
    const foreign = await getJson<Failure>(
      t.app,
      `${API_PATHS.chatLaunch}?backUrl=https://evil.example.com`,
      auth(member),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.field).toBe('backUrl');
    for (const backUrl of ['//evil.example.com/m/home', '/m/home"><script>', '/api/v1/wallet']) {
      const refused = await getJson<Failure>(
        t.app,
        `${API_PATHS.chatLaunch}?backUrl=${encodeURIComponent(backUrl)}`,
        auth(member),
      );
      expect(refused.status, backUrl).toBe(400);
    }
  });

  it('counts what an outside chat service reports; trial sessions read 0', async () => {
    const admin = (await operatorSession(t.app, 'admin')).token;
    const outside = { url: 'https://chat.example.com/nova', headerColor: '#7c3aed', title: 'Nova' };
    const services = { customerService: [], social: {} };
    await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteCustomerService, { ...services, chat: outside });
    const read = async (session: Session) =>
      (await getJson<Ok<UnReadCountValue>>(t.app, `${API_PATHS.chatUnread}?moduleId=CBS3`, auth(session))).body.value;
    expect(await read(member)).toEqual({ unReadCount: 0 });
    const editor = (await operatorSession(t.app, 'editor')).token;
    const reported = await adminCall(t.app, editor, 'PUT', ADMIN_PATHS.chatUnread, {
      username: 'PLAYER02',
      unReadCount: 7,
    });
    expect(reported).toEqual({ status: 200, body: { success: true, value: { username: 'player02', unReadCount: 7 } } });
    const [entry] = await t.app.audit.list('LUCKYNOVA', { limit: 1 });
    expect(entry).toMatchObject({ action: 'chat.unread.report', detail: { username: 'player02', unReadCount: 7 } });
    expect(await read(member)).toEqual({ unReadCount: 7 });
    expect(await read(trial)).toEqual({ unReadCount: 0 });
    expect((await getJson<Failure>(t.app, API_PATHS.chatUnread)).status).toBe(401);
    expect((await getJson<Failure>(t.app, `${API_PATHS.chatUnread}?moduleId=INBOX3`, auth(member))).status).toBe(400);
    await adminCall(t.app, admin, 'PUT', ADMIN_PATHS.siteCustomerService, { ...services, chat: null });
  });

  it('refuses a report from a reviewer, for an unknown member or with a bad count', async () => {
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const admin = (await operatorSession(t.app, 'admin')).token;
    expect(
      (await adminCall<Failure>(t.app, reviewer, 'PUT', ADMIN_PATHS.chatUnread, { username: 'demo', unReadCount: 1 }))
        .status,
    ).toBe(403);
    const unknown = await adminCall<Failure>(t.app, admin, 'PUT', ADMIN_PATHS.chatUnread, {
      username: 'nobody99',
      unReadCount: 1,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('username');
    const negative = await adminCall<Failure>(t.app, admin, 'PUT', ADMIN_PATHS.chatUnread, {
      username: 'demo',
      unReadCount: -1,
    });
    expect(negative.status).toBe(400);
    expect(negative.body.field).toBe('unReadCount');
  });
});
