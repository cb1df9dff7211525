import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <main className="grid h-full place-items-center" aria-busy="true">
      <div className="flex flex-col items-center gap-4">
        <span className="size-12 animate-spin rounded-full border-4 border-violet-600/30 border-t-gold-400" />
        <p className="text-sm font-medium text-muted">{t('app.loading')}</p>
      </div>
    </main>
  );
}

export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="grid h-full place-items-center p-6">
      <section
        role="alert"
        className="w-full max-w-sm rounded-3xl bg-ink-900/90 px-6 py-8 text-center ring-1 ring-line-strong"
      >
        <h1 className="text-lg font-extrabold text-gold-300">{t('load.failed')}</h1>
        <p className="mt-2 text-sm text-muted">{message}</p>
        <button
          type="button"
          onClick={onRetry}
          className="mt-5 rounded-full bg-violet-600 px-6 py-2.5 text-sm font-bold text-white shadow-glow active:scale-95"
        >
          {t('load.retry')}
        </button>
      </section>
    </main>
  );
}
