import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberRewards, MemberRounds } from './member-history';
import { MemberLedger } from './member-ledger';
import { MemberNotes } from './member-notes';
import { MemberSecurity } from './member-security';
import { MemberResponsibleGaming } from './member-rg';
import { MemberSessions } from './member-sessions';
import { MEMBER_TABS, type MemberParams, type MemberTab } from './list-params';

const LABELS = {
  profile: 'member.tab.profile',
  sessions: 'member.tab.sessions',
  security: 'member.tab.security',
  ledger: 'member.tab.ledger',
  rounds: 'member.tab.rounds',
  rewards: 'member.tab.rewards',
  rg: 'member.tab.rg',
  notes: 'member.tab.notes',
} as const;

/** The member page's tabs (ARIA tabs: arrow keys move between them). */
export function MemberTabs({ tab, onTab }: { tab: MemberTab; onTab: (tab: MemberTab) => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLDivElement>(null);
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = MEMBER_TABS[(MEMBER_TABS.indexOf(tab) + step + MEMBER_TABS.length) % MEMBER_TABS.length] ?? tab;
    onTab(next);
    list.current?.querySelector<HTMLButtonElement>(`#tab-${next}`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('member.tabs')}
      onKeyDown={onKey}
      className="flex gap-1 border-b border-line"
    >
      {MEMBER_TABS.map((name) => (
        <button
          key={name}
          id={`tab-${name}`}
          type="button"
          role="tab"
          aria-selected={name === tab}
          aria-controls={`panel-${name}`}
          tabIndex={name === tab ? 0 : -1}
          onClick={() => onTab(name)}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium transition-colors ${
            name === tab ? 'border-gold-400 text-text' : 'border-transparent text-muted hover:text-text'
          }`}
        >
          {t(LABELS[name])}
        </button>
      ))}
    </div>
  );
}

interface PanelProps {
  id: number;
  params: MemberParams;
  update: (change: Partial<MemberParams>) => void;
}

/** The open tab's content, besides the profile (which the page already has). */
export function MemberTabPanel({ id, params, update }: PanelProps) {
  const onPage = (page: number) => update({ page });
  switch (params.tab) {
    case 'sessions':
      return <MemberSessions id={id} />;
    case 'security':
      return <MemberSecurity id={id} />;
    case 'ledger':
      return (
        <MemberLedger
          id={id}
          page={params.page}
          kind={params.kind}
          onPage={onPage}
          onKind={(kind) => update({ kind, page: 1 })}
        />
      );
    case 'rounds':
      return <MemberRounds id={id} page={params.page} onPage={onPage} />;
    case 'rewards':
      return <MemberRewards id={id} page={params.page} onPage={onPage} />;
    case 'rg':
      return <MemberResponsibleGaming id={id} />;
    case 'notes':
      return <MemberNotes id={id} page={params.page} onPage={onPage} />;
    default:
      return null;
  }
}
