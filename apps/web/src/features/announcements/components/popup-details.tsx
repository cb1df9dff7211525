import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { Announcement } from '@lobby/contract/announcements';
import { ChevronDownIcon } from '../../../ui/icons';
import { Dialog } from '../../../ui/dialog';
import { SafeHtml } from '../../../ui/safe-html';
import { useDateFormat } from '../../../lib/date-format';
import { useMarkRead } from '../hooks/use-mark-read';

/** A title as the accordion shows it: any markup stripped (spec), whatever the server sent. */
export function strippedTitle(title: string): string {
  return title.replace(/<[^>]*>/g, '').trim();
}

/** The pop-ups' details: an accordion of every announcement (title, YYYY/MM/DD, HTML); one open at a time. */
export function PopupDetails({
  popups,
  initial,
  onClose,
}: {
  popups: Announcement[];
  initial: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(popups[initial]?.id ?? null);
  const markRead = useMarkRead();
  return (
    <Dialog open title={t('notice.detailsPopup')} onClose={onClose}>
      <ul className="space-y-2.5">
        {popups.map((popup) => (
          <AccordionItem
            key={popup.id}
            popup={popup}
            expanded={open === popup.id}
            onToggle={() => {
              const next = open === popup.id ? null : popup.id;
              setOpen(next);
              if (next) markRead(popup);
            }}
          />
        ))}
      </ul>
    </Dialog>
  );
}

function AccordionItem({
  popup,
  expanded,
  onToggle,
}: {
  popup: Announcement;
  expanded: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  const dates = useDateFormat();
  return (
    <li className={`overflow-hidden rounded-2xl border bg-ink-850 ${expanded ? 'border-gold-400/40' : 'border-line'}`}>
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
          data-autofocus={expanded ? true : undefined}
          className="flex w-full items-center gap-3 px-4 py-3 text-left"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-text">{strippedTitle(popup.title)}</span>
            <time dateTime={popup.startDate} className="mt-0.5 block text-xs text-gold-300/90 tabular-nums">
              {dates.format(popup.startDate)}
            </time>
          </span>
          <ChevronDownIcon
            size={18}
            className={`shrink-0 text-subtle transition-transform ${expanded ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!expanded} className="border-t border-line px-4 py-3">
        {expanded ? <SafeHtml html={popup.content} /> : null}
      </div>
    </li>
  );
}
