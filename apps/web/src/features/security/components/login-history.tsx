import type { LoginHistoryEntry } from '@lobby/contract/security';
import { useDateFormat } from '../../../lib/date-format';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState, ErrorState, Spinner } from '../../../ui/status-views';
import { Card } from './card';
import { useLoginHistory } from '../api/security';
import { useDeviceWords } from './device-words';
import { HistoryIcon } from './security-icons';
import { StatusPill } from './status-pill';

/** The member's latest sign-ins, good and bad: a stranger's tries show here first. */
export function LoginHistory() {
  const { t } = useTranslation();
  const query = useLoginHistory();
  return (
    <Card title={t('security.historyTitle')}>
      {query.isPending ? <Spinner label={t('security.loading')} /> : null}
      {query.isError ? <ErrorState compact error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? <EmptyState title={t('security.historyEmpty')} icon={<HistoryIcon size={28} />} /> : null}
      {query.data?.length ? (
        <ol className="-my-3 divide-y divide-line">
          {query.data.map((entry) => (
            <HistoryRow key={entry.id} entry={entry} />
          ))}
        </ol>
      ) : null}
    </Card>
  );
}

function HistoryRow({ entry }: { entry: LoginHistoryEntry }) {
  const { t } = useTranslation();
  const { format } = useDateFormat();
  const words = useDeviceWords();
  return (
    <li className="py-2.5">
      <div className="flex items-center justify-between gap-2">
        <span className="text-sm font-semibold">{t(`security.method.${entry.method}`)}</span>
        <StatusPill good={entry.result === 'success'} label={t(`security.result.${entry.result}`)} />
      </div>
      <p className="mt-0.5 text-xs text-muted">
        <time dateTime={entry.at}>{format(entry.at, 'dateTime')}</time> · {entry.ip} · {words.country(entry.country)}
      </p>
      <p className="truncate text-[11px] text-subtle">{words.device(entry.device)}</p>
    </li>
  );
}
