import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AgentContract, AgentContractStatus } from '@lobby/contract/agent-contracts';
import { useDateFormat } from '../../../lib/date-format';
import { Button } from '../../../ui/button';
import { useAnswerContract, type ContractAnswer } from '../api/answer-contract';
import { ConfirmAnswer } from './confirm-answer';
import { TiersTable } from './tiers-table';

const STATUS_STYLE: Record<AgentContractStatus, string> = {
  offered: 'bg-gold-400/15 text-gold-300 ring-gold-400/40',
  accepted: 'bg-emerald-400/15 text-emerald-400 ring-emerald-400/40',
  refused: 'bg-rose-500/15 text-rose-500 ring-rose-500/40',
};

function useDateTime() {
  const dates = useDateFormat();
  return (iso: string) => dates.format(iso, 'dateTime');
}

/** One contract: product, status, dates, tiers; Accept and Refuse (each confirmed) while it waits. */
export function ContractCard({ contract, headingId }: { contract: AgentContract; headingId: string }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  const [asking, setAsking] = useState<ContractAnswer | null>(null);
  const answer = useAnswerContract();
  const product = t(`contracts.product.${contract.productType}`);

  const confirm = () => {
    if (asking) answer.mutate({ id: contract.id, answer: asking }, { onSettled: () => setAsking(null) });
  };

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-4 shadow-card">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="truncate text-lg font-bold">
            {product}
          </h2>
          <p className="mt-0.5 text-xs text-muted">
            {t('contracts.offeredAt', { date: dateTime(contract.offeredAt) })}
            {contract.decidedAt ? (
              <>
                <span aria-hidden="true"> · </span>
                {t('contracts.decidedAt', { date: dateTime(contract.decidedAt) })}
              </>
            ) : null}
          </p>
        </div>
        <p
          className={`shrink-0 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ${STATUS_STYLE[contract.status]}`}
          aria-live="polite"
        >
          {t(`contracts.status.${contract.status}`)}
        </p>
      </header>
      <div className="mt-4">
        <TiersTable
          kind={contract.kind}
          tiers={contract.tiers}
          caption={`${t(`contracts.title.${contract.kind}`)} · ${product}`}
        />
      </div>
      {contract.status === 'offered' ? (
        <>
          <p className="mt-4 text-center text-xs font-medium text-gold-300">{t('contracts.waiting')}</p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            <Button variant="outline" size="lg" onClick={() => setAsking('refuse')}>
              {t('contracts.refuse')}
            </Button>
            <Button size="lg" onClick={() => setAsking('accept')}>
              {t('contracts.accept')}
            </Button>
          </div>
        </>
      ) : null}
      {asking ? (
        <ConfirmAnswer
          contract={contract}
          answer={asking}
          busy={answer.isPending}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </article>
  );
}
