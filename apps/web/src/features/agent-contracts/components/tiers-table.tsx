import { useTranslation } from '../../../lib/use-translation';
import type { AgentContractKind, ContractTierView } from '@lobby/contract/agent-contracts';
import { useSiteMoney } from '../../../shared/site/hooks/use-site-money';

/** A tier's rate as a percentage with 2 decimals ("0.30%"). */
export function formatRate(rate: number): string {
  return `${rate.toFixed(2)}%`;
}

/** The tiers as a table: from which turnover (or profit) which rate applies, lowest first. */
export function TiersTable({
  kind,
  tiers,
  caption,
}: {
  kind: AgentContractKind;
  tiers: ContractTierView[];
  caption: string;
}) {
  const money = useSiteMoney();
  const { t } = useTranslation();
  return (
    <table className="w-full border-separate border-spacing-0 overflow-hidden rounded-xl border border-line text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="bg-white/5 text-left text-[11px] tracking-wide text-subtle uppercase">
          <th scope="col" className="px-3 py-2 font-semibold">
            {t('contracts.tiers')}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold">
            {t(`contracts.threshold.${kind}`)}
          </th>
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {t(`contracts.rate.${kind}`)}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier, index) => (
          <tr key={tier.threshold} className="odd:bg-black/10">
            <th
              scope="row"
              className="border-t border-line px-3 py-2.5 text-left font-medium whitespace-nowrap text-muted"
            >
              {t('contracts.tier', { n: index + 1 })}
            </th>
            <td className="border-t border-line px-3 py-2.5 font-semibold tabular-nums">
              ≥ {money(`${tier.threshold}.00`)}
            </td>
            <td className="border-t border-line px-3 py-2.5 text-right font-bold text-gold-300 tabular-nums">
              {formatRate(tier.rate)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
