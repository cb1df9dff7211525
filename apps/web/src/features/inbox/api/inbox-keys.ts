/** The inbox's query keys, per session token: another account on this device never sees a cached page. */
export const inboxKeys = {
  all: ['inbox'] as const,
  list: (token: string) => ['inbox', token, 'list'] as const,
  message: (token: string, id: number) => ['inbox', token, 'message', id] as const,
};
