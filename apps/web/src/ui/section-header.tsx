import type { ReactNode } from 'react';
import { AppLink } from './app-link';
import { ChevronRightIcon } from './icons';

interface SectionHeaderProps {
  id?: string;
  title: string;
  icon?: ReactNode;
  /** A "view all"/"more" link at the end of the header. */
  link?: { to: string; label: string; accessibleName?: string };
}

export function SectionHeader({ id, title, icon, link }: SectionHeaderProps) {
  return (
    <div className="mb-3 flex items-center gap-2">
      {icon ? <span className="grid h-7 min-w-7 shrink-0 place-items-center">{icon}</span> : null}
      <h2 id={id} className="flex-1 truncate text-[17px] font-bold tracking-tight">
        {title}
      </h2>
      {link ? (
        <AppLink
          to={link.to}
          aria-label={link.accessibleName}
          className="inline-flex items-center gap-0.5 rounded-full bg-white/5 py-1 pr-1.5 pl-3 text-xs font-semibold text-gold-300 transition hover:bg-white/10"
        >
          {link.label}
          <ChevronRightIcon size={14} />
        </AppLink>
      ) : null}
    </div>
  );
}
