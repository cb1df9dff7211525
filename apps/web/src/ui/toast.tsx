import { useTranslation } from '../lib/use-translation';
import { useToastStore, type ToastTone } from '../lib/toast';
import { AlertIcon, CheckIcon } from './icons';

const TONES: Record<ToastTone, string> = {
  info: 'border-violet-400/40 text-text',
  success: 'border-emerald-400/50 text-text',
  error: 'border-rose-500/60 text-text',
  loading: 'border-line-strong text-text',
};

function ToneIcon({ tone }: { tone: ToastTone }) {
  if (tone === 'loading') {
    return (
      <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-violet-400 border-t-transparent" />
    );
  }
  if (tone === 'success') return <CheckIcon size={18} className="shrink-0 text-emerald-400" />;
  if (tone === 'error') return <AlertIcon size={18} className="shrink-0 text-rose-500" />;
  return null;
}

/** The one toast on screen: errors are alerts, everything else a polite status. */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useToastStore((state) => state.toast);
  if (!toast) return null;
  const text = toast.text ?? (toast.message ? t(toast.message, toast.values) : '');
  return (
    <div className="pointer-events-none fixed inset-x-0 top-16 z-[60] flex justify-center px-4">
      <div
        key={toast.id}
        role={toast.tone === 'error' ? 'alert' : 'status'}
        className={`flex max-w-[440px] animate-fade-in items-center gap-2.5 rounded-2xl border bg-ink-800 px-4 py-3 text-sm font-medium shadow-card ${TONES[toast.tone]}`}
      >
        <ToneIcon tone={toast.tone} />
        <span>{text}</span>
      </div>
    </div>
  );
}
