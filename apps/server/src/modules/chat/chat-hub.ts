import { EventEmitter } from 'node:events';
import type { ChatEvent } from '@lobby/contract/chat';

type Listener = (event: ChatEvent) => void;

/**
 * Who hears a chat event, in this process: the member's open pages and the merchant's desk. One server
 * instance only: several instances need Redis pub/sub behind the same three calls.
 */
export function createChatHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const member = (merchantCode: string, memberId: number) => `member:${merchantCode}:${memberId}`;
  const desk = (merchantCode: string) => `desk:${merchantCode}`;
  const listen = (key: string, listener: Listener) => {
    emitter.on(key, listener);
    return () => void emitter.off(key, listener);
  };
  return {
    /** Tell both sides of a member's conversation. */
    publish(merchantCode: string, memberId: number, event: ChatEvent): void {
      emitter.emit(member(merchantCode, memberId), event);
      emitter.emit(desk(merchantCode), event);
    },
    onMember: (merchantCode: string, memberId: number, listener: Listener) =>
      listen(member(merchantCode, memberId), listener),
    onDesk: (merchantCode: string, listener: Listener) => listen(desk(merchantCode), listener),
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
