import type { WithdrawalSummary } from '@lobby/contract/withdrawals';
import { useTranslation } from '../../../lib/use-translation';
import { useCashierMoney } from '../hooks/use-cashier-money';

const isZero = (amount: string) => /^0(\.0+)?$/.test(amount);

/** What may be withdrawn now and why the rest may not: the turnover still to play, and today's limits. */
export function WithdrawSummary({ summary, currency }: { summary: WithdrawalSummary; currency: string }) {
  const { t } = useTranslation();
  const format = useCashierMoney();
  const money = (amount: string) => format(amount, currency);
  const { today } = summary;
  return (
    <section
      aria-label={t('withdraw.withdrawable')}
      className="relative overflow-hidden rounded-3xl border border-violet-500/30 bg-violet p-5 shadow-glow"
    >
      <span className="absolute -top-12 -right-10 size-40 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
      <p className="relative text-[11px] font-semibold tracking-widest text-white/70 uppercase">
        {t('withdraw.withdrawable')}
      </p>
      <p className="relative text-[30px] leading-tight font-extrabold text-white tabular-nums">
        {money(summary.withdrawable)}
      </p>
      <dl className="relative mt-4 grid grid-cols-2 gap-2 text-white">
        <Figure label={t('cashier.balance')} value={money(summary.balance)} />
        <Figure label={t('withdraw.locked')} value={money(summary.locked)} />
        <Figure label={t('withdraw.turnover')} value={money(summary.turnoverRemaining)} />
        <Figure
          label={t('withdraw.today')}
          value={t('withdraw.todayCount', { count: today.count, limit: today.countLimit })}
          sub={
            today.amountLimit
              ? t('withdraw.todayAmount', { amount: money(today.amount), limit: money(today.amountLimit) })
              : t('withdraw.todayNoCap', { amount: money(today.amount) })
          }
        />
      </dl>
      <p className="relative mt-3 rounded-2xl bg-black/20 p-3 text-xs leading-relaxed text-white/85">
        {isZero(summary.turnoverRemaining)
          ? t('withdraw.turnoverDone')
          : t('withdraw.turnoverHint', { remaining: money(summary.turnoverRemaining), locked: money(summary.locked) })}
      </p>
    </section>
  );
}

function Figure({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-2xl bg-black/20 px-3 py-2.5">
      <dt className="text-[11px] text-white/65">{label}</dt>
      <dd className="mt-0.5 text-sm font-bold tabular-nums">{value}</dd>
      {sub ? <dd className="text-[11px] text-white/65 tabular-nums">{sub}</dd> : null}
    </div>
  );
}
