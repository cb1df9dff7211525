import { describe, expect, it } from 'vitest';
import { accountPopupFor } from './account-popups';

const none = new URLSearchParams();

describe('account popup from the URL', () => {
  it.each([
    ['/m/login', 'login'],
    ['/m/agent', 'login'],
    ['/m/register', 'register'],
    ['/m/register.html', 'register'],
    ['/m/forget', 'forget'],
    ['/m/changePsw', 'changePsw'],
  ])('%s is the %s popup on its own route', (path, popup) => {
    expect(accountPopupFor(path, none)).toEqual({ popup, ownRoute: true });
  });

  it('opens over any page with ?popup=, and only for account popups', () => {
    expect(accountPopupFor('/m/slot-games', new URLSearchParams('popup=register'))).toEqual({
      popup: 'register',
      ownRoute: false,
    });
    expect(accountPopupFor('/m/home', new URLSearchParams('popup=search'))).toBeNull();
    expect(accountPopupFor('/m/home', none)).toBeNull();
  });

  it('prefers the route: only one popup is ever open', () => {
    expect(accountPopupFor('/m/login', new URLSearchParams('popup=register'))).toEqual({
      popup: 'login',
      ownRoute: true,
    });
  });
});
