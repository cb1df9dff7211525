import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { removeSessionQueries, sessionKey } from './query-keys';

describe('session query keys', () => {
  it('put the area first and the token second, a visitor under the empty token', () => {
    expect(sessionKey('records', 'tok', 'bets', { page: 1 })).toEqual(['records', 'tok', 'bets', { page: 1 }]);
    expect(sessionKey('promotions', null, 'en')).toEqual(['promotions', '', 'en']);
  });

  it("sign-out removes every area's queries of that session and nothing else", () => {
    const client = new QueryClient();
    client.setQueryData(sessionKey('wallet', 'tok'), 1);
    client.setQueryData(sessionKey('unread', 'tok', 'inbox'), 2);
    client.setQueryData(sessionKey('wallet', 'other'), 3);
    client.setQueryData(sessionKey('promotions', null, 'en'), 4);
    client.setQueryData(['games', { page: 1 }, 'en'], 5);
    removeSessionQueries(client, 'tok');
    expect(client.getQueryData(sessionKey('wallet', 'tok'))).toBeUndefined();
    expect(client.getQueryData(sessionKey('unread', 'tok', 'inbox'))).toBeUndefined();
    expect(client.getQueryData(sessionKey('wallet', 'other'))).toBe(3);
    expect(client.getQueryData(sessionKey('promotions', null, 'en'))).toBe(4);
    expect(client.getQueryData(['games', { page: 1 }, 'en'])).toBe(5);
  });
});
