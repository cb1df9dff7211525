import type { AdminChatQueue } from '@lobby/contract/admin/chat';
import type { Session } from '@lobby/contract/auth';
import type { ChatEvent } from '@lobby/contract/chat';
import { ADMIN_PATHS, API_PATHS } from '@lobby/contract/core';
import { get, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, sendJson } from '../../test/accounts';
import { createTestApp, DRIVERS, type TestApp } from '../../test/app';
import { adminCall, operatorSession } from '../../test/operators';

type Ok<T> = { success: true; value: T };

/**
 * Read a live event stream: the events as they come, until `stop`. Over node:http on a connection of its own,
 * so `stop` closes that connection and the server ends the stream at once (fetch's abort left the
 * connections open, and the app's close waited about a minute on them).
 */
async function listen(url: string, token: string, headers: Record<string, string> = {}) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { headers: { authorization: `Bearer ${token}`, ...headers }, agent: false }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffer = '';
  const events: ChatEvent[] = [];
  async function next(): Promise<ChatEvent> {
    for (;;) {
      const event = events.shift();
      if (event) return event;
      const chunk = await chunks.next();
      if (chunk.done) throw new Error('stream ended');
      buffer += chunk.value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks)
        for (const line of block.split('\n'))
          if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as ChatEvent);
    }
  }
  return { response, next, stop: () => response.destroy() };
}

/** A fetch's status, its body read to the end (an unread body holds its connection open). */
async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.status;
}

describe.each(DRIVERS)('chat events on %s', (driver) => {
  let t: TestApp;
  let base: string;
  let member: Session;
  beforeAll(async () => {
    t = await createTestApp(driver);
    // localhost: a host both demo merchants serve, so the Merchant header can pick Golden Reef.
    await t.app.listen({ port: 0, host: 'localhost' });
    const address = t.app.server.address();
    base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
    member = await loginAs(t.app, 'player02', 'Play1234');
  });
  afterAll(() => t.close());

  it('streams a member message to the desk and the answer back to the member, nothing to another merchant', async () => {
    const reviewer = (await operatorSession(t.app, 'reviewer')).token;
    const reef = (await operatorSession(t.app, 'admin', 'GOLDREEF')).token;
    const desk = await listen(`${base}${ADMIN_PATHS.chatEvents}`, reviewer);
    const phone = await listen(`${base}${API_PATHS.chatEvents}`, member.token);
    const other = await listen(`${base}${ADMIN_PATHS.chatEvents}`, reef, { merchant: 'GOLDREEF' });
    expect(desk.response.headers['content-type']).toContain('text/event-stream');
    expect(phone.response.statusCode).toBe(200);

    await sendJson(t.app, 'POST', API_PATHS.chatMessages, { text: 'Live question' }, member.token);
    expect(await desk.next()).toMatchObject({ type: 'message', message: { author: 'member', text: 'Live question' } });
    expect(await phone.next()).toMatchObject({ type: 'message', message: { text: 'Live question' } });

    const [row] = (await adminCall<Ok<AdminChatQueue>>(t.app, reviewer, 'GET', ADMIN_PATHS.chatConversations)).body
      .value.list;
    await adminCall(t.app, reviewer, 'POST', `${ADMIN_PATHS.chatConversations}/${row?.id}/messages`, {
      text: 'Live answer',
    });
    expect(await phone.next()).toMatchObject({ type: 'message', message: { author: 'operator', text: 'Live answer' } });
    await adminCall(t.app, reviewer, 'POST', `${ADMIN_PATHS.chatConversations}/${row?.id}/close`);
    expect(await phone.next()).toEqual({ type: 'closed', conversationId: row?.id });

    // Golden Reef's desk heard nothing of all this: the first thing it hears is its own merchant's event.
    t.app.chatHub.publish('GOLDREEF', 1, { type: 'closed', conversationId: -1 });
    expect(await other.next()).toEqual({ type: 'closed', conversationId: -1 });
    for (const stream of [desk, phone, other]) stream.stop();
  });

  it('refuses a stream without a session, and a member stream on an operator token', async () => {
    expect(await statusOf(`${base}${API_PATHS.chatEvents}`)).toBe(401);
    expect(await statusOf(`${base}${ADMIN_PATHS.chatEvents}`)).toBe(401);
    const editor = (await operatorSession(t.app, 'editor')).token;
    expect(await statusOf(`${base}${ADMIN_PATHS.chatEvents}`, { authorization: `Bearer ${editor}` })).toBe(403);
  });
});
