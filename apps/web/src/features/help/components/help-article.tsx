import { useId } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { HelpSection } from '@lobby/contract/help';
import { ChevronDownIcon } from '../../../ui/icons';
import { SafeHtml } from '../../../ui/safe-html';

interface HelpArticleProps {
  section: HelpSection;
  /** The open sub-section, if any. */
  openChild: number | null;
  onToggle: (child: number) => void;
  headingLevel?: 2 | 3;
}

/** A section's HTML and its sub-sections as an accordion (one open at a time). */
export function HelpArticle({ section, openChild, onToggle, headingLevel = 2 }: HelpArticleProps) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const baseId = useId();
  return (
    <article className="space-y-4">
      <section className="rounded-3xl border border-line bg-surface p-4">
        <Heading className="mb-2 text-lg font-extrabold">{section.title}</Heading>
        {section.content ? <SafeHtml html={section.content} /> : null}
      </section>
      {section.children.length > 0 ? (
        <section aria-label={t('help.subTopics')} className="space-y-2">
          {section.children.map((child, i) => {
            const open = i === openChild;
            const panel = `${baseId}-panel-${i}`;
            return (
              <div
                key={child.id}
                className={`overflow-hidden rounded-2xl border transition ${open ? 'border-violet-500/40 bg-violet-500/5' : 'border-line bg-white/[0.03]'}`}
              >
                <Heading className="m-0">
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={panel}
                    onClick={() => onToggle(i)}
                    className="flex min-h-12 w-full items-center gap-3 px-4 py-3 text-left text-sm font-semibold"
                  >
                    <span className="flex-1">{child.title}</span>
                    <ChevronDownIcon
                      size={18}
                      className={`shrink-0 text-gold-400 transition-transform ${open ? 'rotate-180' : ''}`}
                    />
                  </button>
                </Heading>
                {open ? (
                  <div id={panel} className="px-4 pb-4">
                    <SafeHtml html={child.content} />
                  </div>
                ) : null}
              </div>
            );
          })}
        </section>
      ) : null}
    </article>
  );
}
