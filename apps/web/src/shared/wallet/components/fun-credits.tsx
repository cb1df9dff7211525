import { formatMinor } from '@lobby/contract/games';
import { FREE_PLAY_BALANCE_MINOR } from '@lobby/contract/inhouse';
import { useMoneyFormat } from '../../../lib/money-format';
import { useTranslation } from '../../../lib/use-translation';

/**
 * What a free-play (trial) account has instead of a balance: fun credits, which each game starts with
 * afresh. Inside a game only the badge shows: the game itself counts the credits it has left.
 */
export function FunCredits({ className = '', inGame = false }: { className?: string; inGame?: boolean }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const amount = money(formatMinor(FREE_PLAY_BALANCE_MINOR));
  return (
    <p className={`flex min-w-0 items-center gap-1.5 ${className}`}>
      <span className="shrink-0 rounded-full bg-emerald-400/15 px-2 py-0.5 text-[0.7em] font-bold tracking-wide text-emerald-300 uppercase">
        {t('wallet.freePlay')}
      </span>
      {inGame ? null : (
        <span className="min-w-0 truncate font-extrabold tabular-nums" title={t('wallet.funEach', { amount })}>
          <span className="sr-only">{t('wallet.funEach', { amount })}</span>
          <span aria-hidden="true">
            {amount} <span className="text-[0.7em] font-semibold opacity-70">{t('wallet.fun')}</span>
          </span>
        </span>
      )}
    </p>
  );
}
