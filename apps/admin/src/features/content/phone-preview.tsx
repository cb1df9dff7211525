import { PROSE } from '@lobby/ui/prose';
import { LANGUAGE_LOCALES, type Language } from '@lobby/contract/core';
import DOMPurify from 'dompurify';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../lib/i18n';

const LANGUAGES: Language[] = ['en', 'id'];

interface Props {
  /** What the player page calls it in its header (Notice, Help, Message). */
  kind: 'preview.notice' | 'preview.help' | 'preview.message' | 'preview.promotion';
  title: string;
  html: string;
  /** The item's own language, the preview's first. */
  language?: Language | undefined;
  date?: string | null | undefined;
  /** A main picture above the title (a promotion's), as the site shows it. */
  image?: string | undefined;
  /** The languages the switch offers (default: every language the site can speak). */
  languages?: Language[] | undefined;
  /** When given, the switch is the caller's: `language` is shown and a click asks for another. */
  onLanguage?: ((language: Language) => void) | undefined;
}

/**
 * The item as a player's phone shows it: 390 px wide, the site's theme and its very prose classes,
 * the HTML purified as the site purifies it. The switch shows the player page in English or Indonesian.
 */
export function PhonePreview({ kind, title, html, language, date, image, languages, onLanguage }: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Language | null>(null);
  const shown = (onLanguage ? null : chosen) ?? language ?? 'en';
  const choose = onLanguage ?? setChosen;
  const words = i18next.getFixedT(shown);
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form'] }), [html]);
  const when = date
    ? new Intl.DateTimeFormat(LANGUAGE_LOCALES[shown], { dateStyle: 'medium' }).format(new Date(date))
    : null;
  return (
    <section aria-label={t('preview.title')} className="flex flex-col items-center gap-3">
      <div className="flex w-[390px] items-center justify-between">
        <h2 className="text-sm font-semibold">{t('preview.title')}</h2>
        <div
          role="group"
          aria-label={t('preview.language')}
          className="flex rounded-md border border-line-strong p-0.5"
        >
          {(languages ?? LANGUAGES).map((code) => (
            <button
              key={code}
              type="button"
              aria-pressed={shown === code}
              onClick={() => choose(code)}
              className="rounded px-2.5 py-0.5 text-xs font-medium text-muted aria-pressed:bg-gold-400 aria-pressed:text-ink-950"
            >
              {t(`content.language.${code}`)}
            </button>
          ))}
        </div>
      </div>
      <div
        data-testid="phone-preview"
        lang={shown}
        className="h-[640px] w-[390px] overflow-auto rounded-[2rem] border-4 border-ink-700 bg-ink-950 shadow-2xl"
      >
        <header className="sticky top-0 flex h-12 items-center justify-center border-b border-line bg-ink-900 text-sm font-semibold">
          {words(kind)}
        </header>
        {image && <img src={image} alt="" className="aspect-[2/1] w-full object-cover" />}
        <article className="p-4">
          <h1 className="text-base font-bold text-text">{title || words('preview.untitled')}</h1>
          {when && <p className="mt-1 text-xs text-muted">{when}</p>}
          <div className={`${PROSE} mt-3`} dangerouslySetInnerHTML={{ __html: clean }} />
        </article>
      </div>
    </section>
  );
}
