import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { FREE_REJECT_TOAST_MS } from '@lobby/contract/core';
import type { LaunchMode } from '@lobby/contract/inhouse';
import { walletResponseSchema } from '@lobby/contract/wallet';
import { ApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-messages';
import { ROUTES } from '../../../lib/routes';
import { useSession } from '../../../lib/session';
import { showToast } from '../../../lib/toast';
import { useLanguage } from '../../../lib/use-language';
import { buttonClass } from '../../../ui/button';
import { ChevronLeftIcon, icon } from '../../../ui/icons';
import { walletOptions, WALLET_KEY } from '../../../shared/wallet/api/wallet';
import { useDocumentTitle } from '../../../shared/site/hooks/use-document-title';
import { BalanceWidget } from '../../../shared/wallet/components/balance-widget';
import { launchOptions } from '../api/launch';
import { withGameSound } from '../game-sound';
import { useMemberSettings } from '../../../shared/member-settings/member-settings';

const ReloadIcon = icon(<path d="M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5" />);

/** The origin of a provider's game page (an absolute URL elsewhere), or null for a page of this site. */
function providerOrigin(url: string | undefined): string | null {
  if (!url) return null;
  const origin = new URL(url, window.location.href).origin;
  return origin === window.location.origin ? null : origin;
}

/**
 * The balance after each round. An in-house game page (same origin) reports the balance itself; a provider's
 * page only says a round ended (`{ type: 'lobby:round-ended' }`, from its origin and our frame), and the
 * balance is read again from our wallet: a provider's page is never trusted with a number.
 */
function useGameBalance(
  token: string,
  mode: LaunchMode,
  frame: RefObject<HTMLIFrameElement | null>,
  provider: string | null,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const onMessage = (event: MessageEvent<unknown>) => {
      if (mode !== 'real') return;
      const data = event.data as { type?: unknown; balance?: unknown } | null;
      if (provider && event.origin === provider && event.source === frame.current?.contentWindow) {
        if (data?.type === 'lobby:round-ended') void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
        return;
      }
      if (event.origin !== window.location.origin || data?.type !== 'lobby:balance') return;
      const balance = walletResponseSchema.safeParse(data.balance);
      if (balance.success) queryClient.setQueryData(walletOptions(token).queryKey, balance.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient, token, mode, frame, provider]);
  // Back in the lobby (or back to this tab), the balance is read again.
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      refresh();
    };
  }, [queryClient]);
}

/**
 * The in-site game shell: the game full height under a slim bar with back, the session time, the
 * balance and reload. It launches the game itself, so the tap that opened it never waits on the network.
 */
interface GameShellProps {
  nodeId: string;
  mode: LaunchMode;
  /** The session bar the route composes in (responsible gaming's clock and reality check), given how to leave. */
  session?: (leave: () => void) => ReactNode;
}

export function GameShell({ nodeId, mode, session }: GameShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const language = useLanguage();
  const token = useSession()?.token ?? '';
  const [attempt, setAttempt] = useState(0);
  const [framed, setFramed] = useState(false);
  const launch = useQuery(launchOptions(nodeId, mode, language, attempt));
  // The member's sound setting goes to the game; until it is known, the game starts with sound on.
  const sound = useMemberSettings().data?.gameSound ?? true;
  const frame = useRef<HTMLIFrameElement>(null);
  useGameBalance(token, mode, frame, providerOrigin(launch.data?.url));

  const back = () => (location.key !== 'default' ? navigate(-1) : navigate(ROUTES.home));
  const error = launch.error;
  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    if (error.code === 'login.required' || error.code === 'session.ended') {
      navigate(ROUTES.login, { replace: true, state: { from: location.pathname } });
    } else if (error.code === 'game.free.reject') {
      showToast('errors.game.free.reject', { tone: 'error', durationMs: FREE_REJECT_TOAST_MS });
      navigate(-1);
    }
  }, [error, navigate, location.pathname]);

  const name = launch.data?.gameName ?? '';
  useDocumentTitle(name || undefined);
  const reload = () => {
    setFramed(false);
    setAttempt((n) => n + 1);
  };
  const barButton = 'grid size-10 shrink-0 place-items-center rounded-full text-text transition hover:bg-white/10';
  return (
    <div className="fixed inset-0 z-50 flex flex-col bg-ink-950">
      {/* Named: the game's own page (in the frame) has a header and a main of its own. */}
      <header
        aria-label={t('play.controls')}
        className="flex h-12 shrink-0 items-center gap-1 border-b border-line bg-ink-900 px-1.5"
      >
        <button type="button" onClick={back} aria-label={t('play.back')} className={barButton}>
          <ChevronLeftIcon />
        </button>
        <h1 className="min-w-0 flex-1 truncate text-sm font-bold">
          {name}
          {launch.data ? (
            <span className="ml-1.5 text-[11px] font-medium text-subtle">{launch.data.displayName}</span>
          ) : null}
        </h1>
        {session?.(back)}
        {mode === 'free' ? (
          <span className="rounded-full bg-emerald-400/15 px-2.5 py-1 text-[11px] font-bold text-emerald-300">
            {t('play.free')}
          </span>
        ) : (
          <BalanceWidget inGame className="rounded-full bg-white/5 py-0.5 pr-0.5 pl-3 text-[13px] text-gold-300" />
        )}
        <button type="button" onClick={reload} aria-label={t('play.reload')} className={barButton}>
          <ReloadIcon size={20} />
        </button>
      </header>
      <main aria-label={name ? t('play.frame', { name }) : undefined} className="relative min-h-0 flex-1">
        {launch.data ? (
          <iframe
            ref={frame}
            key={launch.data.url}
            src={withGameSound(launch.data.url, sound)}
            title={t('play.frame', { name })}
            allow="autoplay; fullscreen"
            referrerPolicy="no-referrer"
            onLoad={() => setFramed(true)}
            className="absolute inset-0 size-full border-0 bg-ink-950"
          />
        ) : null}
        {launch.isError && !(error instanceof ApiError && error.code === 'game.free.reject') ? (
          <div role="alert" className="absolute inset-0 grid place-content-center gap-4 p-8 text-center">
            <p className="text-base font-bold">{t('play.failed')}</p>
            <p className="text-sm text-muted">{t(errorMessageKey(error))}</p>
            <div className="flex justify-center gap-2">
              <button type="button" onClick={back} className={buttonClass('outline', 'md')}>
                {t('play.back')}
              </button>
              <button type="button" onClick={reload} className={buttonClass('gold', 'md')}>
                {t('play.retry')}
              </button>
            </div>
          </div>
        ) : !framed ? (
          <div role="status" className="absolute inset-0 grid place-content-center justify-items-center gap-3">
            <span className="size-10 animate-spin rounded-full border-4 border-violet-500/30 border-t-gold-400" />
            <span className="text-sm text-muted">{name ? t('play.loading', { name }) : t('play.starting')}</span>
          </div>
        ) : null}
      </main>
    </div>
  );
}
