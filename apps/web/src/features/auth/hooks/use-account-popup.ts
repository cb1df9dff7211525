import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { POPUP_HOME_ROUTES, accountPopupFor, type AccountPopup } from '../../../shared/popups/account-popups';
import { ROUTES } from '../../../lib/routes';
import { POPUP_PARAM } from '../../../lib/use-popup-param';

interface PopupNavState {
  /** Where a member-only action sent the visitor from; login success goes back there. */
  from?: string;
  /** Set when the popup parameter was pushed by the app (so closing can go back). */
  popup?: string;
}

/**
 * Moving between the account popups: switch (one open at a time), close (from its own route:
 * home; over a page: that page), and done (after success: back where the visitor came from).
 */
export function useAccountPopup() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const open = accountPopupFor(location.pathname, params);
  const state = location.state as PopupNavState | null;

  const withoutParam = useCallback(
    (search: URLSearchParams) => {
      if (state?.popup) {
        navigate(-1);
        return;
      }
      const next = new URLSearchParams(search);
      next.delete(POPUP_PARAM);
      const query = next.toString();
      navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate, state?.popup],
  );

  const close = useCallback(() => {
    if (!open || open.ownRoute) navigate(ROUTES.home, { replace: true });
    else withoutParam(params);
  }, [navigate, open, params, withoutParam]);

  const done = useCallback(
    (target?: string) => {
      if (!open || open.ownRoute) navigate(target ?? state?.from ?? ROUTES.home, { replace: true });
      else withoutParam(params);
    },
    [navigate, open, params, state?.from, withoutParam],
  );

  const switchTo = useCallback(
    (popup: AccountPopup) => {
      if (!open || open.ownRoute) {
        navigate(POPUP_HOME_ROUTES[popup], { replace: true, state });
        return;
      }
      const next = new URLSearchParams(params);
      next.set(POPUP_PARAM, popup);
      navigate({ search: `?${next.toString()}` }, { replace: true, state });
    },
    [navigate, open, params, state],
  );

  return { open, close, done, switchTo };
}
