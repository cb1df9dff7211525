import type { AdminChatConversation, AdminChatQueue, CannedReply } from '@lobby/contract/admin/chat';
import type { Session } from '@lobby/contract/auth';
import { CHAT_MESSAGE_MAX, CHAT_RATE_MAX, type ChatMessage, type MemberChat } from '@lobby/contract/chat';
import { ADMIN_PATHS, API_PATHS, type Failure } from '@lobby/contract/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };
/** A send's answer: the message, or a failure's code and field. */
type Sent = { value: ChatMessage; code?: string; field?: string };
const item = (id: number, rest = '') => `${ADMIN_PATHS.chatConversations}/${id}${rest}`;

describe.each(DRIVERS)('our chat on %s', (driver) => {
  let t: TestApp;
  let member: Session;
  let reviewer: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    member = await loginAs(t.app, 'player01', 'Play1234');
    reviewer = (await operatorSession(t.app, 'reviewer')).token;
  });
  afterAll(() => t.close());

  const write = (session: Session, text: string) =>
    sendJson<Sent>(t.app, 'POST', API_PATHS.chatMessages, { text }, session.token);
  const mine = async (session: Session) =>
    (await sendJson<Ok<MemberChat>>(t.app, 'GET', API_PATHS.chatConversation, undefined, session.token)).body.value;
  const queue = (token: string, query = '', headers: Record<string, string> = {}) =>
    adminCall<Ok<AdminChatQueue>>(t.app, token, 'GET', `${ADMIN_PATHS.chatConversations}${query}`, undefined, headers);

  it('keeps one open conversation per member, plain text and bounded', async () => {
    expect(await mine(member)).toEqual({ conversation: null, messages: [], unReadCount: 0 });
    const first = await write(member, '  <b>Hi</b>, my deposit is missing  ');
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      author: 'member',
      text: '<b>Hi</b>, my deposit is missing',
      operatorName: null,
    });
    await write(member, 'Order 42');
    const chat = await mine(member);
    expect(chat.conversation?.status).toBe('open');
    expect(chat.messages.map((m) => m.text)).toEqual(['<b>Hi</b>, my deposit is missing', 'Order 42']);
    expect(new Set(chat.messages.map((m) => m.conversationId)).size).toBe(1);
    for (const text of ['', '   ', 'x'.repeat(CHAT_MESSAGE_MAX + 1)]) {
      const refused = await write(member, text);
      expect(refused.status).toBe(400);
      expect(refused.body.field).toBe('text');
    }
    expect((await mine(member)).messages).toHaveLength(2);
    expect((await sendJson<Failure>(t.app, 'POST', API_PATHS.chatMessages, { text: 'hi' })).status).toBe(401);
  });

  it('shows the desk the queue and the member, and counts unread both ways', async () => {
    const { list, totalCount } = (await queue(reviewer)).body.value;
    const row = list.find((entry) => entry.username === 'player01');
    expect(totalCount).toBeGreaterThanOrEqual(1);
    expect(row).toMatchObject({ status: 'open', unread: 2, lastText: 'Order 42', assignedTo: null });
    const id = row?.id ?? 0;
    const detail = (await adminCall<Ok<AdminChatConversation>>(t.app, reviewer, 'GET', item(id))).body.value;
    expect(detail.member).toMatchObject({ username: 'player01', currency: 'USD' });
    expect(detail.member.balance).toMatch(/^\d+\.\d{2}$/);
    expect(detail.messages).toHaveLength(2);

    const answer = await adminCall<Ok<ChatMessage>>(t.app, reviewer, 'POST', item(id, '/messages'), {
      text: 'Checking it now',
    });
    expect(answer.body.value).toMatchObject({ author: 'operator', text: 'Checking it now' });
    const unread = await sendJson<Ok<{ unReadCount: number }>>(
      t.app,
      'GET',
      `${API_PATHS.chatUnread}?moduleId=CBS3`,
      undefined,
      member.token,
    );
    expect(unread.body.value).toEqual({ unReadCount: 1 });
    const read = await sendJson<Ok<{ unReadCount: number }>>(
      t.app,
      'POST',
      API_PATHS.chatRead,
      { upTo: answer.body.value.id },
      member.token,
    );
    expect(read.body.value).toEqual({ unReadCount: 0 });
    // Answering read the member's messages; the queue row says who answered.
    const after = (await queue(reviewer)).body.value.list.find((entry) => entry.id === id);
    expect(after).toMatchObject({ unread: 0, assignedTo: expect.stringMatching(/^reviewer/) });
    const [entry] = await t.app.audit.list('LUCKYNOVA', { limit: 1 });
    expect(entry).toMatchObject({ action: 'chat.message.create', targetId: String(id) });
  });

  it('closes a conversation: answers are refused and the next message opens a new one', async () => {
    const id = (await mine(member)).conversation?.id ?? 0;
    expect((await adminCall(t.app, reviewer, 'POST', item(id, '/close'))).status).toBe(200);
    const refused = await adminCall<Failure>(t.app, reviewer, 'POST', item(id, '/messages'), { text: 'late' });
    expect(refused).toMatchObject({ status: 409, body: { code: 'chat.closed' } });
    expect((await adminCall(t.app, reviewer, 'POST', item(id, '/close'))).status).toBe(404);
    expect((await mine(member)).conversation).toMatchObject({ id, status: 'closed' });
    await write(member, 'Me again');
    const next = await mine(member);
    expect(next.conversation?.id).not.toBe(id);
    expect(next.messages.map((m) => m.text)).toEqual(['Me again']);
    const closed = (await queue(reviewer, '?status=closed')).body.value.list.map((entry) => entry.id);
    expect(closed).toContain(id);
  });

  it('lets reviewers and admins answer, not editors or finance; canned replies are per merchant', async () => {
    const id = (await mine(member)).conversation?.id ?? 0;
    for (const role of ['editor', 'finance'] as const) {
      const token = (await operatorSession(t.app, role)).token;
      expect((await queue(token)).status).toBe(403);
      expect((await adminCall(t.app, token, 'POST', item(id, '/messages'), { text: 'x' })).status).toBe(403);
    }
    const admin = (await operatorSession(t.app, 'admin')).token;
    const canned = await adminCall<Ok<{ list: CannedReply[] }>>(t.app, admin, 'GET', ADMIN_PATHS.chatCannedReplies);
    expect(canned.body.value.list[0]).toMatchObject({ title: 'Greeting' });
    const reef = await adminCall<Ok<{ list: CannedReply[] }>>(
      t.app,
      (await operatorSession(t.app, 'admin', 'GOLDREEF')).token,
      'GET',
      ADMIN_PATHS.chatCannedReplies,
      undefined,
      { merchant: 'GOLDREEF' },
    );
    expect(reef.body.value.list[0]).toMatchObject({ title: 'Salam' });
    expect((await adminCall<Failure>(t.app, admin, 'GET', item(0))).status).toBe(400);
  });

  it("shows another merchant's operator nothing", async () => {
    const id = (await mine(member)).conversation?.id ?? 0;
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const headers = { merchant: 'GOLDREEF' };
    const list = (await queue(reef, '', headers)).body.value;
    expect(list.list.some((entry) => entry.username === 'player01')).toBe(false);
    for (const [method, path, body] of [
      ['GET', item(id), undefined],
      ['POST', item(id, '/messages'), { text: 'hello' }],
      ['POST', item(id, '/read'), { upTo: 1 }],
      ['POST', item(id, '/close'), undefined],
    ] as const) {
      const refused = await adminCall<Failure>(t.app, reef, method, path, body, headers);
      expect(refused.status, path).toBe(404);
    }
    expect((await mine(member)).conversation?.status).toBe('open');
  });

  it('limits a member to CHAT_RATE_MAX messages a window, writing nothing more', async () => {
    const busy = await loginAs(t.app, 'player03', 'Play1234');
    for (let n = 0; n < CHAT_RATE_MAX; n += 1) expect((await write(busy, `line ${n}`)).status).toBe(200);
    const refused = await write(busy, 'one too many');
    expect(refused).toMatchObject({ status: 429, body: { code: 'rate.limited' } });
    expect((await mine(busy)).messages).toHaveLength(CHAT_RATE_MAX);
  });

  it('opens one conversation when two first messages race', async () => {
    const racer = await loginAs(t.app, 'player04', 'Play1234');
    const results = await Promise.all([write(racer, 'first'), write(racer, 'second'), write(racer, 'third')]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.body.value.conversationId)).size).toBe(1);
    expect((await mine(racer)).messages).toHaveLength(3);
  });

  it('counts the open conversations waiting for an answer (the member wrote last), per merchant', async () => {
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const reefWaiting = async () => (await queue(reef, '', { merchant: 'GOLDREEF' })).body.value.waiting;
    const waiting = async (query = '') => (await queue(reviewer, query)).body.value.waiting;
    const [before, reefBefore] = [await waiting(), await reefWaiting()];
    const asker = await loginAs(t.app, 'player02', 'Play1234');
    await write(asker, 'Is the bonus credited?');
    expect(await waiting()).toBe(before + 1);
    // The count is the open queue's, whichever list the desk shows.
    expect(await waiting('?status=closed')).toBe(before + 1);
    const id = (await mine(asker)).conversation?.id ?? 0;
    await adminCall(t.app, reviewer, 'POST', item(id, '/messages'), { text: 'Yes, it is.' });
    expect(await waiting()).toBe(before);
    await write(asker, 'Thanks!');
    expect(await waiting()).toBe(before + 1);
    await adminCall(t.app, reviewer, 'POST', item(id, '/close'));
    expect(await waiting()).toBe(before);
    expect(await reefWaiting()).toBe(reefBefore);
  });
});
