import { useTranslation } from 'react-i18next';
import { HourglassIcon } from './icons';

/** What a player sees when the ticket is missing or no longer valid. */
export function SessionEnded() {
  const { t } = useTranslation();
  return (
    <main className="grid h-full place-items-center p-6">
      <section
        aria-labelledby="ended-title"
        className="w-full max-w-sm animate-fade-in rounded-3xl bg-ink-900/90 px-6 py-8 text-center shadow-glow ring-1 ring-line-strong"
      >
        <div className="mx-auto mb-4 grid size-16 place-items-center rounded-full bg-violet-600/20 text-gold-400 ring-1 ring-violet-500/40">
          <HourglassIcon className="size-9" />
        </div>
        <h1 id="ended-title" className="text-xl font-extrabold text-gold-300">
          {t('ended.title')}
        </h1>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t('ended.body')}</p>
      </section>
    </main>
  );
}
