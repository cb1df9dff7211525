import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { MemberCentreItem } from '../member-menu';
import type { MenuEntry } from '../../../lib/locales/accounts-en';
import { badgeText } from '../../../shared/unread/unread';
import { AppLink } from '../../../ui/app-link';
import { ChevronRightIcon } from '../../../ui/icons';
import { MENU_ICONS } from './menu-icons';
import { tileGridClass } from '../../../ui/tile-columns';

/** What the entries need besides their list: counts to show (the inbox's unread) and the actions of entries without a route. */
export interface MenuExtras {
  badges?: Partial<Record<MenuEntry, number>>;
  actions?: Partial<Record<MenuEntry, () => void>>;
}

interface EntryProps extends MenuExtras {
  item: MemberCentreItem;
  className: string;
  /** The entry's insides: its label and its count's pill (the entry's name says the count). */
  children: (parts: { label: string; badge: ReactNode }) => ReactNode;
}

/** One entry: a link to its route, or a button for an entry that opens something (customer service). */
function Entry({ item, badges, actions, className, children }: EntryProps) {
  const { t } = useTranslation();
  const label = t(`menu.${item.key}`);
  const count = badgeText(badges?.[item.key] ?? 0);
  const badge = count ? (
    <span
      aria-hidden="true"
      className="min-w-5 rounded-full bg-rose-600 px-1.5 text-center text-[11px] leading-5 font-bold text-white"
    >
      {count}
    </span>
  ) : null;
  // One name for the entry, its label then its count, the same in every browser.
  const name = count ? `${label}, ${t('memberCentre.unread', { badge: count })}` : undefined;
  const body = children({ label, badge });
  return item.to ? (
    <AppLink to={item.to} className={className} aria-label={name}>
      {body}
    </AppLink>
  ) : (
    <button type="button" className={className} aria-label={name} onClick={actions?.[item.key]}>
      {body}
    </button>
  );
}

/** A group of entries as rows: icon tile, label, count, chevron. */
export function MenuRows({
  items,
  label,
  ...extras
}: { items: readonly MemberCentreItem[]; label: string } & MenuExtras) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <h2 className="mb-2 px-1 text-xs font-semibold tracking-widest text-subtle uppercase">{label}</h2>
      <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
        {items.map((item) => {
          const Icon = MENU_ICONS[item.key];
          return (
            <li key={item.key}>
              <Entry
                item={item}
                {...extras}
                className="flex h-14 w-full items-center gap-3 px-3.5 text-left text-sm font-medium transition hover:bg-white/5 active:bg-white/10"
              >
                {({ label: text, badge }) => (
                  <>
                    <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-gold-400/10 text-gold-400">
                      <Icon size={19} />
                    </span>
                    <span className="flex-1 truncate">{text}</span>
                    {badge}
                    <ChevronRightIcon size={16} className="shrink-0 text-subtle" />
                  </>
                )}
              </Entry>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Entries as a grid of icon tiles, four a row at most and none alone on a last row (the new template). */
export function MenuGrid({
  items,
  label,
  ...extras
}: { items: readonly MemberCentreItem[]; label: string } & MenuExtras) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="rounded-3xl border border-line bg-surface px-2 py-3 shadow-card">
      <ul className={`grid gap-y-2 ${tileGridClass(items.length, 4)}`}>
        {items.map((item) => {
          const Icon = MENU_ICONS[item.key];
          return (
            <li key={item.key}>
              <Entry
                item={item}
                {...extras}
                className="group flex w-full flex-col items-center gap-1.5 rounded-2xl px-1 py-2 text-center transition hover:bg-white/5 active:bg-white/10"
              >
                {({ label: text, badge }) => (
                  <>
                    <span className="relative grid size-12 place-items-center rounded-2xl bg-linear-to-b from-violet-500/30 to-violet-700/10 text-gold-300 ring-1 ring-white/10 transition group-hover:ring-gold-400/40">
                      <Icon size={22} />
                      {badge ? <span className="absolute -top-1.5 -right-2 flex">{badge}</span> : null}
                    </span>
                    <span className="line-clamp-2 text-[11px] leading-tight font-medium text-muted">{text}</span>
                  </>
                )}
              </Entry>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
