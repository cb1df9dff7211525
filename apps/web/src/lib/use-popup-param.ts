import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

export const POPUP_PARAM = 'popup';

interface PopupState {
  popup?: string;
}

/**
 * A popup whose open state lives in the URL (`?popup=name`), so it can be shared and the
 * back gesture closes it. `close(transform)` can apply other parameter changes in the same step.
 */
export function usePopupParam(name: string) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const open = params.get(POPUP_PARAM) === name;

  const show = useCallback(() => {
    const next = new URLSearchParams(params);
    next.set(POPUP_PARAM, name);
    navigate({ search: `?${next.toString()}` }, { state: { popup: name } satisfies PopupState });
  }, [name, navigate, params]);

  const close = useCallback(
    (transform?: (next: URLSearchParams) => URLSearchParams) => {
      const base = withoutPopup(params);
      const next = transform ? transform(base) : base;
      next.delete(POPUP_PARAM);
      const pushedByUs = (location.state as PopupState | null)?.popup === name;
      const unchanged = next.toString() === withoutPopup(params).toString();
      if (pushedByUs && unchanged) {
        navigate(-1);
        return;
      }
      const search = next.toString();
      navigate({ search: search ? `?${search}` : '' }, { replace: true });
    },
    [location.state, name, navigate, params],
  );

  return { open, show, close };
}

function withoutPopup(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams(params);
  copy.delete(POPUP_PARAM);
  return copy;
}
