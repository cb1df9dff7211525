import { ROUTES } from '../../lib/routes';
import { POPUP_PARAM } from '../../lib/use-popup-param';

/** The account popups; only one is open at a time (spec accounts §2). */
export const ACCOUNT_POPUPS = ['login', 'register', 'forget', 'changePsw'] as const;
export type AccountPopup = (typeof ACCOUNT_POPUPS)[number];

/** Each popup's own route (the page under it is home); /m/agent is the agent login. */
export const POPUP_ROUTES: Readonly<Record<string, AccountPopup>> = {
  [ROUTES.login]: 'login',
  [ROUTES.agent]: 'login',
  [ROUTES.register]: 'register',
  '/m/register.html': 'register',
  [ROUTES.forget]: 'forget',
  [ROUTES.changePassword]: 'changePsw',
};

export const POPUP_HOME_ROUTES: Readonly<Record<AccountPopup, string>> = {
  login: ROUTES.login,
  register: ROUTES.register,
  forget: ROUTES.forget,
  changePsw: ROUTES.changePassword,
};

export interface OpenAccountPopup {
  popup: AccountPopup;
  /** Opened from its own route (closing goes home) rather than over a page with `?popup=`. */
  ownRoute: boolean;
}

function isAccountPopup(value: string | null): value is AccountPopup {
  return value !== null && (ACCOUNT_POPUPS as readonly string[]).includes(value);
}

/** Which account popup the URL opens: its own route, else `?popup=` over any page. */
export function accountPopupFor(pathname: string, params: URLSearchParams): OpenAccountPopup | null {
  const own = POPUP_ROUTES[pathname.replace(/\/+$/, '')];
  if (own) return { popup: own, ownRoute: true };
  const param = params.get(POPUP_PARAM);
  return isAccountPopup(param) ? { popup: param, ownRoute: false } : null;
}
