import type { RankBenefit, RankBenefitKind } from '@lobby/contract/ranks';
import { useTranslation } from '../../../lib/use-translation';
import { CoinsIcon, GiftIcon, HeadsetIcon, icon, PercentIcon, SparkleIcon } from '../../../ui/icons';

/** Money leaving the wallet: a banknote with an arrow out. */
const WithdrawalIcon = icon(
  <>
    <rect x="3" y="9" width="18" height="11" rx="2.5" />
    <circle cx="12" cy="14.5" r="2" />
    <path d="M12 2.5v4M9.5 4.5 12 2.5l2.5 2" />
  </>,
);

const ICONS: Record<RankBenefitKind, ReturnType<typeof icon>> = {
  bonus: CoinsIcon,
  rebate: PercentIcon,
  withdrawal: WithdrawalIcon,
  support: HeadsetIcon,
  gift: GiftIcon,
  other: SparkleIcon,
};

/** What a rank gives, as the operator wrote it: one line per benefit, its kind as the icon. */
export function RankBenefits({ rank, benefits }: { rank: string; benefits: readonly RankBenefit[] }) {
  const { t } = useTranslation();
  if (benefits.length === 0) return null;
  return (
    <ul aria-label={t('vip.benefitsOf', { rank })} className="mt-3 space-y-2 border-b border-line pb-3">
      {benefits.map((benefit, index) => {
        const Icon = ICONS[benefit.kind];
        return (
          // The lines are the operator's, in order; two may read the same.
          <li key={index} className="flex items-center gap-2.5">
            <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-violet-500/20 text-gold-300 ring-1 ring-violet-400/30">
              <Icon size={15} />
            </span>
            <span className="min-w-0 text-[13px] leading-snug font-medium text-text">{benefit.text}</span>
          </li>
        );
      })}
    </ul>
  );
}
