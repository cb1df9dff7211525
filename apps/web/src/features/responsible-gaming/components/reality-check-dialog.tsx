import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useRgSession } from '../api/responsible-gaming';
import { formatElapsed } from '../hooks/use-play-clock';

/** Over the game: time played and this session's result, with Continue and Leave. */
export function RealityCheckDialog({
  elapsedMs,
  onContinue,
  onLeave,
}: {
  elapsedMs: number;
  onContinue: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const session = useRgSession();
  const { refetch } = session;
  // The result is read when the check opens, so it includes the rounds just played.
  useEffect(() => {
    void refetch();
  }, [refetch]);
  const net = session.data?.net;
  const negative = net?.startsWith('-') ?? false;
  return (
    <Dialog
      open
      onClose={onContinue}
      variant="sheet"
      showTitle
      title={t('rg.check.title')}
      description={t('rg.check.text', { time: formatElapsed(elapsedMs) })}
    >
      <div className="mb-4 flex items-center justify-between rounded-2xl border border-line bg-ink-900 px-4 py-3">
        <span className="text-sm text-muted">{t('rg.check.net')}</span>
        <span className={`text-lg font-bold tabular-nums ${negative ? 'text-rose-300' : 'text-emerald-300'}`}>
          {net ? `${negative ? '' : '+'}${net} ${session.data?.currency ?? ''}` : '…'}
        </span>
      </div>
      <div className="flex gap-2">
        <Button variant="outline" className="flex-1" onClick={onLeave}>
          {t('rg.check.leave')}
        </Button>
        <Button className="flex-1" onClick={onContinue}>
          {t('rg.check.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
