import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import type { AgentContract, AgentContractKind } from '@lobby/contract/agent-contracts';
import { ApiError } from '../../../lib/api-client';
import { Skeleton } from '../../../ui/skeleton';
import { EmptyState, ErrorState } from '../../../ui/status-views';
import { useContractsOfKind } from '../api/contracts-of-kind';
import { ContractCard } from './contract-card';
import { ContractKindIcon } from './contract-kind-icon';

/** The chosen product type lives in the address (`?product=LIVE`), so a link can open one. */
export const PRODUCT_PARAM = 'product';

/** A contract page: what the kind is, then one tab per product type with its contract. */
export function ContractPage({ kind }: { kind: AgentContractKind }) {
  const { t } = useTranslation();
  const contracts = useContractsOfKind(kind);
  return (
    <>
      <section className="relative overflow-hidden rounded-2xl border border-violet-500/30 bg-violet p-4 shadow-glow">
        <span className="absolute -top-10 -right-8 size-32 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
        <div className="relative flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-full bg-gold text-ink-950 shadow-gold">
            <ContractKindIcon kind={kind} />
          </span>
          <p className="text-sm text-white/90">{t(`contracts.intro.${kind}`)}</p>
        </div>
      </section>
      <div className="mt-4">
        {contracts.isPending ? (
          <div role="status" aria-label={t('contracts.loading')} className="space-y-3">
            <Skeleton className="h-10 rounded-full" />
            <Skeleton className="h-72 rounded-2xl" />
          </div>
        ) : contracts.isError ? (
          contracts.error instanceof ApiError && contracts.error.code === 'login.not.agent' ? (
            <EmptyState title={t('contracts.notAgent')} icon={<ContractKindIcon kind={kind} size={30} />} />
          ) : (
            <ErrorState error={contracts.error} onRetry={() => void contracts.refetch()} />
          )
        ) : contracts.data.contracts.length === 0 ? (
          <EmptyState
            title={t('contracts.empty')}
            hint={t('contracts.emptyHint')}
            icon={<ContractKindIcon kind={kind} size={30} />}
          />
        ) : (
          <ProductTabs contracts={contracts.data.contracts} />
        )}
      </div>
    </>
  );
}

/** Default tab: the one asked for, else the first still waiting for an answer, else the first. */
function chosen(contracts: AgentContract[], asked: string | null): AgentContract {
  return (
    contracts.find((c) => c.productType === asked) ?? contracts.find((c) => c.status === 'offered') ?? contracts[0]!
  );
}

function ProductTabs({ contracts }: { contracts: AgentContract[] }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  // The default is settled once: answering the shown offer must not jump to the next waiting one.
  const [fallback] = useState(() => chosen(contracts, null).productType);
  const current = chosen(contracts, params.get(PRODUCT_PARAM) ?? fallback);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (contract: AgentContract) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set(PRODUCT_PARAM, contract.productType);
        return next;
      },
      { replace: true },
    );
  // Arrow keys move along the tabs (the tablist pattern), Home and End jump to the ends.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = contracts.indexOf(current);
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: contracts.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = contracts[(target + contracts.length) % contracts.length]!;
    select(next);
    tabs.current[contracts.indexOf(next)]?.focus();
  };
  const panelId = `${id}-panel`;
  return (
    <>
      <div
        role="tablist"
        aria-label={t('contracts.products')}
        onKeyDown={onKeyDown}
        className="scrollbar-none -mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
      >
        {contracts.map((contract, index) => {
          const selected = contract === current;
          return (
            <button
              key={contract.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${contract.id}`}
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(contract)}
              className={`flex h-10 shrink-0 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition ${
                selected
                  ? 'border-gold-400/60 bg-gold-400/15 text-gold-300'
                  : 'border-line bg-white/5 text-muted hover:text-text'
              }`}
            >
              {t(`contracts.product.${contract.productType}`)}
              {contract.status === 'offered' ? (
                <>
                  <span className="size-2 rounded-full bg-gold-400 shadow-gold" aria-hidden="true" />
                  <span className="sr-only">{t('contracts.waiting')}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${current.id}`} className="mt-3">
        <ContractCard key={current.id} contract={current} headingId={`${id}-heading`} />
      </div>
    </>
  );
}
