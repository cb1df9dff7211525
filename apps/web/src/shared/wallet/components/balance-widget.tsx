import { useTranslation } from '../../../lib/use-translation';
import { icon } from '../../../ui/icons';
import { useSite } from '../../site/api/site';
import { useWallet } from '../api/wallet';
import { useBalanceVisibility } from '../hooks/balance-visibility';
import { useSiteMoney } from '../../site/hooks/use-site-money';
import { useSession } from '../../../lib/session';
import { FunCredits } from './fun-credits';

const EyeIcon = icon(
  <>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="2.8" />
  </>,
);
const EyeOffIcon = icon(
  <>
    <path d="M4 4l16 16M10.6 6.1A9.6 9.6 0 0 1 12 6c6 0 9.5 6 9.5 6a16 16 0 0 1-2.6 3.3M6.2 7.7C3.9 9.3 2.5 12 2.5 12S6 18 12 18c1.5 0 2.8-.3 4-.9" />
    <path d="M9.9 10a2.8 2.8 0 0 0 4 4" />
  </>,
);
/** What a hidden (or refreshing) balance shows. */
const MASKED_BALANCE = '******';

const RefreshIcon = icon(<path d="M20 12a8 8 0 1 1-2.4-5.7M20 4v5h-5" />);

/**
 * The member's total balance with its currency's own decimals (spec accounts: balance widget): a hide/show toggle
 * that masks it, and a refresh that reloads the wallet, masked while it reloads. A free-play account
 * has no money balance (its wallet is empty): it is shown its fun credits instead.
 */
export function BalanceWidget({ className = '', inGame = false }: { className?: string; inGame?: boolean }) {
  const session = useSession();
  if (session?.trial) return <FunCredits className={className} inGame={inGame} />;
  return <MoneyBalance className={className} />;
}

function MoneyBalance({ className }: { className: string }) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  const wallet = useWallet();
  const currency = useSite().data?.wallet.currency;
  const { hidden, toggle } = useBalanceVisibility();
  const refreshing = wallet.isFetching;
  const shown = !hidden && !refreshing && wallet.data ? money(wallet.data.sumBalance) : MASKED_BALANCE;
  const button =
    'grid size-7 shrink-0 place-items-center rounded-full text-current/70 transition hover:bg-white/10 hover:text-current';
  return (
    <div className={`flex min-w-0 items-center gap-1 ${className}`}>
      <p className="min-w-0 truncate">
        <span className="sr-only">{t('wallet.balance')}: </span>
        {currency ? <span className="mr-1 text-[0.7em] font-semibold opacity-70">{currency}</span> : null}
        <output aria-live="polite" aria-busy={refreshing} className="font-extrabold tabular-nums">
          {shown}
        </output>
      </p>
      <button
        type="button"
        onClick={toggle}
        aria-label={hidden ? t('wallet.show') : t('wallet.hide')}
        className={button}
      >
        {hidden ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
      </button>
      <button
        type="button"
        onClick={() => void wallet.refetch()}
        disabled={refreshing}
        aria-label={t('wallet.refresh')}
        className={button}
      >
        <RefreshIcon size={16} className={refreshing ? 'animate-spin' : undefined} />
      </button>
    </div>
  );
}
