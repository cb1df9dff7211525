import { useTranslation } from '../../../lib/use-translation';
import type { AgentContract } from '@lobby/contract/agent-contracts';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import type { ContractAnswer } from '../api/answer-contract';
import { ContractKindIcon } from './contract-kind-icon';

/** "Accept this contract?" / "Refuse this contract?": Back, or the answer (busy while it is sent). */
export function ConfirmAnswer({
  contract,
  answer,
  busy,
  onConfirm,
  onClose,
}: {
  contract: AgentContract;
  answer: ContractAnswer;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const values = {
    contract: t(`contracts.kind.${contract.kind}`),
    product: t(`contracts.product.${contract.productType}`),
  };
  return (
    <Dialog
      open
      onClose={busy ? () => undefined : onClose}
      title={t(answer === 'accept' ? 'contracts.confirm.acceptTitle' : 'contracts.confirm.refuseTitle')}
      description={t(answer === 'accept' ? 'contracts.confirm.acceptBody' : 'contracts.confirm.refuseBody', values)}
      footer={
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="lg" onClick={onClose} disabled={busy}>
            {t('contracts.confirm.back')}
          </Button>
          <Button
            size="lg"
            variant={answer === 'accept' ? 'gold' : 'violet'}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? t('contracts.saving') : t(answer === 'accept' ? 'contracts.accept' : 'contracts.refuse')}
          </Button>
        </div>
      }
    >
      <div className="flex items-center gap-3 rounded-xl border border-line bg-white/5 p-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-gold text-ink-950">
          <ContractKindIcon kind={contract.kind} size={20} />
        </span>
        <span className="min-w-0">
          <span className="block truncate font-bold">{values.product}</span>
          <span className="block truncate text-xs text-muted">{t(`contracts.title.${contract.kind}`)}</span>
        </span>
      </div>
    </Dialog>
  );
}
