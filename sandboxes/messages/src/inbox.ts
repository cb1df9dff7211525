/** One message the sandbox caught, as the web inbox and GET /api/messages show it. */
export interface CaughtMessage {
  id: number;
  channel: 'sms' | 'email';
  to: string;
  from: string;
  subject: string;
  text: string;
  receivedAt: string;
}

export interface InboxQuery {
  to?: string | undefined;
  limit?: number | undefined;
}

/** The newest messages in memory; a sandbox keeps nothing across restarts, like a real catcher. */
export function createInbox(capacity = 500) {
  const messages: CaughtMessage[] = [];
  let nextId = 1;
  return {
    add(message: Omit<CaughtMessage, 'id' | 'receivedAt'>): CaughtMessage {
      const caught = { ...message, id: nextId++, receivedAt: new Date().toISOString() };
      messages.unshift(caught);
      if (messages.length > capacity) messages.length = capacity;
      return caught;
    },
    /** Newest first; `to` matches a recipient case-insensitively (an e-mail may name several). */
    list({ to, limit = 100 }: InboxQuery = {}): CaughtMessage[] {
      const wanted = to?.trim().toLowerCase();
      const matching = wanted ? messages.filter((m) => m.to.toLowerCase().split(/,\s*/).includes(wanted)) : messages;
      return matching.slice(0, limit);
    },
  };
}
export type Inbox = ReturnType<typeof createInbox>;
