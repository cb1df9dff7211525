import { useTranslation } from '../../../lib/use-translation';
import { showToast } from '../../../lib/toast';
import { CopyIcon } from './cashier-icons';

/** One detail to transfer with (account number, reference…) and a button that copies it. */
export function CopyRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      showToast('cashier.copied', { tone: 'success' });
    } catch {
      // No clipboard (an old browser, an insecure page): the value stays on screen to copy by hand.
    }
  };
  return (
    <div className="py-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 flex items-center gap-3">
        <span
          className={`min-w-0 flex-1 break-all tabular-nums ${strong ? 'text-lg font-extrabold text-gold-300' : 'font-semibold'}`}
        >
          {value}
        </span>
        <button
          type="button"
          onClick={() => void copy()}
          aria-label={t('cashier.copy', { what: label })}
          className="grid size-9 shrink-0 place-items-center rounded-full bg-white/5 text-muted transition hover:bg-white/10 hover:text-text"
        >
          <CopyIcon size={17} />
        </button>
      </dd>
    </div>
  );
}
