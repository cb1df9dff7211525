import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, MemberChat } from '@lobby/contract/chat';
import { addChatMessage, chatKey } from './chat-conversation';

const TOKEN = 'token-chat';
const KEY = chatKey(TOKEN);
const message = (id: number, text: string, conversationId = 7): ChatMessage => ({
  id,
  conversationId,
  author: 'member',
  operatorName: null,
  text,
  createdAt: '2026-11-27T20:00:00.000Z',
});
const chat = (...messages: ChatMessage[]): MemberChat => ({
  conversation: { id: 7, status: 'open', createdAt: '2026-11-27T20:00:00.000Z' },
  messages,
  unReadCount: 0,
});
const ids = (client: QueryClient) => client.getQueryData<MemberChat>(KEY)?.messages.map((each) => each.id);

/** The chat page: a cached conversation and the page's observer of it, reloading with `queryFn`. */
function openPage(cached: MemberChat, queryFn: () => Promise<MemberChat>) {
  const client = new QueryClient();
  client.setQueryData(KEY, cached);
  const observer = new QueryObserver(client, { queryKey: KEY, queryFn, staleTime: 0 });
  return { client, close: observer.subscribe(() => undefined) };
}

describe('a message joining the cached conversation', () => {
  it('stays when a reload asked before it was sent is answered after it', async () => {
    const first = message(1, 'Where is my deposit?');
    const sent = message(2, 'One more question');
    // The page's reload on opening is answered late, with the conversation as it was before the send.
    let answerOld!: () => void;
    const oldAnswered = new Promise<void>((resolve) => (answerOld = resolve));
    let asked = 0;
    const { client, close } = openPage(chat(first), async () => {
      asked += 1;
      if (asked === 1) {
        await oldAnswered;
        return chat(first);
      }
      return chat(first, sent);
    });
    await expect.poll(() => asked).toBe(1);

    addChatMessage(client, TOKEN, sent);
    expect(ids(client)).toEqual([1, 2]);
    answerOld();
    await expect.poll(() => asked).toBe(2);
    await expect.poll(() => client.isFetching({ queryKey: KEY })).toBe(0);
    expect(ids(client)).toEqual([1, 2]);
    close();
  });

  it('joins once, with no reload when none is under way', async () => {
    const first = message(1, 'Hello');
    let asked = 0;
    const { client, close } = openPage(chat(first), async () => {
      asked += 1;
      return chat(first);
    });
    await expect.poll(() => client.isFetching({ queryKey: KEY })).toBe(0);
    addChatMessage(client, TOKEN, first);
    addChatMessage(client, TOKEN, message(2, 'Again'));
    expect(ids(client)).toEqual([1, 2]);
    expect(asked).toBe(1);
    close();
  });

  it('reloads for a message of another conversation', async () => {
    let asked = 0;
    const { client, close } = openPage(chat(message(1, 'Hello')), async () => {
      asked += 1;
      return chat();
    });
    await expect.poll(() => client.isFetching({ queryKey: KEY })).toBe(0);
    addChatMessage(client, TOKEN, message(3, 'New', 8));
    await expect.poll(() => asked).toBe(2);
    close();
  });
});
