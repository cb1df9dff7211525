import type { MemberSession } from '@lobby/contract/security';
import { useDateFormat } from '../../../lib/date-format';
import { errorMessageKey } from '../../../lib/error-messages';
import { showToast } from '../../../lib/toast';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { ErrorState, Spinner } from '../../../ui/status-views';
import { Card } from './card';
import { useEndOtherSessions, useEndSession, useMemberSessions } from '../api/security';
import { useDeviceWords } from './device-words';
import { DesktopIcon, PhoneIcon } from './security-icons';

/** The member's live sessions: which device, from where, when last seen; sign out one or all the others. */
export function SessionsList() {
  const { t } = useTranslation();
  const query = useMemberSessions();
  const endOthers = useEndOtherSessions();
  const others = query.data?.filter((session) => !session.current).length ?? 0;
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => showToast('security.othersSignedOut', { tone: 'success' }),
      onError: (error) => showToast(errorMessageKey(error), { tone: 'error' }),
    });
  return (
    <Card title={t('security.sessionsTitle')}>
      {query.isPending ? <Spinner label={t('security.loading')} /> : null}
      {query.isError ? <ErrorState compact error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <>
          <ul className="-my-3 divide-y divide-line">
            {query.data.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {others > 0 ? (
            <Button variant="outline" className="mt-4 w-full" disabled={endOthers.isPending} onClick={signOutOthers}>
              {t('security.signOutOthers')}
            </Button>
          ) : (
            <p className="mt-4 text-center text-xs text-muted">{t('security.onlyThis')}</p>
          )}
        </>
      ) : null}
    </Card>
  );
}

function SessionRow({ session }: { session: MemberSession }) {
  const { t } = useTranslation();
  const { format } = useDateFormat();
  const words = useDeviceWords();
  const end = useEndSession();
  const device = words.device(session.device);
  const Icon = session.device.type === 'desktop' ? DesktopIcon : PhoneIcon;
  const signOut = () =>
    end.mutate(session.id, {
      onSuccess: () => showToast('security.signedOut', { tone: 'success' }),
      onError: (error) => showToast(errorMessageKey(error), { tone: 'error' }),
    });
  return (
    <li className="flex items-center gap-3 py-3" data-testid="session-row">
      <span
        className={`grid size-10 shrink-0 place-items-center rounded-xl ${
          session.current ? 'bg-violet-500/20 text-violet-200' : 'bg-white/5 text-muted'
        }`}
      >
        <Icon size={20} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate text-sm font-semibold">{device}</span>
          {session.current ? (
            <span className="rounded-full bg-violet-500/20 px-2 py-0.5 text-[11px] font-bold text-violet-200">
              {t('security.thisDevice')}
            </span>
          ) : null}
        </div>
        <p className="mt-0.5 truncate text-xs text-muted">
          {session.ip} · {words.country(session.country)}
        </p>
        <p className="text-[11px] text-subtle">{t('security.lastSeen', { time: format(session.lastSeenAt, 'dateTime') })}</p>
      </div>
      {session.current ? null : (
        <Button
          variant="ghost"
          size="sm"
          className="shrink-0 text-rose-300"
          aria-label={t('security.signOutLabel', { device })}
          disabled={end.isPending}
          onClick={signOut}
        >
          {t('security.signOut')}
        </Button>
      )}
    </li>
  );
}
