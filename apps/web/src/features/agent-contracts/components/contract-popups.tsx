import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useHomeEntryPopups, useHomeEntryTurn } from '../../../shared/popups/home-entry-popups';
import { useSession } from '../../../lib/session';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useContractRequest } from '../api/contract-request';
import { CONTRACT_PAGES, contractPrompts, type ContractPrompt } from '../kinds';
import { wantsContractPopups } from '../popup-gate';
import { ContractKindIcon } from './contract-kind-icon';

/** Prompts cancelled during this visit, per session (`token:kind`): not asked again until the page is loaded anew. */
const cancelled = new Set<string>();

/**
 * The agent's home pop-ups: one per kind with offers waiting (daily salary, dividend, hourly
 * salary), one at a time, after the announcements. Cancel moves to the next; Go opens that kind's
 * contract page (coming back to home asks again about what still waits). Members who are not asked
 * (see popup-gate), or when none is left, or the request fails: the turn passes on.
 */
export function ContractPopups() {
  const session = useSession();
  const asked = wantsContractPopups(session);
  const token = session?.token ?? '';
  const myTurn = useHomeEntryTurn('agentContracts');
  const finish = useHomeEntryPopups((state) => state.finish);
  const request = useContractRequest(asked && myTurn);
  const [, setCancels] = useState(0);
  const prompts = request.data
    ? contractPrompts(request.data).filter((p) => !cancelled.has(`${token}:${p.kind}`))
    : undefined;
  const current = prompts?.[0];
  const done = myTurn && (!asked || request.isError || (prompts !== undefined && !current));

  useEffect(() => {
    if (done) finish('agentContracts');
  }, [done, finish]);

  if (!asked || !myTurn || !current) return null;
  const cancel = () => {
    cancelled.add(`${token}:${current.kind}`);
    setCancels((count) => count + 1);
  };
  return <ContractPrompt key={current.kind} prompt={current} onCancel={cancel} />;
}

function ContractPrompt({ prompt, onCancel }: { prompt: ContractPrompt; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const products = prompt.productTypes.map((type) => t(`contracts.product.${type}`));
  return (
    <Dialog
      open
      onClose={onCancel}
      title={t(`contracts.title.${prompt.kind}`)}
      footer={
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" size="lg" onClick={onCancel}>
            {t('contracts.popup.cancel')}
          </Button>
          <Button size="lg" data-autofocus onClick={() => navigate(CONTRACT_PAGES[prompt.kind])}>
            {t('contracts.popup.go')}
          </Button>
        </div>
      }
    >
      <div className="flex flex-col items-center pt-1 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-gold text-ink-950 shadow-gold">
          <ContractKindIcon kind={prompt.kind} size={30} />
        </span>
        <p className="mt-4 text-base font-medium">{t(`contracts.popup.${prompt.kind}`, { count: prompt.count })}</p>
        {products.length > 0 ? (
          <ul aria-label={t('contracts.products')} className="mt-3 flex flex-wrap justify-center gap-1.5">
            {products.map((name) => (
              <li
                key={name}
                className="rounded-full border border-violet-400/40 bg-violet-500/15 px-3 py-1 text-xs font-semibold text-violet-300"
              >
                {name}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Dialog>
  );
}
