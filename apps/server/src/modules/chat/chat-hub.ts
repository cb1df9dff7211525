import { EventEmitter } from 'node:events';
import type { ChatEvent } from '@lobby/contract/chat';
import { localBus, type SharedBus } from '../../lib/shared-bus';

type Listener = (event: ChatEvent) => void;
interface Published {
  merchantCode: string;
  memberId: number;
  event: ChatEvent;
}

const CHANNEL = 'chat:events';

/**
 * Who hears a chat event: the member's open pages and the merchant's desk, on this instance and, over
 * the bus (Redis), on every other one, since the member and the operator may be served by different ones.
 */
export function createChatHub(bus: SharedBus = localBus) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const member = (merchantCode: string, memberId: number) => `member:${merchantCode}:${memberId}`;
  const desk = (merchantCode: string) => `desk:${merchantCode}`;
  const listen = (key: string, listener: Listener) => {
    emitter.on(key, listener);
    return () => void emitter.off(key, listener);
  };
  const emit = ({ merchantCode, memberId, event }: Published) => {
    emitter.emit(member(merchantCode, memberId), event);
    emitter.emit(desk(merchantCode), event);
  };
  bus.on<Published>(CHANNEL, emit);
  return {
    /** Tell both sides of a member's conversation. */
    publish(merchantCode: string, memberId: number, event: ChatEvent): void {
      const published = { merchantCode, memberId, event };
      emit(published);
      void bus.broadcast(CHANNEL, published);
    },
    onMember: (merchantCode: string, memberId: number, listener: Listener) =>
      listen(member(merchantCode, memberId), listener),
    onDesk: (merchantCode: string, listener: Listener) => listen(desk(merchantCode), listener),
  };
}
export type ChatHub = ReturnType<typeof createChatHub>;
